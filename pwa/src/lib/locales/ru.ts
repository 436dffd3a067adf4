import type { DeepPartial } from '../types';
import type { Messages } from './et';

/** Russian UI text: partial; anything missing falls back to Estonian. */
const ru: DeepPartial<Messages> = {
  app: {
    tagline: 'Некрологи, соболезнования и дни памяти',
    skipToContent: 'Перейти к содержанию',
    loading: 'Загрузка…',
    homeLink: 'Küünal – на главную',
  },
  nav: {
    label: 'Главное меню',
    menu: 'Меню',
    notices: 'Объявления',
    funeral: 'Траурные объявления',
    condolences: 'Соболезнования',
    memorials: 'Дни памяти',
    addNotice: 'Добавить объявление',
  },
  footer: {
    label: 'Ссылки в подвале',
    privacy: 'Конфиденциальность',
    terms: 'Условия использования',
    contact: 'Контакты',
    language: 'Язык',
    attribution:
      'Источник: Земельный департамент (Maa-amet), административное и поселенческое деление (EHAK), 01.09.2018',
  },
  titles: {
    home: 'Küünal – некрологи и память',
    notices: 'Некрологи',
    funeral: 'Траурные объявления',
    condolences: 'Соболезнования',
    memorials: 'Дни памяти',
    notice: 'Объявление',
    privacy: 'Конфиденциальность',
    terms: 'Условия использования',
    contact: 'Контакты',
    notFound: 'Страница не найдена',
    login: 'Вход',
    register: 'Создать аккаунт',
    account: 'Мой аккаунт',
    wizard: 'Добавить объявление',
    edit: 'Изменить объявление',
    drafts: 'Мои черновики',
    following: 'Отслеживаемые',
  },
  types: {
    funeral: 'Траурное объявление',
    condolence: 'Соболезнование',
    memorial: 'День памяти',
  },
  home: {
    lead: 'Сообщите об уходе близкого человека, выразите соболезнование и зажгите свечу в память.',
    searchLabel: 'Поиск умершего по имени',
    searchButton: 'Искать',
    latest: 'Последние объявления',
    allNotices: 'Все объявления',
    cta: 'Добавить объявление',
  },
  errors: {
    generic: 'Что-то пошло не так',
    retry: 'Попробовать снова',
    notFoundHeading: 'Страница не найдена',
    noAccessHeading: 'Доступ запрещён!',
  },
};

export default ru;
