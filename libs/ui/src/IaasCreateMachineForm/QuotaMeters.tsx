import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MachineQuota, MachineQuotaName } from './iaasCreateMachineModel';

export interface QuotaMetersProps {
  quotas: readonly MachineQuota[];
  /** What a machine being built would add; the meters show used only without it. */
  requested?: Record<MachineQuotaName, number>;
}

/** One meter a quota: used (and what is asked) against the limit, red once past it. */
export function QuotaMeters({ quotas, requested }: QuotaMetersProps) {
  const { t, i18n } = useTranslation('ui', { keyPrefix: 'IaasCreateMachineForm' });
  const baseId = useId();
  const number = (n: number) => n.toLocaleString(i18n.language);
  return (
    <Stack spacing={1.25} component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {quotas.map((quota) => {
        const asked = requested?.[quota.name] ?? 0;
        const total = quota.used + asked;
        const over = total > quota.limit;
        const labelId = `${baseId}-${quota.name}`;
        const text =
          requested && asked > 0
            ? t('quotaUse', {
                used: number(quota.used),
                limit: number(quota.limit),
                requested: number(asked),
              })
            : t('quotaUseIdle', { used: number(quota.used), limit: number(quota.limit) });
        return (
          <Box component="li" key={quota.name}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
              <Typography id={labelId} variant="body2" sx={{ fontWeight: 500 }}>
                {t(`quotaName.${quota.name}`)}
              </Typography>
              <Typography variant="caption" color={over ? 'error' : 'text.secondary'}>
                {text}
              </Typography>
            </Stack>
            <LinearProgress
              variant="determinate"
              value={quota.limit === 0 ? 100 : Math.min(100, (total / quota.limit) * 100)}
              color={over ? 'error' : total / Math.max(quota.limit, 1) > 0.8 ? 'warning' : 'primary'}
              aria-labelledby={labelId}
              aria-valuetext={text}
              sx={{ height: 6, borderRadius: 3, mt: 0.5 }}
            />
          </Box>
        );
      })}
    </Stack>
  );
}
