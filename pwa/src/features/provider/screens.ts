/** A provider's service requests chunk: the inbox, one request with the offer form, the settings. */
export { InboxScreen } from './InboxScreen';
export { RequestDetailScreen } from './RequestDetailScreen';
export { SettingsScreen } from './SettingsScreen';
export { loadProviderTexts as loadTexts } from './texts';
