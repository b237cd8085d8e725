import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from '../Form/Form';
import { FormActions } from '../Form/FormActions';
import { FormAlert } from '../Form/FormAlert';
import { FormSelect } from '../Form/FormSelect';
import { FormTextField } from '../Form/FormTextField';
import type { FormFieldBinding } from '../Form/formFieldBinding';
import type { AiAgentChannel, AiAgentLanguage } from './aiAgentsTypes';

export interface AiAgentSettingsDialogProps {
  /** The name the dialog is titled with (the hire's name as shown now). */
  name: string;
  /** The channels the agent answers on: the choices. */
  channels: readonly AiAgentChannel[];
  displayName: FormFieldBinding;
  language: FormFieldBinding;
  channel: FormFieldBinding;
  humanHandoff: { value: boolean; onChange: (value: boolean) => void };
  alert?: string;
  busy?: boolean;
  onSubmit: () => void;
  onClose: () => void;
}

const LANGUAGES: readonly AiAgentLanguage[] = ['pt-BR', 'en', 'es'];

/** A hired agent's settings: the name users see, its language, its channel, hand-off to a person. */
export function AiAgentSettingsDialog({
  name,
  channels,
  displayName,
  language,
  channel,
  humanHandoff,
  alert,
  busy = false,
  onSubmit,
  onClose,
}: AiAgentSettingsDialogProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'AiAgents' });
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {t('settings.title', { name })}
      </DialogTitle>
      <DialogContent>
        <Form onSubmit={onSubmit} busy={busy} aria-labelledby={titleId}>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormAlert message={alert} />
            <FormTextField {...displayName} label={t('settings.displayName')} required autoFocus />
            <FormSelect
              {...language}
              label={t('settings.language')}
              options={LANGUAGES.map((value) => ({ value, label: t(`language.${value}`) }))}
            />
            <FormSelect
              {...channel}
              label={t('settings.channel')}
              options={channels.map((value) => ({ value, label: t(`channel.${value}`) }))}
            />
            <FormControlLabel
              control={
                <Switch
                  checked={humanHandoff.value}
                  onChange={(event) => humanHandoff.onChange(event.target.checked)}
                />
              }
              label={t('settings.humanHandoff')}
            />
            <FormActions busy={busy} submitLabel={t('settings.save')} onCancel={onClose} placement="end" />
          </Stack>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
