import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { tintedChipSx } from '../internal/tintedChip';
import type { AuditLogItem } from './auditLogTypes';

const TINT = { requested: 'info', succeeded: 'success', failed: 'error' } as const;

/** An entry's result in a word, tinted (the palette's outlined colours fall under 4.5:1 on white). */
export function AuditResultChip({ result }: { result: AuditLogItem['result'] }) {
  const { t } = useTranslation('ui', { keyPrefix: 'AuditLog' });
  return <Chip size="small" label={t(`results.${result}`)} sx={tintedChipSx(TINT[result])} />;
}
