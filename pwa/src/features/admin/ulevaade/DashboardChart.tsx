/**
 * One uPlot line chart of the dashboard. uPlot and its CSS load here, on first use, so only this
 * screen carries them. The chart is an image to assistive technology: its `summary` says what it
 * shows, and the screen's table has every number.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type uPlotType from 'uplot';

type UPlot = typeof uPlotType;

let loading: Promise<UPlot> | undefined;
const loadUplot = () =>
  (loading ??= Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(
    ([m]) => m.default,
  ));

export interface ChartLine {
  label: string;
  color: string;
  /** A dash pattern, so lines differ without colour too */
  dash?: number[];
  values: number[];
}

interface Props {
  title: string;
  /** The x axis' name in the legend (day or week) */
  xLabel: string;
  /** Whole numbers only on the y axis (counts) */
  whole?: boolean;
  summary: string;
  /** Each point's day (YYYY-MM-DD): the chart's x axis */
  days: string[];
  lines: ChartLine[];
  /** How a value reads in the legend (money, counts) */
  format: (value: number) => string;
}

const HEIGHT = 220;

/** 1 Nov → "1.11." (the chart's x axis) */
const shortDay = (ts: number) => {
  const d = new Date(ts * 1000);
  return `${d.getUTCDate()}.${d.getUTCMonth() + 1}.`;
};

export function DashboardChart({ title, xLabel, whole, summary, days, lines, format }: Props) {
  const { t } = useTranslation('adminDashboard');
  const box = useRef<HTMLDivElement>(null);
  const summaryId = useId();
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let chart: uPlotType | undefined;
    let observer: ResizeObserver | undefined;
    let cancelled = false;
    loadUplot().then(
      (uPlot) => {
        if (cancelled) return;
        const width = () => Math.max(280, element.clientWidth);
        // noon UTC of each day, shown in UTC: the day drawn is the day sent
        const xs = days.map((day) => Date.parse(`${day}T12:00:00Z`) / 1000);
        const dayLabels = days.map((day) => day.split('-').reverse().join('.'));
        chart = new uPlot(
          {
            width: width(),
            height: HEIGHT,
            cursor: { drag: { x: false, y: false } },
            scales: { y: { range: (_u, _min, max) => [0, Math.max(1, max)] } },
            axes: [
              { values: (_u, splits) => splits.map(shortDay) },
              {
                values: (_u, splits) => splits.map((v) => format(v)),
                size: 70,
                incrs: whole ? [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 5000] : undefined,
              },
            ],
            series: [
              {
                label: xLabel,
                value: (_u, ts) => (ts === null ? '' : (dayLabels[xs.indexOf(ts)] ?? '')),
              },
              ...lines.map((line) => ({
                label: line.label,
                stroke: line.color,
                width: 2,
                dash: line.dash,
                points: { show: days.length <= 31 },
                value: (_u: unknown, v: number | null) => (v === null ? '' : format(v)),
              })),
            ],
          },
          [xs, ...lines.map((line) => line.values)],
          element,
        );
        observer = new ResizeObserver(() => chart?.setSize({ width: width(), height: HEIGHT }));
        observer.observe(element);
        setState('ready');
      },
      () => {
        if (!cancelled) setState('failed');
      },
    );
    return () => {
      cancelled = true;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [days, lines, format, xLabel, whole]);

  return (
    <figure className="dashboard-chart">
      <figcaption className="dashboard-chart__title">{title}</figcaption>
      <div
        ref={box}
        className="dashboard-chart__plot"
        role="img"
        aria-label={title}
        aria-describedby={summaryId}
        data-ready={state === 'ready'}
      />
      {state === 'loading' ? <p className="loading-line">{t('chartLoading')}</p> : null}
      {state === 'failed' ? <p className="alert">{t('chartFailed')}</p> : null}
      <p id={summaryId} className="dashboard-chart__summary">
        {summary}
      </p>
    </figure>
  );
}
