import { Text, useMantineTheme } from '@mantine/core';
import { formatCents, formatMonth } from '@simmer/domain/billing';

export interface EarningsBar {
  month: string;
  creatorCents: number;
}

const WIDTH = 640;
const HEIGHT = 220;
const AXIS = 24;

/**
 * The creator's earnings per month as a plain SVG bar chart. It is one image to a screen reader,
 * named by a summary; the statements table below it holds the same figures.
 */
export function EarningsChart({ bars }: { bars: EarningsBar[] }) {
  const theme = useMantineTheme();
  if (bars.length === 0) return null;
  const max = Math.max(1, ...bars.map((bar) => bar.creatorCents));
  const slot = WIDTH / bars.length;
  const barWidth = Math.min(48, slot * 0.6);
  const summary = `Your earnings per month: ${bars
    .map((bar) => `${formatMonth(bar.month)} ${formatCents(bar.creatorCents)}`)
    .join(', ')}`;
  return (
    <figure style={{ margin: 0 }}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT + AXIS}`}
        width="100%"
        role="img"
        aria-label={summary}
        style={{ maxHeight: 260, display: 'block' }}
      >
        <line
          x1={0}
          x2={WIDTH}
          y1={HEIGHT}
          y2={HEIGHT}
          stroke="var(--mantine-color-default-border)"
        />
        {bars.map((bar, index) => {
          const height = (Math.max(0, bar.creatorCents) / max) * (HEIGHT - 24);
          const x = index * slot + (slot - barWidth) / 2;
          return (
            <g key={bar.month}>
              <rect
                x={x}
                y={HEIGHT - height}
                width={barWidth}
                height={height}
                rx={4}
                fill={theme.colors[theme.primaryColor]?.[7] ?? 'currentColor'}
              />
              <text
                x={x + barWidth / 2}
                y={HEIGHT - height - 6}
                textAnchor="middle"
                fontSize={12}
                fill="var(--mantine-color-text)"
              >
                {formatCents(bar.creatorCents)}
              </text>
              <text
                x={x + barWidth / 2}
                y={HEIGHT + 16}
                textAnchor="middle"
                fontSize={12}
                fill="var(--mantine-color-text)"
              >
                {bar.month}
              </text>
            </g>
          );
        })}
      </svg>
      <Text component="figcaption" size="sm" c="dimmed" mt={4}>
        Your earnings per month (after refunds)
      </Text>
    </figure>
  );
}
