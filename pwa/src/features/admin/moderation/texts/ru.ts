import type { Translation } from '#pwa/lib/types';
import type { AdminModerationTexts } from './et';

const adminModerationRu: Translation<AdminModerationTexts> = {
  heading: 'Модерация',
  lead: 'Отклики и отзывы, на которые пожаловались или которые ожидают проверки. Слова авторов не меняются: запись можно одобрить, скрыть, восстановить или передать дальше.',
  filters: 'Фильтры',
  kind: 'Вид',
  kinds: { all: 'Все', reply: 'Отклики', review: 'Отзывы' },
  state: 'Состояние',
  states: { waiting: 'Ожидают решения', escalated: 'Переданы дальше', hidden: 'Скрытые' },
  sort: 'Порядок',
  sorts: { newest: 'Сначала новые', reports: 'Сначала с большим числом жалоб' },
  found_one: '{{count}} запись',
  found_few: '{{count}} записи',
  found_many: '{{count}} записей',
  found_other: '{{count}} записи',
  empty: 'Здесь пока ничего нет.',
  loadError: 'Не удалось загрузить очередь.',
  itemKind: { reply: 'Отклик', review: 'Отзыв' },
  replyOn: 'Отклик на объявление',
  reviewOn: 'Отзыв о компании',
  by: '{{author}}, {{date}}',
  rating: 'Оценка {{rating}} / 5',
  text: 'Текст',
  status: { visible: 'Виден', held: 'Ожидает одобрения', hidden: 'Скрыт' },
  escalated: 'Передано дальше',
  reports_one: '{{count}} жалоба',
  reports_few: '{{count}} жалобы',
  reports_many: '{{count}} жалоб',
  reports_other: '{{count}} жалобы',
  noReports: 'Жалоб нет',
  hiddenBecause: 'Скрыто: {{reason}}',
  actions: {
    approve: 'Одобрить',
    hide: 'Скрыть',
    restore: 'Восстановить',
    escalate: 'Передать дальше',
  },
  done: {
    approve: 'Одобрено.',
    hide: 'Скрыто.',
    restore: 'Восстановлено.',
    escalate: 'Передано дальше.',
  },
};

export default adminModerationRu;
