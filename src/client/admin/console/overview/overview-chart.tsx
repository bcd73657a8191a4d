import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { AdminMetrics } from '../../../../shared/admin-metrics.ts';
import { formatRupees } from '../../../../shared/money.ts';
import { chartColumns } from './overview-data.ts';

// The month's registrations (all and paid, left axis) and revenue (right axis) per day, drawn by
// uPlot on a canvas that follows its box's width. The colours are the dark theme's chart hues.

const COLORS = {
  registrations: '#a78bfa',
  paid: '#34d399',
  revenue: '#fbbf24',
  axis: '#a1a1aa',
  grid: 'rgba(255, 255, 255, 0.08)',
};
const HEIGHT = 260;

const axis = (scale: string, side: 1 | 3, values: uPlot.Axis['values'], size: number): uPlot.Axis => ({
  scale,
  side,
  values,
  size,
  stroke: COLORS.axis,
  grid: { show: side === 3, stroke: COLORS.grid, width: 1 },
  ticks: { show: false },
});

function options(width: number): uPlot.Options {
  return {
    width,
    height: HEIGHT,
    // The days are UTC midnights standing for India's days: read them in UTC.
    tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
    cursor: { drag: { x: false, y: false } },
    legend: { live: false },
    scales: {
      x: { time: true },
      count: { range: (_u, _min, max) => [0, Math.max(max, 4)] },
      inr: { range: (_u, _min, max) => [0, Math.max(max, 1000)] },
    },
    axes: [
      {
        stroke: COLORS.axis,
        grid: { show: false },
        ticks: { show: false },
        values: (_u, splits) =>
          splits.map((s) =>
            new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
              s * 1000,
            ),
          ),
      },
      axis('count', 3, (_u, splits) => splits.map((s) => (Number.isInteger(s) ? String(s) : '')), 40),
      axis('inr', 1, (_u, splits) => splits.map((s) => formatRupees(s)), 76),
    ],
    series: [
      {},
      {
        label: 'Registrations',
        scale: 'count',
        stroke: COLORS.registrations,
        fill: 'rgba(167, 139, 250, 0.15)',
        width: 2,
      },
      { label: 'Paid', scale: 'count', stroke: COLORS.paid, width: 2 },
      {
        label: 'Revenue',
        scale: 'inr',
        stroke: COLORS.revenue,
        width: 2,
        dash: [6, 4],
        value: (_u, v) => (v == null ? '–' : formatRupees(v)),
      },
    ],
  };
}

/** The chart, an image to assistive technology with `label` as its text (the table has the numbers). */
export function OverviewChart({ days, label }: { days: AdminMetrics['days']; label: string }) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const chart = new uPlot(options(element.clientWidth), chartColumns(days), element);
    const resize = new ResizeObserver(() => {
      const width = element.clientWidth;
      if (width > 0 && width !== chart.width) chart.setSize({ width, height: HEIGHT });
    });
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [days]);

  return (
    <div
      ref={box}
      role="img"
      aria-label={label}
      data-testid="overview-chart"
      className="w-full min-w-0 overflow-hidden text-sm [&_.u-legend]:text-muted-foreground"
    />
  );
}
