import type { Translation } from '#pwa/lib/types';
import type { AdminDashboardTexts } from './et';

/** Russian text of the admin dashboard: complete (a missing key fails the typecheck). */
const adminDashboardRu: Translation<AdminDashboardTexts> = {
  heading: 'Обзор',
  periods: 'Период',
  period_one: '{{count}} день',
  period_few: '{{count}} дня',
  period_many: '{{count}} дней',
  period_other: '{{count}} дня',
  range: '{{from}}–{{to}}, по сравнению с {{previousFrom}}–{{previousTo}}',
  loadError: 'Не удалось загрузить обзор.',
  figuresHeading: 'Показатели',
  previous: 'Предыдущий период: {{value}}',
  change: 'Изменение {{change}}',
  noChange: 'Изменение: – (в предыдущем периоде было 0)',
  figures: {
    sales: 'Продажи',
    orders: 'Заказы',
    averageOrder: 'Средний заказ',
    corporateSales: 'Продажи фирмам',
    refunds: 'Возвраты',
    notices: 'Опубликовано объявлений',
    paidNotices: 'Платные объявления',
    freeNotices: 'Бесплатные объявления',
    candles: 'Зажжено свечей',
    condolences: 'Соболезнования',
    replies: 'Отклики',
    articles: 'Опубликовано статей',
  },
  chartHeading: 'Продажи и объявления',
  salesChart: 'Продажи в евро',
  noticesChart: 'Объявления по типам',
  chartLoading: 'Загрузка графика…',
  chartFailed: 'Не удалось загрузить график; данные есть в таблице.',
  salesSummary: 'Продажи всего {{sales}}, наибольшие {{bestSales}} ({{bestDay}}).',
  noticesSummary:
    'Всего объявлений {{notices}}: {{funeral}} о похоронах, {{condolence}} соболезнований, {{memorial}} дней памяти.',
  byDay: 'По дням',
  byWeek: 'По неделям (пн–вс)',
  table: 'Показать данные таблицей',
  tableCaption: 'Продажи и объявления с {{from}} по {{to}}',
  day: 'День',
  week: 'Неделя',
  types: {
    funeral: 'О похоронах',
    condolence: 'Соболезнования',
    memorial: 'Дни памяти',
  },
  download: 'Скачать CSV',
  downloading: 'Загрузка…',
  downloadFailed: 'Не удалось скачать файл CSV.',
};

export default adminDashboardRu;
