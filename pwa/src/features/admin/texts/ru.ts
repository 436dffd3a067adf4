import type { Translation } from '../../../lib/types';
import type { AdminTexts } from './et';

/** Russian text of the admin screens: complete (a missing key fails the typecheck). */
const adminRu: Translation<AdminTexts> = {
  home: {
    heading: 'Администрирование',
    lead: 'Выберите, чем вы хотите управлять.',
    empty: 'Для вашей роли сейчас нет ни одного раздела администрирования.',
  },
  /** The admin sections' names and one line each (sections.ts) */
  sections: {
    kasutajad: {
      title: 'Пользователи',
      text: 'Поиск пользователей, изменение ролей и удаление аккаунтов.',
    },
    teenused: {
      title: 'Услуги',
      text: 'Категории услуг каталога: название, описание, значок и порядок.',
    },
    ettevote: {
      title: 'Фирмы',
      text: 'Поиск, добавление, изменение и удаление фирм каталога; заявки владельцев.',
    },
  },
  users: {
    heading: 'Пользователи',
    search: 'Поиск по имени или e-mail',
    searchButton: 'Искать',
    found_one: 'Найден {{count}} пользователь',
    found_few: 'Найдено {{count}} пользователя',
    found_many: 'Найдено {{count}} пользователей',
    found_other: 'Найдено {{count}} пользователя',
    empty: 'Пользователи не найдены.',
    loadError: 'Не удалось загрузить пользователей.',
    role: 'Роль',
    saveRole: 'Изменить роль',
    roleSaved: 'Теперь у пользователя {{name}} роль «{{role}}».',
    created: 'Аккаунт создан {{date}}',
    notices_one: '{{count}} объявление',
    notices_few: '{{count}} объявления',
    notices_many: '{{count}} объявлений',
    notices_other: '{{count}} объявления',
    you: '(вы)',
    selfNote: 'Свою роль и аккаунт здесь изменить нельзя; ваши данные – на странице',
    selfLink: 'Мой аккаунт',
    delete: 'Удалить',
    deleteQuestion: 'Удалить пользователя {{name}} ({{email}})? Отменить это будет нельзя.',
    deleteYes: 'Да, удалить',
    cancel: 'Отмена',
    deleted: 'Пользователь {{name}} удалён.',
    paging: 'Навигация по страницам',
    previous: 'Назад',
    next: 'Вперёд',
    pageOf: 'Страница {{page}} из {{pages}}',
  },
  roles: {
    user: 'Пользователь',
    provider: 'Поставщик услуг',
    bannerManager: 'Менеджер баннеров',
    admin: 'Администратор',
  },
};

export default adminRu;
