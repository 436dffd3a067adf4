/**
 * Server-side messages (errors, validation) in the request's locale.
 * The UI's own strings live in the PWA; these are only what the API says.
 */
import i18next, { type TFunction } from 'i18next';
import type { ValidationKey } from '../../../db/domain/validation';

export const LOCALES = ['et', 'en', 'ru'] as const;
export type Locale = (typeof LOCALES)[number];

export function toLocale(value: string | undefined | null): Locale {
  return LOCALES.includes(value as Locale) ? (value as Locale) : 'et';
}

type Messages = {
  errors: Record<
    | 'badRequest'
    | 'validation'
    | 'notFound'
    | 'noticeNotFound'
    | 'tooLarge'
    | 'csrf'
    | 'candleLimit'
    | 'replyLimit'
    | 'internal'
    | 'unsupportedMediaType'
    | 'unauthorized'
    | 'forbidden'
    | 'invalidCredentials'
    | 'loginThrottled'
    | 'registerThrottled'
    | 'resetThrottled'
    | 'emailTaken'
    | 'invalidToken'
    | 'userNotFound'
    | 'ownAccount'
    | 'wrongPassword',
    string
  >;
  validation: Record<ValidationKey, string>;
  auth: Record<'resetLinkSent' | 'resetDone' | 'passwordChanged', string>;
  mail: Record<'resetSubject' | 'resetBody' | 'signOff', string>;
  social: Record<'invalidCode', string>;
};

const et: Messages = {
  errors: {
    badRequest: 'Päring on vigane.',
    validation: 'Palun paranda märgitud väljad.',
    notFound: 'Otsitut ei leitud.',
    noticeNotFound: 'Teadet ei leitud.',
    tooLarge: 'Päring on liiga suur.',
    csrf: 'Turvakontroll ebaõnnestus. Laadi leht uuesti ja proovi veel.',
    candleLimit:
      'Sa oled sellele teatele juba küünla süüdanud. Uue saad süüdata {{minutes}} minuti pärast.',
    replyLimit:
      'Liiga palju järelhüüdeid lühikese aja jooksul. Proovi uuesti {{minutes}} minuti pärast.',
    internal: 'Midagi läks viltu. Proovi hiljem uuesti.',
    unsupportedMediaType: 'Päringu sisu peab olema JSON.',
    unauthorized: 'Palun logi sisse.',
    forbidden: 'Ligipääs puudub!',
    invalidCredentials: 'Sisselogimine ebaõnnestus: e-post ja parool ei klapi.',
    loginThrottled: 'Liiga palju sisselogimiskatseid. Proovi uuesti {{seconds}} sekundi pärast.',
    registerThrottled: 'Liiga palju uusi kontosid. Proovi uuesti {{seconds}} sekundi pärast.',
    resetThrottled:
      'Liiga palju parooli taastamise katseid. Proovi uuesti {{seconds}} sekundi pärast.',
    emailTaken: 'Selle e-postiga konto on juba olemas. Logi sisse või taasta parool.',
    invalidToken: 'Parooli taastamise link on vigane, aegunud või juba kasutatud.',
    userNotFound: 'Kasutajat ei leitud.',
    ownAccount: 'Oma kontot ei saa siin muuta ega kustutada.',
    wrongPassword: 'Parool on vale.',
  },
  validation: {
    required: 'Kohustuslik väli.',
    tooShort: 'Peab olema vähemalt {{minimum}} märki.',
    tooLong: 'Võib olla kuni {{maximum}} märki.',
    integer: 'Peab olema täisarv.',
    tooSmall: 'Peab olema vähemalt {{minimum}}.',
    tooLarge: 'Võib olla kuni {{maximum}}.',
    date: 'Kuupäev peab olema kujul PP.KK.AAAA.',
    dateRange: 'Lõppkuupäev ei tohi olla enne alguskuupäeva.',
    type: 'Tundmatu teate liik.',
    sort: 'Tundmatu järjestus.',
    county: 'Tundmatu maakond.',
    email: 'Sisesta korrektne e-posti aadress.',
    role: 'Tundmatu roll.',
    passwordCommon: 'See parool on liiga levinud ja kergesti äraarvatav. Vali mõni muu.',
    noticeDate: 'Kuupäev peab olema kujul PP.KK.AAAA või ainult aasta (AAAA).',
    birthAfterDeath: 'Sünniaeg ei saa olla hilisem kui surmaaeg.',
    countyRequired: 'Vali vähemalt üks maakond.',
    regCode: 'Registrikood on 8 numbrit.',
    mustAccept: 'Jätkamiseks pead sellega nõustuma.',
    invalid: 'Vigane väärtus.',
  },
  auth: {
    resetLinkSent:
      'Kui see e-post on meil kirjas, saatsime sinna parooli taastamise lingi. Link kehtib 60 minutit.',
    resetDone: 'Parool on muudetud. Logi uue parooliga sisse.',
    passwordChanged: 'Parool on muudetud. Teistest seadmetest logiti välja.',
  },
  mail: {
    resetSubject: 'Küünal: parooli taastamine',
    resetBody:
      'Tere, {{name}}!\n\nKeegi (loodetavasti sina) palus Küünla konto parooli taastada. Uue parooli saad valida siin:\n\n{{link}}\n\nLink kehtib 60 minutit ja ühe korra. Kui sa parooli taastada ei soovinud, ei pea sa midagi tegema: sinu parool jääb samaks.',
    signOff: 'Küünal',
  },
  social: {
    invalidCode: 'Sisselogimine aegus või see link on juba kasutatud. Proovi uuesti sisse logida.',
  },
};

