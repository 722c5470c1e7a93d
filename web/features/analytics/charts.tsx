// Bar charts drawn as SVG on the server (no chart library, no script): a column chart for counts over time and a
// ranking of labelled bars. Each is a <figure> whose SVG has a text summary as its accessible name (role="img"), and
// the same numbers as a table beside it, which screen readers and people who want the exact figures read.
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

export interface ChartPoint {
  /** What the table's first column and the bar's tooltip say (a date, a path, a term). */
  label: string;
  /** A short form for the axis under a column (every few columns), when it differs. */
  tick?: string;
  value: number;
}

interface ChartProps {
  caption: ReactNode;
  /** One sentence the SVG is read as (what it shows, the total, the highest). */
  summary: string;
  /** Column headers of the table: what the label is, what the value counts. */
  labelHeader: string;
  valueHeader: string;
  points: readonly ChartPoint[];
  /** Shown instead of the chart when every value is 0 or there is nothing. */
  empty: ReactNode;
}

const WIDTH = 640;
const HEIGHT = 200;
const AXIS = 24;
const TOP = 12;

/** Counts over time: one column per point, the highest value marked on a gridline, every few labels under the axis. */
export function ColumnChart({ caption, summary, labelHeader, valueHeader, points, empty }: ChartProps) {
  const intl = useIntl();
  const max = Math.max(0, ...points.map((point) => point.value));
  if (max === 0) return <ChartFrame caption={caption}>{<p className="chart-empty">{empty}</p>}</ChartFrame>;
  const slot = WIDTH / points.length;
  const plot = HEIGHT - AXIS - TOP;
  const tickEvery = Math.ceil(points.length / 8);
  return (
    <ChartFrame caption={caption} table={<ChartTable labelHeader={labelHeader} valueHeader={valueHeader} points={points} />}>
      <svg className="chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={summary} preserveAspectRatio="xMidYMid meet">
        <line className="chart-grid" x1={0} x2={WIDTH} y1={TOP} y2={TOP} />
        <text className="chart-max" x={2} y={TOP - 2}>
          {intl.formatNumber(max)}
        </text>
        {points.map((point, index) => {
          const height = (point.value / max) * plot;
          return (
            <rect key={point.label} className="chart-bar" x={index * slot + slot * 0.15} y={TOP + plot - height} width={slot * 0.7} height={height}>
              <title>{`${point.label}: ${intl.formatNumber(point.value)}`}</title>
            </rect>
          );
        })}
        <line className="chart-axis" x1={0} x2={WIDTH} y1={TOP + plot} y2={TOP + plot} />
        {points.map((point, index) =>
          index % tickEvery === 0 ? (
            <text key={point.label} className="chart-tick" x={index * slot + slot / 2} y={HEIGHT - 6} textAnchor="middle">
              {point.tick ?? point.label}
            </text>
          ) : null,
        )}
      </svg>
    </ChartFrame>
  );
}

/** A ranking: one labelled horizontal bar per point, longest first as given. */
export function RankingChart({ caption, summary, labelHeader, valueHeader, points, empty }: ChartProps) {
  const intl = useIntl();
  const max = Math.max(0, ...points.map((point) => point.value));
  if (max === 0) return <ChartFrame caption={caption}>{<p className="chart-empty">{empty}</p>}</ChartFrame>;
  const row = 22;
  const labelWidth = 300;
  const height = points.length * row + 4;
  return (
    <ChartFrame caption={caption} table={<ChartTable labelHeader={labelHeader} valueHeader={valueHeader} points={points} />}>
      <svg className="chart" viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-label={summary}>
        {points.map((point, index) => {
          const width = (point.value / max) * (WIDTH - labelWidth - 60);
          const y = index * row + 2;
          return (
            <g key={point.label}>
              <text className="chart-label" x={labelWidth - 8} y={y + row * 0.65} textAnchor="end">
                {point.label.length > 40 ? `${point.label.slice(0, 39)}…` : point.label}
              </text>
              <rect className="chart-bar" x={labelWidth} y={y + 3} width={Math.max(width, 1)} height={row - 8}>
                <title>{`${point.label}: ${intl.formatNumber(point.value)}`}</title>
              </rect>
              <text className="chart-value" x={labelWidth + width + 6} y={y + row * 0.65}>
                {intl.formatNumber(point.value)}
              </text>
            </g>
          );
        })}
      </svg>
    </ChartFrame>
  );
}

function ChartFrame({ caption, children, table }: { caption: ReactNode; children: ReactNode; table?: ReactNode }) {
  return (
    <figure className="chart-figure">
      <figcaption>{caption}</figcaption>
      {children}
      {table}
    </figure>
  );
}

function ChartTable({ labelHeader, valueHeader, points }: Pick<ChartProps, 'labelHeader' | 'valueHeader' | 'points'>) {
  const intl = useIntl();
  return (
    <details className="chart-table">
      <summary>{intl.formatMessage({ id: 'figures.asTable' })}</summary>
      <table>
        <thead>
          <tr>
            <th scope="col">{labelHeader}</th>
            <th scope="col">{valueHeader}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.label}>
              <th scope="row">{point.label}</th>
              <td>{intl.formatNumber(point.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
