import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TssQuotaMeter } from './TssQuotaMeter';

export interface TssQuotaSummaryProps {
  /** The customer's totals (its companies' sums): what the home's TSS card shows too. */
  hired: number;
  used: number;
}

/** The month's TSS quota of the customer: hired, used, what is left, and the bar. */
export function TssQuotaSummary({ hired, used }: TssQuotaSummaryProps) {
  const { t, i18n } = useTranslation('ui', { keyPrefix: 'Tss' });
  const titleId = useId();
  const number = (n: number) => n.toLocaleString(i18n.language);
  const figures = [
    { key: 'hired', value: hired },
    { key: 'used', value: used },
    { key: 'left', value: Math.max(0, hired - used) },
  ] as const;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 500, mb: 1 }}>
        {t('summary.title')}
      </Typography>
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap', mb: 1.5 }}>
        {figures.map((figure) => (
          <div key={figure.key}>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t(`summary.${figure.key}`)}
            </Typography>
            <Typography variant="h6" component="p" data-testid={`tss-${figure.key}`}>
              {number(figure.value)}
            </Typography>
          </div>
        ))}
      </Stack>
      <TssQuotaMeter used={used} hired={hired} label={t('summary.meter')} />
    </Paper>
  );
}
