/**
 * Server-side messages (errors, validation) in the request's locale.
 * The UI's own strings live in the PWA; these are only what the API says.
 */
import i18next, { type TFunction } from 'i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../../db/domain/locales';
import type { ValidationKey } from '../../../db/domain/validation';

export { LOCALES, type Locale };

export function toLocale(value: string | undefined | null): Locale {
  return LOCALES.includes(value as Locale) ? (value as Locale) : DEFAULT_LOCALE;
}

type Messages = {
  errors: Record<
    | 'badRequest'
    | 'badJson'
    | 'clientKeyReused'
    | 'foreignOrigin'
    | 'validation'
    | 'notFound'
    | 'noticeNotFound'
    | 'tooLarge'
    | 'reportsThrottled'
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
    | 'mailThrottled'
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
  push: Record<'subscriptionNotFound' | 'unavailable' | 'endpointRefused', string>;
  uploads: Record<
    | 'failed'
    | 'tooLarge'
    | 'tooSmall'
    | 'unsupported'
    | 'throttled'
    | 'quota'
    | 'busy'
    | 'diskFull',
    string
  >;
  notices: Record<
    | 'editForbidden'
    | 'notEditable'
    | 'paidFieldsLocked'
    | 'imageNotFound'
    | 'placeNotFound'
    | 'placeOutsideCounties'
    | 'throttled'
    | 'draftMailSubject'
    | 'draftMailBody',
    string
  >;
  payments: Record<
    | 'orderNotFound'
    | 'notPayable'
    | 'unavailable'
    | 'providerUnavailable'
    | 'paymentFailed'
    | 'invalidSignature'
    | 'documentNotReady'
    | 'confirmSubject'
    | 'confirmIntro'
    | 'confirmEditLink'
    | 'confirmEditSignIn'
    | 'confirmEditRules'
    | 'confirmInvoice'
    | 'confirmReceipt'
    | 'testNote'
    | 'invoiceSubject'
    | 'invoiceBody',
    string
  > & {
    /** Labels of the invoice and receipt PDFs */
    document: Record<
      | 'invoice'
      | 'receipt'
      | 'number'
      | 'date'
      | 'seller'
      | 'buyer'
      | 'payer'
      | 'regCode'
      | 'vatNo'
      | 'iban'
      | 'email'
      | 'description'
      | 'quantity'
      | 'unitNet'
      | 'vatRate'
      | 'lineNet'
      | 'net'
      | 'vat'
      | 'total'
      | 'paid'
      | 'test'
      | 'thanks',
      string
    >;
  };
};

