import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { quotaPercent } from './tssTypes';

/** 'used of hired' with a bar that turns amber from 80 % and red when spent. */
export function TssQuotaMeter({ used, hired, label }: { used: number; hired: number; label: string }) {
  const { t, i18n } = useTranslation('ui', { keyPrefix: 'Tss' });
  const percent = quotaPercent(used, hired);
  const number = (n: number) => n.toLocaleString(i18n.language);
  return (
    <Box sx={{ minWidth: 140 }}>
      <Typography variant="body2" component="span">
        {t('usedOf', { used: number(used), hired: number(hired) })}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={label}
        aria-valuetext={t('percentUsed', { percent })}
        color={percent >= 100 ? 'error' : percent >= 80 ? 'warning' : 'primary'}
        sx={{ mt: 0.5, height: 6, borderRadius: 3 }}
      />
    </Box>
  );
}
