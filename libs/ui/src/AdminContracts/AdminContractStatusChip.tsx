import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { tintedChipSx } from '../internal/tintedChip';
import type { AdminContractItem } from './adminContractTypes';

const colors = { active: 'success', suspended: 'warning', cancelled: 'default', ended: 'default' } as const;

/** A contract's status, in words and colour. */
export function AdminContractStatusChip({ status }: { status: AdminContractItem['status'] }) {
  const { t } = useTranslation('ui', { keyPrefix: 'AdminContracts.status' });
  // Tinted, not outlined in the palette colour: warning text on white falls short of 4.5:1.
  return <Chip size="small" sx={tintedChipSx(colors[status])} label={t(status)} />;
}
