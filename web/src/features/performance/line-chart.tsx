import { useState, type MouseEvent } from 'react';
import dayjs from 'dayjs';

/** One value at a time (ms since the epoch); null: nothing to show there. */
export interface ChartPoint {
  at: number;
  value: number | null;
}

export interface LineChartProps {
  title: string;
  points: ChartPoint[];
  /** The span shown, so a quiet stretch stays empty instead of being stretched over. */
  from: number;
  to: number;
  /** Points further apart than this are not joined (the instance did not report between them). */
  gapMs: number;
  format: (value: number) => string;
  empty: string;
  testId?: string;
}

const W = 300;
const H = 80;

/**
 * A small line chart drawn as SVG (decision 042: no chart library for five lines a card). Its texts
 * are HTML around the drawing, so the drawing may stretch to any width without distorting them;
 * the pointer shows the value nearest to it.
 */
export function LineChart({ title, points, from, to, gapMs, format, empty, testId }: LineChartProps) {
  const [hover, setHover] = useState<ChartPoint | null>(null);
  const shown = points.filter((p): p is { at: number; value: number } => p.value !== null && p.at >= from && p.at <= to);
  const max = Math.max(0, ...shown.map((p) => p.value));
  const top = max > 0 ? max * 1.15 : 1;
  const span = Math.max(1, to - from);
  const x = (at: number) => ((at - from) / span) * W;
  const y = (value: number) => H - (value / top) * H;

  // one path of segments: a gap starts a new one
  let line = '';
  let area = '';
  let run: { at: number; value: number }[] = [];
  const close = () => {
    if (!run.length) return;
    const pts = run.length === 1 ? [run[0], { ...run[0], at: run[0].at + Math.min(gapMs / 2, span / 100) }] : run;
    line += pts.map((p, i) => `${i ? 'L' : 'M'}${x(p.at).toFixed(1)},${y(p.value).toFixed(1)}`).join('');
    area += `M${x(pts[0].at).toFixed(1)},${H}${pts.map((p) => `L${x(p.at).toFixed(1)},${y(p.value).toFixed(1)}`).join('')}L${x(pts[pts.length - 1].at).toFixed(1)},${H}Z`;
    run = [];
  };
  for (const p of shown) {
    if (run.length && p.at - run[run.length - 1].at > gapMs) close();
    run.push(p);
  }
  close();

  const onMove = (e: MouseEvent<HTMLDivElement>) => {
    if (!shown.length) return;
    const box = e.currentTarget.getBoundingClientRect();
    const at = from + ((e.clientX - box.left) / box.width) * span;
    setHover(shown.reduce((best, p) => (Math.abs(p.at - at) < Math.abs(best.at - at) ? p : best), shown[0]));
  };
  const last = shown[shown.length - 1];
  const reading = hover ?? last;

  return (
    <figure className="perf-chart" data-testid={testId}>
      <figcaption>
        <span className="perf-chart-title">{title}</span>
        {reading && (
          <span className="perf-chart-value">
            {hover && <span className="perf-chart-time">{dayjs(hover.at).format('HH:mm')}</span>}
            {format(reading.value!)}
          </span>
        )}
      </figcaption>
      <div className="perf-chart-plot" onMouseMove={onMove} onMouseLeave={() => setHover(null)}>
        {shown.length ? (
          <svg viewBox={`0 0 ${W} ${H}`} preserveAspectRatio="none" role="img" aria-label={title}>
            <line x1="0" y1={H / 2} x2={W} y2={H / 2} className="perf-chart-grid" vectorEffect="non-scaling-stroke" />
            <path d={area} className="perf-chart-area" />
            <path d={line} className="perf-chart-line" vectorEffect="non-scaling-stroke" />
            {hover && <line x1={x(hover.at)} y1="0" x2={x(hover.at)} y2={H} className="perf-chart-cursor" vectorEffect="non-scaling-stroke" />}
          </svg>
        ) : (
          <div className="perf-chart-empty">{empty}</div>
        )}
        {shown.length > 0 && <span className="perf-chart-max">{format(max)}</span>}
      </div>
      <div className="perf-chart-axis">
        <span>{dayjs(from).format('HH:mm')}</span>
        <span>{dayjs(to).format('HH:mm')}</span>
      </div>
    </figure>
  );
}
