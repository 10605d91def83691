import { Group, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

export interface ChartSeries {
  key: string;
  label: string;
  /** A Mantine colour name; its shade 7 keeps 3:1 against the page in both schemes. */
  color: string;
}

export interface ChartBar {
  /** The period's first day (YYYY-MM-DD). */
  period: string;
  label: string;
  values: Record<string, number>;
}

/** The drawing's width: narrower on a phone, so its labels keep a readable size. */
const WIDE = 720;
const NARROW = 360;
/** Room on each side for the first and last period labels. */
const PAD = 24;
const HEIGHT = 200;
const AXIS = 24;
const TOP = 18;

/**
 * Stacked bars per period as a plain SVG (the chef earnings chart's approach: no chart library).
 * One image to a screen reader, named by `summary`; the figures table under the charts holds every
 * number. At most about twelve period labels (five on a phone) are drawn so they never overlap.
 * A chart with nothing to show says so instead.
 */
export function RevenueChart({
  title,
  bars,
  series,
  summary,
  format = (value) => value.toLocaleString('en-US'),
}: {
  title: string;
  bars: ChartBar[];
  series: ChartSeries[];
  summary: string;
  format?: (value: number) => string;
}) {
  const theme = useMantineTheme();
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  if (bars.length === 0) return null;
  const width = narrow ? NARROW : WIDE;
  const totals = bars.map((bar) =>
    series.reduce((sum, entry) => sum + Math.max(0, bar.values[entry.key] ?? 0), 0),
  );
  const max = Math.max(1, ...totals);
  const empty = totals.every((total) => total === 0);
  const slot = (width - 2 * PAD) / bars.length;
  const barWidth = Math.max(2, Math.min(40, slot * 0.7));
  const labelEvery = Math.ceil(bars.length / (narrow ? 5 : 12));
  const colorOf = (name: string) => theme.colors[name]?.[7] ?? 'currentColor';
  return (
    <figure style={{ margin: 0 }}>
      <Text component="figcaption" fw={600} mb={4}>
        {title}
      </Text>
      {empty && (
        <Text size="sm" c="dimmed">
          None in this range.
        </Text>
      )}
      {!empty && series.length > 1 && (
        <Group gap="md" mb={4} aria-hidden>
          {series.map((entry) => (
            <Group key={entry.key} gap={6}>
              <span
                style={{
                  width: 12,
                  height: 12,
                  borderRadius: 2,
                  background: colorOf(entry.color),
                  display: 'inline-block',
                }}
              />
              <Text size="sm">{entry.label}</Text>
            </Group>
          ))}
        </Group>
      )}
      {!empty && (
        <svg
          viewBox={`0 0 ${width} ${HEIGHT + AXIS}`}
          width="100%"
          role="img"
          aria-label={summary}
          style={{ maxHeight: 240, display: 'block' }}
        >
          <line
            x1={0}
            x2={width}
            y1={HEIGHT}
            y2={HEIGHT}
            stroke="var(--mantine-color-default-border)"
          />
          <text x={0} y={12} fontSize={12} fill="var(--mantine-color-text)">
            {format(max)}
          </text>
          {bars.map((bar, index) => {
            const x = PAD + index * slot + (slot - barWidth) / 2;
            let y = HEIGHT;
            return (
              <g key={bar.period}>
                {series.map((entry) => {
                  const value = Math.max(0, bar.values[entry.key] ?? 0);
                  const height = (value / max) * (HEIGHT - TOP);
                  y -= height;
                  return value > 0 ? (
                    <rect
                      key={entry.key}
                      x={x}
                      y={y}
                      width={barWidth}
                      height={height}
                      fill={colorOf(entry.color)}
                    />
                  ) : null;
                })}
                {index % labelEvery === 0 && (
                  <text
                    x={x + barWidth / 2}
                    y={HEIGHT + 16}
                    textAnchor="middle"
                    fontSize={12}
                    fill="var(--mantine-color-text)"
                  >
                    {bar.label}
                  </text>
                )}
              </g>
            );
          })}
        </svg>
      )}
    </figure>
  );
}
