import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { tintedChipSx, type ChipTint } from '../internal/tintedChip';
import type { CommercialRequestStateName } from './commercialTypes';

const tints: Record<CommercialRequestStateName, ChipTint> = {
  pending: 'info',
  approved: 'success',
  refused: 'error',
};

export interface CommercialRequestChipProps {
  state: CommercialRequestStateName;
  /** A refusal's reason, shown under the chip. */
  reason?: string | null;
}

/** A request's state: 'Pendente', 'Aprovada', 'Recusada' (with the reason). */
export function CommercialRequestChip({ state, reason }: CommercialRequestChipProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'CommercialRequestChip' });
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Chip size="small" label={t(state)} sx={tintedChipSx(tints[state])} />
      {state === 'refused' && reason ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {t('reason', { reason })}
        </Typography>
      ) : null}
    </Stack>
  );
}
