/**
 * The account screens as one lazy chunk (the original site's "login" chunk): they share the form
 * layer, zod and their texts, and a visitor who opens one often opens the next.
 */
export { ForgotScreen } from './ForgotScreen';
export { LoginScreen } from './LoginScreen';
export { RegisterScreen } from './RegisterScreen';
export { ResetScreen } from './ResetScreen';
export { SocialReturnScreen } from './SocialReturnScreen';
export { AccountScreen } from './account/AccountScreen';
export { loadAuthTexts as loadTexts } from './texts';
