/** "Minu mustandid" as a lazy chunk. */
export { DraftsScreen } from './DraftsScreen';
export { loadDraftTexts as loadTexts } from './texts';
