import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { AdminMetrics } from '../../../../shared/admin-metrics.ts';
import { formatRupees } from '../../../../shared/money.ts';
import { chartColumns } from './metrics-data.ts';

// The month's registrations (bars, all and the paid ones within them, left axis) and revenue (a line, right axis) per day, drawn by
// uPlot on a canvas that follows its box's width. The colours are the dark theme's chart hues.

const COLORS = {
  registrations: '#a78bfa',
  paid: '#34d399',
  revenue: '#fbbf24',
  axis: '#a1a1aa',
  grid: 'rgba(255, 255, 255, 0.08)',
};
const HEIGHT = 260;
const HALF_DAY = 12 * 60 * 60;
const bars = (size: number) => uPlot.paths.bars!({ size: [size, 48], align: 0 });

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
      // Half a day either side, so the first and last days' bars show whole.
      x: { time: true, range: (_u, min, max) => [min - HALF_DAY, max + HALF_DAY] },
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
        fill: 'rgba(167, 139, 250, 0.35)',
        width: 1,
        paths: bars(0.8),
        points: { show: false },
      },
      {
        label: 'Paid',
        scale: 'count',
        stroke: COLORS.paid,
        fill: 'rgba(52, 211, 153, 0.6)',
        width: 1,
        paths: bars(0.4),
        points: { show: false },
      },
      {
        label: 'Revenue',
        scale: 'inr',
        stroke: COLORS.revenue,
        width: 2,
        points: { show: false },
        value: (_u, v) => (v == null ? '–' : formatRupees(v)),
      },
    ],
  };
}

/** The chart, an image to assistive technology with `label` as its text (the table has the numbers). */
export function MetricsChart({ days, label }: { days: AdminMetrics['days']; label: string }) {
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