const en: Messages = {
  errors: {
    badRequest: 'The request is malformed.',
    validation: 'Please correct the marked fields.',
    notFound: 'Not found.',
    noticeNotFound: 'Notice not found.',
    tooLarge: 'The request is too large.',
    csrf: 'Security check failed. Reload the page and try again.',
    candleLimit:
      'You have already lit a candle for this notice. You can light another in {{minutes}} minutes.',
    replyLimit: 'Too many replies in a short time. Try again in {{minutes}} minutes.',
    internal: 'Something went wrong. Please try again later.',
    unsupportedMediaType: 'The request body must be JSON.',
    unauthorized: 'Please log in.',
    forbidden: 'Access denied!',
    invalidCredentials: 'Login failed: the e-mail and password do not match.',
    loginThrottled: 'Too many login attempts. Try again in {{seconds}} seconds.',
    registerThrottled: 'Too many new accounts. Try again in {{seconds}} seconds.',
    resetThrottled: 'Too many password reset requests. Try again in {{seconds}} seconds.',
    emailTaken: 'An account with this e-mail already exists. Log in or reset the password.',
    invalidToken: 'The password reset link is invalid, expired or already used.',
    userNotFound: 'User not found.',
    ownAccount: 'You cannot change or delete your own account here.',
    wrongPassword: 'The password is wrong.',
  },
  validation: {
    required: 'This field is required.',
    tooShort: 'Must be at least {{minimum}} characters.',
    tooLong: 'Must be at most {{maximum}} characters.',
    integer: 'Must be a whole number.',
    tooSmall: 'Must be at least {{minimum}}.',
    tooLarge: 'Must be at most {{maximum}}.',
    date: 'Date must be in the form DD.MM.YYYY.',
    dateRange: 'The end date cannot be before the start date.',
    type: 'Unknown notice type.',
    sort: 'Unknown sort order.',
    county: 'Unknown county.',
    email: 'Enter a valid e-mail address.',
    role: 'Unknown role.',
    passwordCommon: 'This password is too common and easy to guess. Choose another.',
    noticeDate: 'Date must be DD.MM.YYYY or a year alone (YYYY).',
    birthAfterDeath: 'The date of birth cannot be after the date of death.',
    countyRequired: 'Choose at least one county.',
    regCode: 'The registry code has 8 digits.',
    mustAccept: 'You must accept this to continue.',
    invalid: 'Invalid value.',
  },
  auth: {
    resetLinkSent:
      'If this e-mail is registered with us, we have sent a password reset link to it. The link is valid for 60 minutes.',
    resetDone: 'Your password has been changed. Log in with the new password.',
    passwordChanged: 'Your password has been changed. Other devices were logged out.',
  },
  mail: {
    resetSubject: 'Küünal: password reset',
    resetBody:
      'Hello {{name}},\n\nSomeone (hopefully you) asked to reset the password of your Küünal account. Choose a new password here:\n\n{{link}}\n\nThe link works once and for 60 minutes. If you did not ask for this, do nothing: your password stays the same.',
    signOff: 'Küünal',
  },
  social: {
    invalidCode: 'The sign-in has expired or this link was already used. Please sign in again.',
  },
};

/** Russian is partial: missing keys fall back to Estonian. */
const ru: { [K in keyof Messages]?: Partial<Messages[K]> } = {
  errors: {
    notFound: 'Не найдено.',
    noticeNotFound: 'Объявление не найдено.',
    validation: 'Пожалуйста, исправьте отмеченные поля.',
    internal: 'Что-то пошло не так. Попробуйте позже.',
    candleLimit:
      'Вы уже зажгли свечу для этого объявления. Следующую можно зажечь через {{minutes}} мин.',
    unauthorized: 'Пожалуйста, войдите.',
    forbidden: 'Доступ запрещён!',
    invalidCredentials: 'Не удалось войти: e-mail и пароль не совпадают.',
    loginThrottled: 'Слишком много попыток входа. Повторите через {{seconds}} с.',
  },
  validation: {
    required: 'Обязательное поле.',
    tooLong: 'Не более {{maximum}} символов.',
    date: 'Дата должна быть в формате ДД.ММ.ГГГГ.',
    email: 'Введите правильный адрес e-mail.',
  },
  social: {
    invalidCode: 'Вход устарел или эта ссылка уже использована. Попробуйте войти снова.',
  },
};

const instance = i18next.createInstance();
void instance.init({
  resources: { et: { translation: et }, en: { translation: en }, ru: { translation: ru } },
  lng: 'et',
  fallbackLng: 'et',
  initAsync: false,
  interpolation: { escapeValue: false },
});

export function translator(locale: Locale): TFunction {
  return instance.getFixedT(locale);
}
