import type { Translation } from '#pwa/lib/types';
import type { AdminNoticesTexts } from './et';

const adminNoticesRu: Translation<AdminNoticesTexts> = {
  heading: 'Объявления',
  lead: 'Поиск среди всех объявлений. Скрытое объявление исчезает из списков, поиска, карты сайта и лент, а его страница сообщает, что оно удалено.',
  name: 'Имя',
  status: 'Статус',
  found_one: 'Найдено {{count}} объявление',
  found_few: 'Найдено {{count}} объявления',
  found_many: 'Найдено {{count}} объявлений',
  found_other: 'Найдено {{count}} объявления',
  empty: 'Объявления не найдены.',
  loadError: 'Не удалось загрузить объявления.',
  created: 'Добавлено {{date}}',
  published: 'опубликовано {{date}}',
  hiddenBecause: 'Скрыто {{date}}: {{reason}}',
  open: 'Открыть объявление',
  hide: 'Скрыть',
  reason: 'Причина скрытия',
  hideQuestion:
    'Скрыть объявление «{{name}}»? Его страница будет сообщать, что оно удалено, пока вы его не восстановите.',
  hideYes: 'Да, скрыть',
  cancel: 'Отмена',
  hidden: 'Объявление «{{name}}» скрыто.',
  unhide: 'Восстановить',
  unhidden: 'Объявление «{{name}}» снова опубликовано.',
  statuses: {
    draft: 'Черновик',
    awaiting_payment: 'Ожидает оплаты',
    published: 'Опубликовано',
    hidden: 'Скрыто',
  },
};

export default adminNoticesRu;
