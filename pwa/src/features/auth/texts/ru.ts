import type { DeepPartial } from '../../../lib/types';
import type { AuthTexts } from './et';

/** Partial: anything missing falls back to Estonian. */
const authRu: DeepPartial<AuthTexts> = {
  fields: {
    name: 'Имя',
    email: 'E-mail',
    password: 'Пароль',
    newPassword: 'Новый пароль',
    currentPassword: 'Текущий пароль',
    passwordRule: 'Не менее {{min}} символов.',
    showPassword: 'Показать пароль',
  },
  validation: {
    required: 'Обязательное поле.',
    tooShort: 'Не менее {{minimum}} символов.',
    tooLong: 'Не более {{maximum}} символов.',
    email: 'Введите правильный адрес e-mail.',
  },
  login: {
    heading: 'Вход',
    submit: 'Войти',
    forgot: 'Забыли пароль?',
    register: 'Создать аккаунт',
  },
  register: {
    heading: 'Создать аккаунт',
    submit: 'Создать аккаунт',
    login: 'Войти',
  },
  account: {
    heading: 'Мой аккаунт',
    save: 'Сохранить',
    logout: 'Выйти',
    loggedOut: 'Вы вышли из аккаунта.',
    deleted: 'Ваш аккаунт удалён.',
    cancel: 'Отмена',
  },
  error: 'Что-то пошло не так. Попробуйте снова.',
};

export default authRu;
