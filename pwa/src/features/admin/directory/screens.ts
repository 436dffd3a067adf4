/**
 * The admin's directory sections as one chunk: the service categories and the companies (the
 * company's form is the owner's, shared/company-edit, so its texts come too).
 */
import { loadOwnerTexts } from '#pwa/shared/company-edit/texts';
import { loadAdminDirectoryTexts } from './texts';
import './directory.css';

export { ServicesScreen } from './ServicesScreen';
export { CompaniesSection } from './CompaniesSection';

export const loadTexts = () => Promise.all([loadAdminDirectoryTexts(), loadOwnerTexts()]);
