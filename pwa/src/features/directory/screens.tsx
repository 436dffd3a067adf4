/**
 * The directory's lazy chunk: the list and map, a service, a company's page, and the owner's
 * screens (claiming a company, confirming the claim, editing the page).
 */
import { loadCompanyTexts } from './company/texts';
import { loadOwnerTexts } from '../../shared/company-edit/texts';
import { loadDirectoryTexts } from './texts';

export { DirectoryScreen } from './list/DirectoryScreen';
export { ServiceScreen } from './ServiceScreen';
export { CompanyScreen } from './company/CompanyScreen';
export { AccountCompanyScreen } from './owner/AccountCompanyScreen';
export { ClaimConfirmScreen } from './owner/ClaimConfirmScreen';
/** The chunk's texts: the list's "directory", the company page's "company", the owner's "owner". */
export const loadTexts = async () => {
  await Promise.all([loadDirectoryTexts(), loadCompanyTexts(), loadOwnerTexts()]);
};
