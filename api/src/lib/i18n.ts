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
    | 'unsupportedMediaType',
    string
  >;
  validation: Record<ValidationKey, string>;
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
    invalid: 'Vigane väärtus.',
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
    invalid: 'Invalid value.',
  },
};

/** Russian is partial: missing keys fall back to Estonian. */
const ru: { errors: Partial<Messages['errors']>; validation: Partial<Messages['validation']> } = {
  errors: {
    notFound: 'Не найдено.',
    noticeNotFound: 'Объявление не найдено.',
    validation: 'Пожалуйста, исправьте отмеченные поля.',
    internal: 'Что-то пошло не так. Попробуйте позже.',
    candleLimit:
      'Вы уже зажгли свечу для этого объявления. Следующую можно зажечь через {{minutes}} мин.',
  },
  validation: {
    required: 'Обязательное поле.',
    tooLong: 'Не более {{maximum}} символов.',
    date: 'Дата должна быть в формате ДД.ММ.ГГГГ.',
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
