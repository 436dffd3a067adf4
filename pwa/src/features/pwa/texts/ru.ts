import type { Translation } from '#pwa/lib/types';
import type { PwaTexts } from './et';

const pwaRu: Translation<PwaTexts> = {
  offline: 'Нет подключения к сети',
  offlineDetail: 'Вы видите страницы, сохранённые на этом устройстве.',
  savedCopy: 'Сохранённая копия',
  savedCopyDetail: 'Эти данные сохранены на устройстве и могут быть не самыми свежими.',
  updateAvailable: 'Доступна новая версия',
  refresh: 'Обновить',
  install: 'Установить приложение',
  installIos:
    'Добавьте Küünal на экран «Домой»: нажмите «Поделиться» в Safari и выберите «На экран „Домой“».',
};

export default pwaRu;