const et: Messages = {
  errors: {
    badRequest: 'Päring on vigane.',
    badJson: 'Päringu sisu pole korrektne JSON.',
    clientKeyReused: 'See päringu võti on juba teise toimingu jaoks kasutatud.',
    foreignOrigin: 'Päring tuli teiselt veebilehelt ja jäeti täitmata.',
    validation: 'Palun paranda märgitud väljad.',
    notFound: 'Otsitut ei leitud.',
    noticeNotFound: 'Teadet ei leitud.',
    tooLarge: 'Päring on liiga suur.',
    reportsThrottled: 'Liiga palju veateateid. Proovi uuesti {{minutes}} minuti pärast.',
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
    mailThrottled:
      'Liiga palju e-kirju lühikese aja jooksul. Proovi uuesti {{minutes}} minuti pärast.',
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
  push: {
    subscriptionNotFound: 'Teavituste tellimust ei leitud. Luba teavitused uuesti.',
    unavailable: 'Teavitused pole praegu saadaval.',
    endpointRefused:
      'Selle teavitusteenusega ei saa teavitusi saata. Kasuta mõnda teist brauserit.',
  },
  uploads: {
    failed: 'Pildi üleslaadimine ebaõnnestus. Proovi uuesti või vali mõni teine pilt.',
    tooLarge:
      'Pilt on liiga suur: fail võib olla kuni {{megabytes}} MB ja pilt kuni {{megapixels}} megapikslit.',
    tooSmall: 'Pilt on liiga väike: vaja on vähemalt {{width}}×{{height}} pikslit.',
    unsupported: 'Seda faili ei saa kasutada. Vali JPEG-, PNG- või WebP-pilt.',
    throttled: 'Liiga palju üleslaadimisi. Proovi uuesti {{minutes}} minuti pärast.',
    quota: 'Selle tunni piltide maht on täis. Proovi uuesti {{minutes}} minuti pärast.',
    busy: 'Liiga palju üleslaadimisi korraga. Oota hetk ja proovi uuesti.',
    diskFull: 'Pilte ei saa praegu vastu võtta: serveri kettaruum on otsas. Proovi hiljem uuesti.',
  },
  notices: {
    editForbidden:
      'Selle teate muutmiseks puudub õigus. Kasuta e-kirjaga saadetud muutmislinki või logi sisse.',
    notEditable: 'Seda teadet ei saa praegu nii muuta.',
    paidFieldsLocked:
      'Avaldatud teate liiki ja maakondi ei saa muuta, sest need on tasutud. Muuta saab teksti, kuupäevi, pilte ja asukohta.',
    imageNotFound: 'Pilti ei leitud. Vali pilt uuesti.',
    placeNotFound: 'Asukohta ei leitud. Vali asukoht uuesti.',
    placeOutsideCounties:
      '{{place}} asub maakonnas {{county}}, mida teate maakondade seas pole. Vali asukoht valitud maakondadest või lisa see maakond.',
    throttled:
      'Liiga palju uusi teateid lühikese aja jooksul. Proovi uuesti {{minutes}} minuti pärast.',
    draftMailSubject: 'Küünal: jätka teate koostamist',
    draftMailBody:
      'Tere!\n\nSinu teate mustand on Küünlas salvestatud. Selle lingiga saad teate koostamist jätkata ükskõik millises seadmes:\n\n{{link}}\n\nLink on isiklik: sellega saab teadet muuta, nii et ära jaga seda. Kui sa teadet ei koostanud, võid selle kirja kustutada.',
  },
  payments: {
    orderNotFound: 'Tellimust ei leitud.',
    notPayable: 'Seda teadet ei saa praegu maksta: see pole veel valmis või on juba avaldatud.',
    unavailable: 'Maksmine pole praegu võimalik. Proovi hiljem uuesti.',
    providerUnavailable: 'PayPaliga ei saanud ühendust. Proovi mõne minuti pärast uuesti.',
    paymentFailed: 'Makse ebaõnnestus. Teadet ei avaldatud ja sinu andmed on alles: proovi uuesti.',
    invalidSignature: 'Makseteate allkiri ei kehti.',
    documentNotReady: 'Arve või kviitung tekib pärast makset.',
    confirmSubject: 'Küünal: teade on avaldatud',
    confirmIntro:
      'Tere, {{name}}!\n\nAitäh! Makse {{amount}} on kätte saadud ja teade „{{deceased}}“ on Küünlas avaldatud:\n\n{{link}}',
    confirmEditLink:
      'Teadet saad hiljem muuta selle isikliku lingiga. Hoia see alles ja ära jaga seda: lingiga saab teadet muuta igaüks.\n\n{{link}}',
    confirmEditSignIn: 'Teadet saad hiljem muuta, kui logid Küünlasse sisse:\n\n{{link}}',
    confirmEditRules:
      'Teksti, kuupäevi, pilte ja asukohta saab muuta tasuta. Teate liik ja maakonnad jäävad nii, nagu need tasuti.',
    confirmInvoice: 'Arve on kirja manuses.',
    confirmReceipt: 'Kviitung on kirja manuses.',
    testNote: 'See oli testmakse: päris raha ei liikunud.',
    invoiceSubject: 'Küünal: arve {{number}}',
    invoiceBody:
      'Tere!\n\n{{payer}} tasus Küünlas teate avaldamise eest. Arve {{number}} summas {{amount}} on kirja manuses.',
    document: {
      invoice: 'Arve',
      receipt: 'Kviitung',
      number: 'Number',
      date: 'Kuupäev',
      seller: 'Müüja',
      buyer: 'Ostja',
      payer: 'Maksja',
      regCode: 'Registrikood',
      vatNo: 'KMKR nr',
      iban: 'IBAN',
      email: 'E-post',
      description: 'Kirjeldus',
      quantity: 'Kogus',
      unitNet: 'Hind km-ta',
      vatRate: 'KM',
      lineNet: 'Summa km-ta',
      net: 'Summa käibemaksuta',
      vat: 'Käibemaks {{rate}}',
      total: 'Kokku',
      paid: 'Tasutud PayPaliga {{date}}. Makse viide: {{reference}}.',
      test: 'TESTMAKSE – päris raha ei liikunud',
      thanks: 'Aitäh, et kasutasite Küünalt.',
    },
  },
};

const en: Messages = {
  errors: {
    badRequest: 'The request is malformed.',
    badJson: 'The request body is not valid JSON.',
    clientKeyReused: 'This request key was already used for another action.',
    foreignOrigin: 'The request came from another website and was refused.',
    validation: 'Please correct the marked fields.',
    notFound: 'Not found.',
    noticeNotFound: 'Notice not found.',
    tooLarge: 'The request is too large.',
    reportsThrottled: 'Too many error reports. Try again in {{minutes}} minutes.',
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
    mailThrottled: 'Too many e-mails in a short time. Try again in {{minutes}} minutes.',
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
  push: {
    subscriptionNotFound: 'Notification subscription not found. Please allow notifications again.',
    unavailable: 'Notifications are not available right now.',
    endpointRefused: 'Notifications cannot be sent through this push service. Try another browser.',
  },
  uploads: {
    failed: 'Uploading the image failed. Try again or choose another image.',
    tooLarge:
      'The image is too large: the file may be up to {{megabytes}} MB and the image up to {{megapixels}} megapixels.',
    tooSmall: 'The image is too small: it needs at least {{width}}×{{height}} pixels.',
    unsupported: 'This file cannot be used. Choose a JPEG, PNG or WebP image.',
    throttled: 'Too many uploads. Try again in {{minutes}} minutes.',
    quota: 'You have uploaded as much as allowed this hour. Try again in {{minutes}} minutes.',
    busy: 'Too many uploads at once. Wait a moment and try again.',
    diskFull:
      'Images cannot be accepted right now: the server is out of disk space. Try again later.',
  },
  notices: {
    editForbidden: 'You may not edit this notice. Use the edit link we e-mailed you, or log in.',
    notEditable: 'This notice cannot be changed like this now.',
    paidFieldsLocked:
      'The type and counties of a published notice cannot change: they were paid for. You can change the text, dates, images and place.',
    imageNotFound: 'Image not found. Choose the image again.',
    placeNotFound: 'Place not found. Choose the place again.',
    placeOutsideCounties:
      '{{place}} lies in {{county}}, which is not among the notice’s counties. Choose a place in the chosen counties or add that county.',
    throttled: 'Too many new notices in a short time. Try again in {{minutes}} minutes.',
    draftMailSubject: 'Küünal: continue your notice',
    draftMailBody:
      'Hello,\n\nthe draft of your notice is saved on Küünal. Continue it on any device with this link:\n\n{{link}}\n\nThe link is personal: it lets anyone edit the notice, so do not share it. If you did not write a notice, you can delete this e-mail.',
  },
  payments: {
    orderNotFound: 'Order not found.',
    notPayable: 'This notice cannot be paid for now: it is not complete yet or already published.',
    unavailable: 'Payment is not possible right now. Please try again later.',
    providerUnavailable: 'Could not reach PayPal. Please try again in a few minutes.',
    paymentFailed:
      'The payment failed. The notice was not published and your details are kept: please try again.',
    invalidSignature: 'The payment notification signature is not valid.',
    documentNotReady: 'The invoice or receipt is made once the payment is through.',
    confirmSubject: 'Küünal: your notice is published',
    confirmIntro:
      'Hello {{name}},\n\nthank you! We received your payment of {{amount}} and the notice “{{deceased}}” is published on Küünal:\n\n{{link}}',
    confirmEditLink:
      'You can edit the notice later with this personal link. Keep it and do not share it: anyone with the link can edit the notice.\n\n{{link}}',
    confirmEditSignIn: 'You can edit the notice later once you log in to Küünal:\n\n{{link}}',
    confirmEditRules:
      'Text, dates, images and the place can be changed free of charge. The type and counties stay as paid for.',
    confirmInvoice: 'The invoice is attached.',
    confirmReceipt: 'The receipt is attached.',
    testNote: 'This was a test payment: no real money moved.',
    invoiceSubject: 'Küünal: invoice {{number}}',
    invoiceBody:
      'Hello,\n\n{{payer}} paid for publishing a notice on Küünal. Invoice {{number}} of {{amount}} is attached.',
    document: {
      invoice: 'Invoice',
      receipt: 'Receipt',
      number: 'Number',
      date: 'Date',
      seller: 'Seller',
      buyer: 'Buyer',
      payer: 'Payer',
      regCode: 'Registry code',
      vatNo: 'VAT no',
      iban: 'IBAN',
      email: 'E-mail',
      description: 'Description',
      quantity: 'Qty',
      unitNet: 'Unit price excl. VAT',
      vatRate: 'VAT',
      lineNet: 'Amount excl. VAT',
      net: 'Total excl. VAT',
      vat: 'VAT {{rate}}',
      total: 'Total',
      paid: 'Paid with PayPal on {{date}}. Payment reference: {{reference}}.',
      test: 'TEST PAYMENT – no real money moved',
      thanks: 'Thank you for using Küünal.',
    },
  },
};

/** Russian: complete (typed as Messages, so a missing key fails the typecheck). */
const ru: Messages = {
  errors: {
    badRequest: 'Неверный запрос.',
    validation: 'Пожалуйста, исправьте отмеченные поля.',
    badJson: 'Тело запроса не является корректным JSON.',
    clientKeyReused: 'Этот ключ запроса уже использован для другого действия.',
    foreignOrigin: 'Запрос пришёл с другого сайта и отклонён.',
    notFound: 'Не найдено.',
    noticeNotFound: 'Объявление не найдено.',
    tooLarge: 'Запрос слишком большой.',
    reportsThrottled: 'Слишком много сообщений об ошибках. Повторите через {{minutes}} мин.',
    csrf: 'Проверка безопасности не пройдена. Перезагрузите страницу и попробуйте снова.',
    candleLimit:
      'Вы уже зажгли свечу для этого объявления. Следующую можно зажечь через {{minutes}} мин.',
    replyLimit: 'Слишком много слов памяти за короткое время. Повторите через {{minutes}} мин.',
    internal: 'Что-то пошло не так. Попробуйте позже.',
    unsupportedMediaType: 'Тело запроса должно быть в формате JSON.',
    unauthorized: 'Пожалуйста, войдите.',
    forbidden: 'Доступ запрещён!',
    invalidCredentials: 'Не удалось войти: e-mail и пароль не совпадают.',
    loginThrottled: 'Слишком много попыток входа. Повторите через {{seconds}} с.',
    mailThrottled: 'Слишком много писем за короткое время. Повторите через {{minutes}} мин.',
    registerThrottled: 'Слишком много новых аккаунтов. Повторите через {{seconds}} с.',
    resetThrottled: 'Слишком много попыток восстановить пароль. Повторите через {{seconds}} с.',
    emailTaken: 'Аккаунт с этим e-mail уже существует. Войдите или восстановите пароль.',
    invalidToken: 'Ссылка для восстановления пароля неверна, устарела или уже использована.',
    userNotFound: 'Пользователь не найден.',
    ownAccount: 'Свой аккаунт здесь нельзя изменить или удалить.',
    wrongPassword: 'Неверный пароль.',
  },
  validation: {
    required: 'Обязательное поле.',
    tooShort: 'Не менее {{minimum}} символов.',
    tooLong: 'Не более {{maximum}} символов.',
    integer: 'Должно быть целым числом.',
    tooSmall: 'Должно быть не меньше {{minimum}}.',
    tooLarge: 'Должно быть не больше {{maximum}}.',
    date: 'Дата должна быть в формате ДД.ММ.ГГГГ.',
    dateRange: 'Конечная дата не может быть раньше начальной.',
    type: 'Неизвестный вид объявления.',
    sort: 'Неизвестный порядок.',
    county: 'Неизвестный уезд.',
    email: 'Введите правильный адрес e-mail.',
    role: 'Неизвестная роль.',
    passwordCommon: 'Этот пароль слишком распространён, его легко угадать. Выберите другой.',
    noticeDate: 'Дата должна быть в формате ДД.ММ.ГГГГ или только год (ГГГГ).',
    birthAfterDeath: 'Дата рождения не может быть позже даты смерти.',
    countyRequired: 'Выберите хотя бы один уезд.',
    regCode: 'Регистрационный код состоит из 8 цифр.',
    mustAccept: 'Чтобы продолжить, нужно согласиться.',
    invalid: 'Неверное значение.',
  },
  auth: {
    resetLinkSent:
      'Если этот e-mail есть у нас, мы отправили на него ссылку для восстановления пароля. Ссылка действует 60 минут.',
    resetDone: 'Пароль изменён. Войдите с новым паролем.',
    passwordChanged: 'Пароль изменён. На других устройствах выполнен выход.',
  },
  mail: {
    resetSubject: 'Küünal: восстановление пароля',
    resetBody:
      'Здравствуйте, {{name}}!\n\nКто-то (надеемся, вы) попросил восстановить пароль аккаунта Küünal. Выбрать новый пароль можно здесь:\n\n{{link}}\n\nСсылка действует 60 минут и только один раз. Если вы не собирались восстанавливать пароль, ничего делать не нужно: ваш пароль останется прежним.',
    signOff: 'Küünal',
  },
  social: {
    invalidCode: 'Вход устарел или эта ссылка уже использована. Попробуйте войти снова.',
  },
  push: {
    subscriptionNotFound: 'Подписка на уведомления не найдена. Разрешите уведомления снова.',
    unavailable: 'Уведомления сейчас недоступны.',
    endpointRefused:
      'Через этот сервис уведомлений нельзя отправлять уведомления. Попробуйте другой браузер.',
  },
  uploads: {
    failed: 'Не удалось загрузить изображение. Попробуйте ещё раз или выберите другое.',
    tooLarge:
      'Изображение слишком большое: файл до {{megabytes}} МБ, изображение до {{megapixels}} мегапикселей.',
    tooSmall: 'Изображение слишком маленькое: нужно не менее {{width}}×{{height}} пикселей.',
    unsupported: 'Этот файл нельзя использовать. Выберите изображение JPEG, PNG или WebP.',
    throttled: 'Слишком много загрузок. Попробуйте снова через {{minutes}} мин.',
    quota: 'Лимит загрузок на этот час исчерпан. Попробуйте снова через {{minutes}} мин.',
    busy: 'Слишком много загрузок одновременно. Подождите немного и попробуйте снова.',
    diskFull: 'Сейчас нельзя принять изображения: на сервере закончилось место. Попробуйте позже.',
  },
  notices: {
    placeOutsideCounties:
      '{{place}} находится в уезде {{county}}, которого нет среди уездов объявления. Выберите место в выбранных уездах или добавьте этот уезд.',
    editForbidden: 'Нет права изменять это объявление. Используйте ссылку из письма или войдите.',
    notEditable: 'Это объявление сейчас нельзя так изменить.',
    paidFieldsLocked:
      'Тип и уезды опубликованного объявления изменить нельзя: они оплачены. Можно изменить текст, даты, изображения и место.',
    imageNotFound: 'Изображение не найдено. Выберите изображение снова.',
    placeNotFound: 'Место не найдено. Выберите место снова.',
    throttled: 'Слишком много новых объявлений за короткое время. Повторите через {{minutes}} мин.',
    draftMailSubject: 'Küünal: продолжите составление объявления',
    draftMailBody:
      'Здравствуйте!\n\nЧерновик вашего объявления сохранён в Küünal. По этой ссылке можно продолжить составление объявления на любом устройстве:\n\n{{link}}\n\nСсылка личная: по ней можно изменить объявление, поэтому никому её не передавайте. Если вы не составляли объявление, просто удалите это письмо.',
  },
  payments: {
    orderNotFound: 'Заказ не найден.',
    notPayable: 'Это объявление сейчас нельзя оплатить: оно ещё не готово или уже опубликовано.',
    unavailable: 'Оплата сейчас невозможна. Попробуйте позже.',
    providerUnavailable: 'Не удалось связаться с PayPal. Попробуйте через несколько минут.',
    paymentFailed:
      'Платёж не прошёл. Объявление не опубликовано, ваши данные сохранены: попробуйте ещё раз.',
    invalidSignature: 'Подпись платёжного уведомления недействительна.',
    documentNotReady: 'Счёт или квитанция появятся после оплаты.',
    confirmSubject: 'Küünal: объявление опубликовано',
    confirmIntro:
      'Здравствуйте, {{name}}!\n\nСпасибо! Платёж {{amount}} получен, и объявление «{{deceased}}» опубликовано в Küünal:\n\n{{link}}',
    confirmEditLink:
      'Изменить объявление позже можно по этой личной ссылке. Сохраните её и никому не передавайте: по ней объявление может изменить любой.\n\n{{link}}',
    confirmEditSignIn: 'Изменить объявление позже можно, войдя в Küünal:\n\n{{link}}',
    confirmEditRules:
      'Текст, даты, изображения и место можно изменять бесплатно. Вид объявления и уезды остаются такими, какими были оплачены.',
    confirmInvoice: 'Счёт приложен к письму.',
    confirmReceipt: 'Квитанция приложена к письму.',
    testNote: 'Это был тестовый платёж: настоящие деньги не списаны.',
    invoiceSubject: 'Küünal: счёт {{number}}',
    invoiceBody:
      'Здравствуйте!\n\n{{payer}} оплатил(а) в Küünal публикацию объявления. Счёт {{number}} на сумму {{amount}} приложен к письму.',
    // The PDFs are drawn with the standard Helvetica fonts (WinAnsi: no Cyrillic letters, see
    // services/payments/documents.ts): a Russian payer's invoice and receipt stay in Estonian.
    document: et.payments.document,
  },
};

/** Every language's messages (for the completeness test). */
export const MESSAGES: Record<Locale, Messages> = { et, en, ru };

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
