/**
 * The notice wizard as one lazy chunk: adding (/kaastundeavaldus) and editing (/muuda/:id)
 * share every step, the form layer, zod, Dexie and their texts.
 */
export { EditScreen } from './EditScreen';
export { WizardScreen } from './WizardScreen';
export { loadWizardTexts as loadTexts } from './texts';
