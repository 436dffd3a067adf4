import type { DeepPartial } from '../../../lib/types';
import type { WizardTexts } from './et';

/** Partial: anything missing falls back to Estonian. */
const wizardRu: DeepPartial<WizardTexts> = {
  heading: {
    add: 'Добавить объявление',
    edit: 'Изменить объявление',
  },
  steps: {
    label: 'Шаги добавления объявления',
    type: 'Вид',
    data: 'Данные',
    preview: 'Предпросмотр',
    payment: 'Оплата',
    confirm: 'Подтверждение',
  },
  type: {
    heading: 'Выберите вид объявления',
    funeral: { title: 'Траурное объявление' },
    condolence: { title: 'Соболезнование' },
    memorial: { title: 'День памяти' },
    change: 'Изменить вид объявления',
    drafts: 'Мои черновики',
  },
  data: {
    heading: 'Данные объявления',
    incomplete: 'Пожалуйста, заполните все обязательные поля',
    fixField: '{{field}}: {{message}}',
    fixFields: 'Пожалуйста, исправьте: {{fields}}.',
    incompleteAndFix: 'Пожалуйста, заполните все обязательные поля и исправьте: {{fields}}.',
  },
  fields: {
    deceasedName: 'Имя умершего',
    maidenName: 'Девичья фамилия',
    birthDate: 'Дата рождения',
    deathDate: 'Дата смерти',
    poem: 'Стихотворение',
    signature: 'Подпись',
    adderName: 'Ваше имя',
    adderEmail: 'Ваш e-mail',
  },
  payment: {
    heading: 'Оплата',
    testMode: 'Тестовый режим: настоящие деньги не списываются.',
    total: 'Итого',
    pay: 'Оплатить через PayPal',
  },
  result: {
    paidHeading: 'Объявление опубликовано',
    view: 'Посмотреть объявление',
    failedHeading: 'Оплата не удалась',
    retry: 'Попробовать снова',
  },
  consent: {
    terms: 'Я ознакомился(-ась) с <doc>условиями использования</doc> и принимаю их',
    privacy:
      'Я ознакомился(-ась) с <doc>политикой конфиденциальности</doc> и согласен(-на) на обработку данных',
    newTab: '(открывается в новой вкладке)',
  },
  actions: {
    next: 'Продолжить',
    back: 'Назад',
    retry: 'Попробовать снова',
  },
  validation: {
    required: 'Обязательное поле.',
    email: 'Введите правильный адрес e-mail.',
  },
};

export default wizardRu;
