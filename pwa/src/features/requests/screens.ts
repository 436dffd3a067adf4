/** A family's service request chunk: the form and the private page, with their texts. */
export { RequestScreen } from './RequestScreen';
export { RequestPageScreen } from './RequestPageScreen';
export { loadRequestsTexts as loadTexts } from './texts';
