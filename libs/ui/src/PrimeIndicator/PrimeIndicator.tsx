import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import type { Account } from '../model/account';
import { brand } from '../theme/brand';

export interface PrimeIndicatorProps {
  /** The current environment's support type (portal spec §1, §3 primeData.support_type). */
  supportType?: Account['support_type'];
}

/**
 * The top bar's prime indicator (portal spec §2.7): a 'PRIME' chip for PRIME customers, nothing otherwise.
 * It wears the prime accent whether or not prime styling is enabled for the whole portal (spec §2.3).
 * It takes keyboard focus so that keyboard users also get the tooltip, which is its accessible description.
 */
export function PrimeIndicator({ supportType }: PrimeIndicatorProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'PrimeIndicator' });
  if (supportType !== 'PRIME') return null;
  return (
    <Tooltip title={t('description')} describeChild>
      <Chip
        tabIndex={0}
        size="small"
        icon={<WorkspacePremiumOutlined />}
        label={t('label')}
        sx={(theme) => {
          const bg = brand.prime[theme.palette.mode];
          const fg = theme.palette.getContrastText(bg);
          return {
            bgcolor: bg,
            color: fg,
            fontWeight: 700,
            letterSpacing: 1,
            '& .MuiChip-icon': { color: fg },
          };
        }}
      />
    </Tooltip>
  );
}
