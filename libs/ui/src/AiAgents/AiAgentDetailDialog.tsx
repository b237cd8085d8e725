import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../format/formatCents';
import type { AiAgentItem } from './aiAgentsTypes';

export interface AiAgentDetailDialogProps {
  agent: AiAgentItem;
  /** Active in the environment already: hiring is not offered. */
  hired: boolean;
  canHire: boolean;
  onHire: () => void;
  onClose: () => void;
}

/** An agent's detail: what it does, its capabilities, products, channels, price and allowance; hire from here. */
export function AiAgentDetailDialog({ agent, hired, canHire, onHire, onClose }: AiAgentDetailDialogProps) {
  const { t, i18n } = useTranslation('ui', { keyPrefix: 'AiAgents' });
  const titleId = useId();
  const section = (title: string) => (
    <Typography component="h3" variant="subtitle2" sx={{ mt: 1 }}>
      {title}
    </Typography>
  );
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{agent.name}</DialogTitle>
      <DialogContent>
        <Stack spacing={1}>
          {section(t('detail.does'))}
          <Typography variant="body2">{agent.summary}</Typography>
          {section(t('detail.capabilities'))}
          <Stack component="ul" sx={{ m: 0, pl: 2.5 }}>
            {agent.capabilities.map((capability) => (
              <Typography component="li" variant="body2" key={capability}>
                {capability}
              </Typography>
            ))}
          </Stack>
          {section(t('detail.products'))}
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {agent.products.map((product) => (
              <Chip key={product} size="small" label={product} />
            ))}
          </Stack>
          {section(t('detail.channels'))}
          <Typography variant="body2">
            {agent.channels.map((channel) => t(`channel.${channel}`)).join(', ')}
          </Typography>
          {section(t('detail.price'))}
          <Typography variant="body2">
            {t('perMonth', { price: formatCents(agent.monthlyPriceCents, i18n.language) })}
          </Typography>
          {section(t('detail.allowance'))}
          <Typography variant="body2">
            {t(`allowance_${agent.allowanceUnit}`, { count: agent.allowance })}
          </Typography>
          {hired ? (
            <Alert severity="success" role="status">
              {t('detail.hiredHere')}
            </Alert>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('detail.close')}</Button>
        {hired ? null : (
          <Button variant="contained" disabled={!canHire} onClick={onHire}>
            {t('catalogue.hire')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
