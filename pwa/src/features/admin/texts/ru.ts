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
    pildid: {
      title: 'Изображения',
      text: 'Фоны объявлений: загрузка, порядок, включение и удаление.',
    },
    artikild: {
      title: 'Статьи',
      text: 'Все статьи, включая черновики: публикация, сроки проверки и редактор.',
    },
    luuletused: {
      title: 'Стихи',
      text: 'Банк стихов с авторами и правами: добавление, изменение и удаление.',
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
  pager: {
    label: 'Страницы',
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
