import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MaskedValue } from '../MaskedValue';
import { brand } from '../theme/brand';
import { HomeCard } from './HomeCard';
import type { HomeContractSection, HomeTssQuota } from './homeDashboardModel';

export interface ContractCardProps extends HomeContractSection {
  onRetryTss?: () => void;
}

const READY = { status: 'ready' } as const;

/**
 * 'Contrato e suporte': the environment's support (PRIME or STANDARD), its codes (the cloud id hidden by the
 * top bar's eye), and the TSS quota hired and used for users who may see TSS.
 */
export function ContractCard({
  supportType,
  tCode,
  corporateName,
  cloudId,
  region,
  tss,
  contactHref,
  onRetryTss,
}: ContractCardProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'HomeDashboard.contract' });
  const prime = supportType === 'PRIME';
  return (
    <HomeCard
      name="contract"
      title={t('title')}
      state={READY}
      action={{ label: t('contact'), href: contactHref }}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {prime ? t('primeText') : t('standardText')}
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'auto minmax(0, 1fr)',
          columnGap: 2,
          rowGap: 0.5,
          m: 0,
          '& dt': { color: 'text.secondary', typography: 'body2' },
          '& dd': { m: 0, typography: 'body2', overflowWrap: 'anywhere' },
        }}
      >
        <dt>{t('support')}</dt>
        <dd>
          <Chip
            size="small"
            label={t(supportType)}
            variant={prime ? 'filled' : 'outlined'}
            icon={prime ? <WorkspacePremiumOutlined /> : undefined}
            data-support-type={supportType}
            sx={
              prime
                ? (theme) => {
                    const bg = brand.prime[theme.palette.mode];
                    const fg = theme.palette.getContrastText(bg);
                    return { bgcolor: bg, color: fg, fontWeight: 700, '& .MuiChip-icon': { color: fg } };
                  }
                : { fontWeight: 700 }
            }
          />
        </dd>
        <dt>{t('customerCode')}</dt>
        <dd>
          {tCode} · {corporateName}
        </dd>
        <dt>{t('cloudId')}</dt>
        <dd>
          <MaskedValue>{cloudId}</MaskedValue>
        </dd>
        {region ? (
          <>
            <dt>{t('region')}</dt>
            <dd>{region}</dd>
          </>
        ) : null}
      </Box>
      {tss ? <TssQuota tss={tss} onRetry={onRetryTss} /> : null}
    </HomeCard>
  );
}

function TssQuota({ tss, onRetry }: { tss: HomeTssQuota; onRetry?: () => void }) {
  const { t } = useTranslation('ui', { keyPrefix: 'HomeDashboard' });
  const id = useId();
  const { state, hired, used, href } = tss;
  const percent = hired > 0 ? Math.min(100, Math.round((used / hired) * 100)) : 0;
  return (
    <Box
      data-tss=""
      data-state={state.status}
      aria-busy={state.status === 'loading' || undefined}
      sx={{ borderTop: 1, borderColor: 'divider', pt: 1.5 }}
    >
      <Stack direction="row" sx={{ alignItems: 'baseline', mb: 0.5 }}>
        <Typography id={id} variant="body2" sx={{ fontWeight: 600, flexGrow: 1 }}>
          {t('contract.tss')}
        </Typography>
        <Link href={href} underline="hover" variant="body2">
          {t('contract.tssManage')}
        </Link>
      </Stack>
      {state.status === 'loading' ? (
        <Skeleton variant="text" width="70%" />
      ) : state.status === 'error' ? (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }} role="alert">
          <ErrorOutlineOutlined
            fontSize="inherit"
            color="error"
            aria-hidden="true"
            sx={{ verticalAlign: 'text-bottom', mr: 0.5 }}
          />
          {state.message}{' '}
          {onRetry ? (
            <Link component="button" variant="body2" onClick={onRetry}>
              {t('retry')}
            </Link>
          ) : null}
        </Typography>
      ) : hired === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('contract.tssNone')}
        </Typography>
      ) : (
        <>
          <LinearProgress
            variant="determinate"
            value={percent}
            aria-labelledby={id}
            color={percent >= 90 ? 'warning' : 'primary'}
            sx={{ height: 6, borderRadius: 3, mb: 0.5 }}
          />
          <Typography variant="body2" data-tss-usage="">
            <MaskedValue>{t('contract.tssUsage', { used, hired })}</MaskedValue>
          </Typography>
        </>
      )}
    </Box>
  );
}
