import type { Translation } from '#pwa/lib/types';
import type { AuthTexts } from './et';

/** Russian text of the account screens: complete (a missing key fails the typecheck). */
const authRu: Translation<AuthTexts> = {
  fields: {
    name: 'Имя',
    email: 'E-mail',
    password: 'Пароль',
    newPassword: 'Новый пароль',
    currentPassword: 'Текущий пароль',
    signature: 'Подпись',
    passwordRule: 'Не менее {{min}} символов.',
    signatureHint: 'Подпись по умолчанию для ваших объявлений, например «Скорбящие родные».',
    showPassword: 'Показать пароль',
  },
  validation: {
    required: 'Обязательное поле.',
    tooShort: 'Не менее {{minimum}} символов.',
    tooLong: 'Не более {{maximum}} символов.',
    email: 'Введите правильный адрес e-mail.',
    invalid: 'Неверное значение.',
  },
  login: {
    heading: 'Вход',
    lead: 'Войдите, чтобы добавлять свои объявления и управлять ими.',
    submit: 'Войти',
    wait: 'Повторите через {{seconds}} с',
    forgot: 'Забыли пароль?',
    noAccount: 'Ещё нет аккаунта?',
    register: 'Создать аккаунт',
  },
  social: {
    busy: 'Завершаем вход…',
    failed: 'Не удалось войти как рецензент',
    back: 'Назад ко входу',
  },
  register: {
    heading: 'Создать аккаунт',
    lead: 'С аккаунтом вы можете добавлять объявления и изменять их позже.',
    submit: 'Создать аккаунт',
    provider: 'Я оказываю похоронные услуги',
    haveAccount: 'Уже есть аккаунт?',
    login: 'Войти',
  },
  forgot: {
    heading: 'Забыли пароль?',
    lead: 'Введите e-mail своего аккаунта: мы пришлём на него ссылку, по которой можно выбрать новый пароль.',
    submit: 'Отправить ссылку',
    back: 'Назад ко входу',
  },
  reset: {
    heading: 'Новый пароль',
    lead: 'Выберите новый пароль для своего аккаунта.',
    checking: 'Проверяем ссылку…',
    invalid: 'Ссылка для восстановления пароля неверна, устарела или уже использована.',
    invalidHeading: 'Ссылка недействительна',
    requestNew: 'Запросить новую ссылку',
    submit: 'Сохранить новый пароль',
    login: 'Войти',
  },
  account: {
    heading: 'Мой аккаунт',
    signedInAs: 'Вы вошли как {{email}}',
    profile: 'Мои данные',
    save: 'Сохранить',
    saved: 'Данные сохранены.',
    password: 'Изменить пароль',
    changePassword: 'Изменить пароль',
    company: 'Моя фирма',
    companyLead:
      'Как поставщик похоронных услуг, ведите страницу своей фирмы: часы работы, цены и услуги.',
    notices: 'Мои объявления',
    noticesEmpty: 'У вас пока нет объявлений.',
    noticesError: 'Не удалось загрузить объявления.',
    more: 'Показать ещё',
    created: 'Добавлено {{date}}',
    status: {
      draft: 'Черновик',
      awaiting_payment: 'Ожидает оплаты',
      published: 'Опубликовано',
      hidden: 'Скрыто',
    },
    logout: 'Выйти',
    loggedOut: 'Вы вышли из аккаунта.',
    deleted: 'Ваш аккаунт удалён.',
    delete: 'Удалить аккаунт',
    deleteHeading: 'Удаление аккаунта',
    deleteWarning:
      'Аккаунт, его входы и черновики будут удалены навсегда. Опубликованные объявления останутся, но больше не будут связаны с вашим аккаунтом. Для подтверждения введите свой пароль.',
    deleteConfirm: 'Удалить аккаунт навсегда',
    cancel: 'Отмена',
  },
  error: 'Что-то пошло не так. Попробуйте снова.',
};

export default authRu;
