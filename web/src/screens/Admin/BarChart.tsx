import { Box } from '@chakra-ui/react';

export interface Bar {
  label: string;
  value: number;
  /** Drawn lighter: a week still open for orders. */
  muted?: boolean;
}

/**
 * A small vertical bar chart in plain SVG (no charting library: a dozen bars need none). It is
 * an image with a name; the numbers themselves are in the table beside it.
 */
export function BarChart({ bars, label, height = 140 }: { bars: readonly Bar[]; label: string; height?: number }) {
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const gap = 4;
  const width = 320;
  const barWidth = bars.length ? (width - gap * (bars.length - 1)) / bars.length : width;
  const plot = height - 16;
  return (
    <Box as="figure" m="0" w="full">
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${width} ${height}`}
        width="100%"
        preserveAspectRatio="none"
        style={{ display: 'block', maxHeight: height }}
      >
        <line x1="0" x2={width} y1={plot} y2={plot} stroke="currentColor" strokeOpacity="0.3" />
        {bars.map((bar, index) => {
          const h = Math.round((bar.value / max) * (plot - 4));
          return (
            <rect
              key={`${bar.label}-${index}`}
              x={index * (barWidth + gap)}
              y={plot - h}
              width={barWidth}
              height={h}
              rx="2"
              fill={bar.muted ? 'var(--chakra-colors-brand-300, #9ec5a6)' : 'var(--chakra-colors-brand-600, #2f7a45)'}
            >
              <title>{`${bar.label}: ${bar.value}`}</title>
            </rect>
          );
        })}
      </svg>
    </Box>
  );
}
