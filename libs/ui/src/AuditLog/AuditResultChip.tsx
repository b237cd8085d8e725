import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { AuditLogItem } from './auditLogTypes';

const COLOR = { requested: 'info', succeeded: 'success', failed: 'error' } as const;

/** An entry's result in a word, coloured. */
export function AuditResultChip({ result }: { result: AuditLogItem['result'] }) {
  const { t } = useTranslation('ui', { keyPrefix: 'AuditLog' });
  return <Chip size="small" variant="outlined" color={COLOR[result]} label={t(`results.${result}`)} />;
}
