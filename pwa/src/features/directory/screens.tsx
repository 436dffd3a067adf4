/**
 * SCAFFOLD of the merger (issue 13): the directory's lazy chunk. The i13-pwa-* helpers replace
 * every screen here with the real one; nothing of this file may reach main as it is.
 */
import { useTranslation } from 'react-i18next';
import { loadOwnerTexts } from './owner/texts';
import { loadDirectoryTexts } from './texts';

function Scaffold({ title }: { title: string }) {
  const { t } = useTranslation();
  return <h1>{t(`titles.${title}` as 'titles.directory')}</h1>;
}

export { DirectoryScreen } from './list/DirectoryScreen';
export { ServiceScreen } from './ServiceScreen';
export const CompanyScreen = () => <Scaffold title="company" />;
export { AccountCompanyScreen } from './owner/AccountCompanyScreen';
export { ClaimConfirmScreen } from './owner/ClaimConfirmScreen';

/** The directory's texts and the company owner's, both ready before a screen renders. */
export const loadTexts = () =>
  Promise.all([loadDirectoryTexts(), loadOwnerTexts()]).then(() => undefined);
