import type { DeepPartial } from '../../../lib/types';
import type { AdminTexts } from './et';

/** Partial: anything missing falls back to Estonian. */
const adminRu: DeepPartial<AdminTexts> = {
  users: {
    heading: 'Пользователи',
    searchButton: 'Искать',
    role: 'Роль',
    delete: 'Удалить',
    cancel: 'Отмена',
    previous: 'Назад',
    next: 'Вперёд',
  },
  roles: {
    user: 'Пользователь',
    provider: 'Поставщик услуг',
    bannerManager: 'Менеджер баннеров',
    admin: 'Администратор',
  },
};

export default adminRu;
