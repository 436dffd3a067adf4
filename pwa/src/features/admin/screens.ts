/** The admin area as one lazy chunk: its layout, the section route, the registry's texts. */
export { AdminLayout } from './AdminLayout';
export { AdminSectionScreen } from './AdminSectionScreen';
export { loadAdminTexts as loadTexts } from './texts';
