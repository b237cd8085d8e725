import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../a11y/visuallyHidden';
import type { IaasMachineUsageDay } from './iaasMachineModel';

const WIDTH = 600;
const HEIGHT = 160;

/** The SVG points of one series over the days, 0–100 % from bottom to top. */
function pointsOf(
  usage: readonly IaasMachineUsageDay[],
  value: (day: IaasMachineUsageDay) => number,
): string {
  const step = usage.length > 1 ? WIDTH / (usage.length - 1) : 0;
  return usage
    .map((day, i) => `${(i * step).toFixed(1)},${(HEIGHT - (value(day) / 100) * HEIGHT).toFixed(1)}`)
    .join(' ');
}

/**
 * A machine's daily CPU and memory use as two lines on a 0–100 % scale, with the first and last day under it.
 * Screen readers get the same numbers as a table (the drawing itself is hidden from them).
 */
export function UsageChart({
  usage,
  formatDay,
}: {
  usage: readonly IaasMachineUsageDay[];
  formatDay: (day: string) => string;
}) {
  const { t, i18n } = useTranslation('ui', { keyPrefix: 'IaasMachinePage' });
  const theme = useTheme();
  const percent = (n: number) => `${n.toLocaleString(i18n.language, { maximumFractionDigits: 1 })} %`;
  const average = (value: (day: IaasMachineUsageDay) => number) =>
    usage.reduce((sum, day) => sum + value(day), 0) / Math.max(1, usage.length);
  const series = [
    {
      key: 'cpu',
      label: t('cpu'),
      color: theme.palette.primary.main,
      value: (d: IaasMachineUsageDay) => d.cpuPct,
    },
    {
      key: 'memory',
      label: t('memory'),
      color: theme.palette.secondary.main,
      value: (d: IaasMachineUsageDay) => d.memoryPct,
    },
  ];
  return (
    <Box>
      <Stack direction="row" spacing={2} sx={{ mb: 1, flexWrap: 'wrap' }} aria-hidden>
        {series.map((s) => (
          <Stack key={s.key} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
            <Box sx={{ width: 12, height: 3, bgcolor: s.color, borderRadius: 1 }} />
            <Typography variant="caption">
              {t('averageOf', { series: s.label, value: percent(average(s.value)) })}
            </Typography>
          </Stack>
        ))}
      </Stack>
      <Box
        component="svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        aria-hidden
        sx={{ width: '100%', height: 160, display: 'block', borderBottom: 1, borderColor: 'divider' }}
      >
        {[25, 50, 75].map((line) => (
          <line
            key={line}
            x1={0}
            x2={WIDTH}
            y1={HEIGHT - (line / 100) * HEIGHT}
            y2={HEIGHT - (line / 100) * HEIGHT}
            stroke={theme.palette.divider}
            strokeDasharray="4 4"
            vectorEffect="non-scaling-stroke"
          />
        ))}
        {series.map((s) => (
          <polyline
            key={s.key}
            points={pointsOf(usage, s.value)}
            fill="none"
            stroke={s.color}
            strokeWidth={2}
            vectorEffect="non-scaling-stroke"
          />
        ))}
      </Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 0.5 }} aria-hidden>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {usage[0] ? formatDay(usage[0].day) : ''}
        </Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {usage.at(-1) ? formatDay(usage.at(-1)!.day) : ''}
        </Typography>
      </Stack>
      <Box component="table" sx={visuallyHidden}>
        <caption>{t('usageTitle')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('day')}</th>
            <th scope="col">{t('cpu')}</th>
            <th scope="col">{t('memory')}</th>
          </tr>
        </thead>
        <tbody>
          {usage.map((day) => (
            <tr key={day.day}>
              <th scope="row">{formatDay(day.day)}</th>
              <td>{percent(day.cpuPct)}</td>
              <td>{percent(day.memoryPct)}</td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
