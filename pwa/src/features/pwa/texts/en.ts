import type { PwaTexts } from './et';

const pwaEn: PwaTexts = {
  offline: 'You are offline',
  offlineDetail: 'You are seeing pages saved on this device.',
  savedCopy: 'Saved copy',
  savedCopyDetail: 'This data was saved on this device and may not be the latest.',
  updateAvailable: 'A new version is available',
  refresh: 'Refresh',
  install: 'Install the app',
  installIos:
    'Add Küünal to your home screen: tap “Share” in Safari and choose “Add to Home Screen”.',
};

export default pwaEn;
