import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { dayOfIso } from '#domain/calendar/day-text';
import { formatEuro } from '#domain/rules/money';
import {
  STATS_PERIODS,
  type StatsAnswer,
  type StatsFigures,
  type StatsPeriod,
  type StatsPoint,
} from '#domain/vocabulary/stats';
import { LoadFailed, Loading } from '#pwa/components/LoadState';
import { withQueries } from '#pwa/lib/QueryProvider';
import { useViewReady } from '#pwa/lib/view-ready';
import { dashboardApi, useDashboardStats } from './api';
import { type ChartLine, DashboardChart } from './DashboardChart';
import './dashboard.css';

/** The figures in the order shown; money ones read as euros */
const FIGURES = [
  'sales',
  'orders',
  'averageOrder',
  'corporateSales',
  'refunds',
  'notices',
  'paidNotices',
  'freeNotices',
  'condolences',
  'candles',
  'replies',
  'articles',
] as const satisfies readonly (keyof StatsFigures)[];
const MONEY = new Set<keyof StatsFigures>(['sales', 'averageOrder', 'corporateSales', 'refunds']);

const TYPES = ['funeral', 'condolence', 'memorial'] as const;
// the site's green, focus orange and soft ink (a canvas takes no CSS variables), dashed apart
const TYPE_LINES: Record<(typeof TYPES)[number], Pick<ChartLine, 'color' | 'dash'>> = {
  funeral: { color: '#3f5f4a' },
  condolence: { color: '#a14a0b', dash: [6, 4] },
  memorial: { color: '#4a4740', dash: [2, 3] },
};

const periodOf = (value: string | null): StatsPeriod =>
  STATS_PERIODS.find((p) => String(p) === value) ?? 7;

/** Change from `previous` to `current` in whole per cent; null when there was nothing before */
function percentChange(current: number, previous: number): number | null {
  return previous === 0 ? null : Math.round(((current - previous) / previous) * 100);
}

const signed = (n: number) => `${n > 0 ? '+' : n < 0 ? '−' : '±'}${Math.abs(n)}%`;

/** /admin/ulevaade (role 10): a period's figures beside the period before, a chart, a CSV. */
export const DashboardScreen = withQueries(DashboardScreenContent);

