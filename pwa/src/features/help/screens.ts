/**
 * The help pages' lazy chunk (/kasulikku/…): the guide after a death, the poem samples and the
 * condolence samples. The service worker precaches it with the app shell, and the pages' answers
 * with it, so they open offline before they were ever visited.
 */
import { loadHelpTexts } from './texts';
import './help.css';

export { HelpGuideScreen } from './HelpGuideScreen';
export { PoemSamplesScreen } from './PoemSamplesScreen';
export { CondolenceSamplesScreen } from './CondolenceSamplesScreen';
export const loadTexts = loadHelpTexts;
