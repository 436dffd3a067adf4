import type { Translation } from '#pwa/lib/types';
import type { AdminTexts } from './et';

/** Russian text of the admin screens: complete (a missing key fails the typecheck). */
const adminRu: Translation<AdminTexts> = {
  home: {
    heading: 'Администрирование',
    lead: 'Выберите, чем вы хотите управлять.',
    empty: 'Для вашей роли сейчас нет ни одного раздела администрирования.',
  },
  /** The admin home's alerts from the site's jobs (role 10) */
  alerts: {
    heading: 'Оповещения',
    none: 'Открытых оповещений нет.',
    open_one: '{{count}} открытое оповещение',
    open_few: '{{count}} открытых оповещения',
    open_many: '{{count}} открытых оповещений',
    open_other: '{{count}} открытого оповещения',
    loadError: 'Не удалось загрузить оповещения.',
    seen: 'Отметить как просмотренное',
    seenLabel: 'Отметить как просмотренное: {{message}}',
  },
  /** The sections' navigation on every section page */
  nav: {
    label: 'Разделы администрирования',
  },
  pager: {
    label: 'Навигация по страницам',
    previous: 'Назад',
    next: 'Вперёд',
    pageOf: 'Страница {{page}} из {{pages}}',
  },
  /** The sections' filter forms */
  filter: {
    from: 'С',
    to: 'По',
    calendar: 'Выбрать дату в календаре',
    submit: 'Искать',
    all: 'Все',
  },
  hideReasons: {
    scam: 'Мошенничество (например, копия объявления)',
    duplicate: 'Повторное объявление',
    offensive: 'Оскорбительное содержание',
    private_data: 'Личные данные',
    family_request: 'Просьба близких',
    refunded: 'Деньги возвращены',
  },
  /** The admin sections' names and one line each (sections.ts) */
  sections: {
    ulevaade: {
      title: 'Обзор',
      text: 'Продажи, объявления, свечи и соболезнования за 7, 30 или 365 дней, сравнение с предыдущим периодом и файл CSV.',
    },
    moderatsioon: {
      title: 'Модерация',
      text: 'Отклики и отзывы с жалобами или на проверке: одобрить, скрыть, восстановить или передать дальше.',
    },
    kasutajad: {
      title: 'Пользователи',
      text: 'Поиск пользователей, изменение ролей и удаление аккаунтов.',
    },
    banner: {
      title: 'Баннеры',
      text: 'Рекламные баннеры на главной, в списках, статьях и каталоге: расписание, вес, просмотры и клики.',
    },
    teated: {
      title: 'Объявления',
      text: 'Поиск всех объявлений, скрытие объявления с указанием причины и его восстановление.',
    },
    logi: {
      title: 'Журнал',
      text: 'Кто, что и когда сделал: все действия администраторов.',
    },
    orders: {
      title: 'Заказы',
      text: 'Поиск заказов, платежи, возвраты и повторная отправка подтверждений.',
    },
    teenused: {
      title: 'Услуги',
      text: 'Категории услуг каталога: название, описание, значок и порядок.',
    },
    ettevote: {
      title: 'Фирмы',
      text: 'Поиск, добавление, изменение и удаление фирм каталога; заявки владельцев.',
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
  },
  roles: {
    user: 'Пользователь',
    provider: 'Поставщик услуг',
    bannerManager: 'Менеджер баннеров',
    admin: 'Администратор',
  },
};

export default adminRu;