function DashboardScreenContent() {
  const { t } = useTranslation('adminDashboard');
  const [params] = useSearchParams();
  const period = periodOf(params.get('period'));
  const query = useDashboardStats(period);
  useViewReady(!query.isPending);

  let body;
  if (query.isPending) {
    body = <Loading />;
  } else if (query.isError) {
    body = (
      <LoadFailed message={`${t('loadError')} ${query.error.message}`} retry={query.refetch} />
    );
  } else {
    body = <Dashboard stats={query.data} busy={query.isPlaceholderData} />;
  }

  return (
    <>
      <h1>{t('heading')}</h1>
      <nav className="dashboard-periods" aria-label={t('periods')}>
        <ul>
          {STATS_PERIODS.map((p) => (
            <li key={p}>
              <Link
                className="pill"
                to={{ search: `?period=${p}` }}
                aria-current={p === period ? 'page' : undefined}
              >
                {t('period', { count: p })}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {body}
      <CsvDownload period={period} />
    </>
  );
}

function Dashboard({ stats, busy }: { stats: StatsAnswer; busy: boolean }) {
  const { t, i18n } = useTranslation('adminDashboard');
  const count = useMemo(() => new Intl.NumberFormat(i18n.language), [i18n.language]);
  const show = (key: keyof StatsFigures, value: number) =>
    MONEY.has(key) ? formatEuro(value) : count.format(value);
  const { current, previous, ranges } = stats;

  return (
    <div className="dashboard" aria-busy={busy}>
      <p className="status-text" role="status">
        {t('range', {
          from: dayOfIso(ranges.current.from),
          to: dayOfIso(ranges.current.to),
          previousFrom: dayOfIso(ranges.previous.from),
          previousTo: dayOfIso(ranges.previous.to),
        })}
      </p>
      <h2 className="visually-hidden">{t('figuresHeading')}</h2>
      <dl className="dashboard-figures">
        {FIGURES.map((key) => {
          const change = percentChange(current[key], previous[key]);
          return (
            <div key={key} className="dashboard-figure" data-figure={key}>
              <dt>{t(`figures.${key}`)}</dt>
              <dd className="dashboard-figure__value">{show(key, current[key])}</dd>
              <dd className="dashboard-figure__previous">
                {t('previous', { value: show(key, previous[key]) })}
              </dd>
              <dd className="dashboard-figure__change">
                {change === null ? t('noChange') : t('change', { change: signed(change) })}
              </dd>
            </div>
          );
        })}
      </dl>
      <Charts stats={stats} />
    </div>
  );
}

function Charts({ stats }: { stats: StatsAnswer }) {
  const { t, i18n } = useTranslation('adminDashboard');
  const { series, period, ranges } = stats;
  const weekly = period === 365;
  const count = useMemo(() => new Intl.NumberFormat(i18n.language), [i18n.language]);
  const days = useMemo(() => series.map((p) => p.from), [series]);
  const salesLines = useMemo<ChartLine[]>(
    () => [
      {
        label: t('figures.sales'),
        color: '#3f5f4a',
        values: series.map((p) => p.sales / 100),
      },
    ],
    [series, t],
  );
  const noticeLines = useMemo<ChartLine[]>(
    () =>
      TYPES.map((type) => ({
        label: t(`types.${type}`),
        ...TYPE_LINES[type],
        values: series.map((p) => p.notices[type]),
      })),
    [series, t],
  );
  const euros = useMemo(() => (v: number) => formatEuro(Math.round(v * 100)), []);
  const counts = useMemo(() => (v: number) => count.format(v), [count]);

  const best = series.reduce<StatsPoint | null>((b, p) => (!b || p.sales > b.sales ? p : b), null);
  const total = (type: (typeof TYPES)[number]) => series.reduce((s, p) => s + p.notices[type], 0);
  const salesSummary = t('salesSummary', {
    sales: formatEuro(series.reduce((s, p) => s + p.sales, 0)),
    bestSales: formatEuro(best?.sales ?? 0),
    bestDay: best ? pointName(best, weekly) : '–',
  });
  const noticesSummary = t('noticesSummary', {
    notices: count.format(TYPES.reduce((s, type) => s + total(type), 0)),
    funeral: count.format(total('funeral')),
    condolence: count.format(total('condolence')),
    memorial: count.format(total('memorial')),
  });

  return (
    <section className="dashboard-charts" aria-labelledby="dashboard-charts">
      <h2 id="dashboard-charts">
        {t('chartHeading')}{' '}
        <span className="dashboard-charts__unit">{weekly ? t('byWeek') : t('byDay')}</span>
      </h2>
      <DashboardChart
        title={t('salesChart')}
        xLabel={weekly ? t('week') : t('day')}
        summary={salesSummary}
        days={days}
        lines={salesLines}
        format={euros}
      />
      <DashboardChart
        title={t('noticesChart')}
        xLabel={weekly ? t('week') : t('day')}
        whole
        summary={noticesSummary}
        days={days}
        lines={noticeLines}
        format={counts}
      />
      <details className="dashboard-table">
        <summary>{t('table')}</summary>
        <div className="dashboard-table__scroll">
          <table>
            <caption>
              {t('tableCaption', {
                from: dayOfIso(ranges.current.from),
                to: dayOfIso(ranges.current.to),
              })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{weekly ? t('week') : t('day')}</th>
                <th scope="col">{t('figures.sales')}</th>
                {TYPES.map((type) => (
                  <th key={type} scope="col">
                    {t(`types.${type}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {series.map((p) => (
                <tr key={p.from}>
                  <th scope="row">{pointName(p, weekly)}</th>
                  <td>{formatEuro(p.sales)}</td>
                  {TYPES.map((type) => (
                    <td key={type}>{count.format(p.notices[type])}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}

/** A day as DD.MM.YYYY, a week as its first and last day */
const pointName = (p: StatsPoint, weekly: boolean) =>
  weekly ? `${dayOfIso(p.from)}–${dayOfIso(p.to)}` : dayOfIso(p.from);

/** Fetches the period's CSV with the session's token and saves it as a file */
function CsvDownload({ period }: { period: StatsPeriod }) {
  const { t } = useTranslation('adminDashboard');
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');

  async function download() {
    setState('busy');
    try {
      const { blob, name } = await dashboardApi.csv(period);
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = name;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      setState('idle');
    } catch {
      setState('failed');
    }
  }

  return (
    <div className="dashboard-download">
      <button
        type="button"
        className="button"
        onClick={() => void download()}
        disabled={state === 'busy'}
      >
        {state === 'busy' ? t('downloading') : t('download')}
      </button>
      {state === 'failed' ? (
        <p className="alert" role="alert">
          {t('downloadFailed')}
        </p>
      ) : null}
    </div>
  );
}
