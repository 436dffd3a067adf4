/**
 * SCAFFOLD of the merger (issue 13): the directory's lazy chunk. The i13-pwa-* helpers replace
 * every screen here with the real one; nothing of this file may reach main as it is.
 */
import { useTranslation } from 'react-i18next';

function Scaffold({ title }: { title: string }) {
  const { t } = useTranslation();
  return <h1>{t(`titles.${title}` as 'titles.directory')}</h1>;
}

import { loadCompanyTexts } from './company/texts';
import { loadDirectoryTexts } from './texts';

export { DirectoryScreen } from './list/DirectoryScreen';
export { ServiceScreen } from './ServiceScreen';
export { CompanyScreen } from './company/CompanyScreen';
export const AccountCompanyScreen = () => <Scaffold title="accountCompany" />;
export const ClaimConfirmScreen = () => <Scaffold title="claimConfirm" />;
/** The chunk's texts: the list's "directory" and the company page's "company" namespaces. */
export const loadTexts = async () => {
  await Promise.all([loadDirectoryTexts(), loadCompanyTexts()]);
};
