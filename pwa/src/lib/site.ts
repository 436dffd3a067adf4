/**
 * The service's public e-mail address (fictional): the footer, the 404 screen and the contact
 * page show it. Its phone and postal address are shown by the contact page only and live there
 * (features/pages/contact.ts), out of the first screen's bundle.
 */
export const CONTACT_EMAIL = 'info@kyynal.ee';
