import { Chart, useChart } from '@chakra-ui/charts';
import { Box } from '@chakra-ui/react';
import { Bar as RechartsBar, BarChart as RechartsBarChart, CartesianGrid, Cell, Tooltip, XAxis, YAxis } from 'recharts';

export interface Bar {
  label: string;
  value: number;
  /** Drawn lighter: a week still open for orders. */
  muted?: boolean;
}

/**
 * A vertical bar chart (Chakra's charts on recharts). It is one image with a name for assistive
 * technology; the numbers themselves are in the table beside it.
 */
export function BarChart({
  bars,
  label,
  format,
  height = 160,
}: {
  bars: readonly Bar[];
  label: string;
  /** How the axis reads a value (whole numbers as they are when absent). */
  format?: (value: number) => string;
  height?: number;
}) {
  const chart = useChart({ data: [...bars], series: [{ name: 'value', color: 'brand.600' }] });
  return (
    <Box as="figure" m="0" w="full" role="img" aria-label={label}>
      <Chart.Root chart={chart} h={`${height}px`}>
        <RechartsBarChart data={chart.data} accessibilityLayer={false} responsive style={{ height: '100%' }}>
          <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
          <XAxis dataKey={chart.key('label')} tickLine={false} axisLine={false} hide />
          <YAxis
            tickLine={false}
            axisLine={false}
            width={format ? 72 : 40}
            allowDecimals={false}
            tickFormatter={format}
          />
          <Tooltip cursor={{ fill: chart.color('bg.muted') }} animationDuration={100} content={<Chart.Tooltip />} />
          <RechartsBar dataKey={chart.key('value')} name={label} isAnimationActive={false} radius={2}>
            {chart.data.map((bar, index) => (
              <Cell key={`${bar.label}-${index}`} fill={chart.color(bar.muted ? 'brand.300' : 'brand.600')} />
            ))}
          </RechartsBar>
        </RechartsBarChart>
      </Chart.Root>
    </Box>
  );
}
