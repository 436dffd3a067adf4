/** The admin screens as one lazy chunk. */
export { AdminLayout } from './AdminLayout';
export { UsersScreen } from './UsersScreen';
export { loadAdminTexts as loadTexts } from './texts';
