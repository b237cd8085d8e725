import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { AdminContractItem } from './adminContractTypes';

const colors = { active: 'success', suspended: 'warning', cancelled: 'default', ended: 'default' } as const;

/** A contract's status, in words and colour. */
export function AdminContractStatusChip({ status }: { status: AdminContractItem['status'] }) {
  const { t } = useTranslation('ui', { keyPrefix: 'AdminContracts.status' });
  return <Chip size="small" variant="outlined" color={colors[status]} label={t(status)} />;
}
