/** Estonian text of the PWA support (offline, update, install); PwaUi.tsx picks the language. */
const pwaEt = {
  offline: 'Oled võrguühenduseta',
  offlineDetail: 'Näed seadmesse salvestatud lehti.',
  savedCopy: 'Salvestatud koopia',
  savedCopyDetail: 'Need andmed on seadmesse salvestatud ega pruugi olla kõige värskemad.',
  updateAvailable: 'Uus versioon saadaval',
  refresh: 'Värskenda',
  install: 'Paigalda rakendus',
  installIos: 'Lisa Küünal avaekraanile: puuduta Safaris nuppu „Jaga“ ja vali „Lisa avaekraanile“.',
};

export default pwaEt;
export type PwaTexts = typeof pwaEt;
