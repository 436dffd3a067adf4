/** "Jälgitavad" as a lazy chunk. */
export { FollowingScreen } from './FollowingScreen';
export { loadPushTexts as loadTexts } from '../../shared/push/texts';
