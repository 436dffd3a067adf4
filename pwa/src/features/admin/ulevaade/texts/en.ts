import type { AdminDashboardTexts } from './et';

/** English text of the admin dashboard. */
const adminDashboardEn: AdminDashboardTexts = {
  heading: 'Overview',
  periods: 'Period',
  period_one: '{{count}} day',
  period_other: '{{count}} days',
  range: '{{from}}–{{to}}, compared with {{previousFrom}}–{{previousTo}}',
  loadError: 'The overview could not be loaded.',
  figuresHeading: 'Figures',
  previous: 'Previous period: {{value}}',
  change: 'Change {{change}}',
  noChange: 'Change: – (the previous period was 0)',
  figures: {
    sales: 'Sales',
    orders: 'Orders',
    averageOrder: 'Average order',
    corporateSales: 'Business sales',
    refunds: 'Refunded',
    notices: 'Notices published',
    paidNotices: 'Paid notices',
    freeNotices: 'Free notices',
    candles: 'Candles lit',
    condolences: 'Condolence notices',
    replies: 'Tributes',
    articles: 'Articles published',
  },
  chartHeading: 'Sales and notices',
  salesChart: 'Sales in euros',
  noticesChart: 'Notices by type',
  chartLoading: 'Loading the chart…',
  chartFailed: 'The chart could not be loaded; the data is in the table.',
  salesSummary: 'Sales in total {{sales}}, highest {{bestSales}} ({{bestDay}}).',
  noticesSummary:
    'Notices in total {{notices}}: {{funeral}} funeral notices, {{condolence}} condolences, {{memorial}} memorial days.',
  byDay: 'By day',
  byWeek: 'By week (Mon–Sun)',
  table: 'Show the data as a table',
  tableCaption: 'Sales and notices from {{from}} to {{to}}',
  day: 'Day',
  week: 'Week',
  types: {
    funeral: 'Funeral notices',
    condolence: 'Condolences',
    memorial: 'Memorial days',
  },
  download: 'Download CSV',
  downloading: 'Downloading…',
  downloadFailed: 'The CSV file could not be downloaded.',
};

export default adminDashboardEn;
