import { Empty } from 'antd';
import { formatBaht } from '@lib/format';
import { moneyUiStrings } from './strings';

export type BarSeries = { key: string; label: string; color: string };
type BarChartProps = {
  /** One group of bars per item; `label` under the group, values in baht. */
  items: { label: string; title: string; values: Record<string, number> }[];
  series: BarSeries[];
  height?: number;
};

const PAD = { top: 12, right: 8, bottom: 28, left: 64 };
const WIDTH = 960;

/**
 * A small grouped bar chart in plain SVG (no chart library): a zero line, negative values below it, a scale
 * with three ticks, and a tooltip per bar through <title>. It stretches to its container's width.
 */
export const BarChart = ({ items, series, height = 240 }: BarChartProps) => {
  const values = items.flatMap((item) => series.map((s) => item.values[s.key] ?? 0));
  if (items.length === 0 || values.every((v) => v === 0))
    return <Empty description={moneyUiStrings.chartEmpty} />;
  const max = Math.max(0, ...values);
  const min = Math.min(0, ...values);
  const span = max - min || 1;
  const plotH = height - PAD.top - PAD.bottom;
  const y = (v: number) => PAD.top + ((max - v) / span) * plotH;
  const groupW = (WIDTH - PAD.left - PAD.right) / items.length;
  const barW = Math.max(2, (groupW * 0.8) / series.length);
  const ticks = [max, (max + min) / 2, min];
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${height}`}
      width="100%"
      role="img"
      data-testid="bar-chart"
      style={{ display: 'block' }}
    >
      {ticks.map((t) => (
        <g key={t}>
          <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(t)} y2={y(t)} stroke="#eee" />
          <text x={PAD.left - 6} y={y(t) + 4} fontSize={11} textAnchor="end" fill="#888">
            {formatBaht(Math.round(t))}
          </text>
        </g>
      ))}
      <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(0)} y2={y(0)} stroke="#999" />
      {items.map((item, i) => {
        const x0 = PAD.left + i * groupW + groupW * 0.1;
        return (
          <g key={item.label + i}>
            {series.map((s, j) => {
              const v = item.values[s.key] ?? 0;
              return (
                <rect
                  key={s.key}
                  x={x0 + j * barW}
                  y={Math.min(y(v), y(0))}
                  width={barW - 1}
                  height={Math.abs(y(v) - y(0))}
                  fill={s.color}
                >
                  <title>{`${item.title} ${s.label}: ${formatBaht(v)} ${moneyUiStrings.baht}`}</title>
                </rect>
              );
            })}
            {items.length <= 31 ? (
              <text
                x={x0 + (barW * series.length) / 2}
                y={height - 10}
                fontSize={11}
                textAnchor="middle"
                fill="#666"
              >
                {item.label}
              </text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
};

/** The legend under a chart. */
export const ChartLegend = ({ series }: { series: BarSeries[] }) => (
  <div style={{ display: 'flex', gap: 16, fontSize: 12, color: '#555' }}>
    {series.map((s) => (
      <span key={s.key}>
        <span
          style={{ display: 'inline-block', width: 10, height: 10, background: s.color, marginRight: 6 }}
        />
        {s.label}
      </span>
    ))}
  </div>
);
