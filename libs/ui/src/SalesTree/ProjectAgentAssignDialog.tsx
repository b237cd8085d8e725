import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SalesCustomerItem } from './salesTreeTypes';

export interface ProjectAgentAssignDialogProps {
  agentName: string;
  /** The customers that may be assigned (not the agent's already). */
  customers: readonly SalesCustomerItem[];
  busy?: boolean;
  onAssign: (customer: SalesCustomerItem) => void;
  onClose: () => void;
}

/** Picks a customer (searching by name or code) to assign to a project agent. */
export function ProjectAgentAssignDialog({
  agentName,
  customers,
  busy = false,
  onAssign,
  onClose,
}: ProjectAgentAssignDialogProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'SalesTree.assignDialog' });
  const titleId = useId();
  const [chosen, setChosen] = useState<SalesCustomerItem | null>(null);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('title', { name: agentName })}</DialogTitle>
      <DialogContent>
        <Autocomplete
          options={customers}
          value={chosen}
          onChange={(_, value) => setChosen(value)}
          getOptionLabel={(customer) => `${customer.name} (${customer.tCode})`}
          isOptionEqualToValue={(a, b) => a.tCode === b.tCode}
          renderInput={(params) => <TextField {...params} label={t('customer')} autoFocus sx={{ mt: 1 }} />}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button variant="contained" disabled={!chosen || busy} onClick={() => chosen && onAssign(chosen)}>
          {t('confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
