import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from '../Form/Form';
import { FormActions } from '../Form/FormActions';
import { FormAlert } from '../Form/FormAlert';
import { FormTextField } from '../Form/FormTextField';
import type { DevEnvironmentOption } from './devProjectTypes';

/** One text field, as the caller's form state gives it (features' useSchemaForm `text()`). */
export interface DevFormTextField {
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  inputRef?: Ref<HTMLInputElement | HTMLTextAreaElement>;
}

export interface DevProjectDialogProps {
  open: boolean;
  /** 'Novo projeto' or 'Editar projeto'. */
  mode: 'create' | 'edit';
  name: DevFormTextField;
  description: DevFormTextField;
  /** The environments the developer sees; those checked limit the project's tokens. */
  environments: readonly DevEnvironmentOption[];
  selectedEnvironments: readonly string[];
  onEnvironmentsChange: (cloudIds: string[]) => void;
  environmentsError?: string;
  alert?: string;
  busy?: boolean;
  onSubmit: () => void;
  onClose: () => void;
}

/**
 * 'Novo projeto' / 'Editar projeto': a name, a description and, optionally, the environments the project's
 * tokens are limited to (none checked: every environment the developer sees). Props in, callbacks out.
 */
export function DevProjectDialog({
  open,
  mode,
  name,
  description,
  environments,
  selectedEnvironments,
  onEnvironmentsChange,
  environmentsError,
  alert,
  busy = false,
  onSubmit,
  onClose,
}: DevProjectDialogProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'DevProjectDialog' });
  const titleId = useId();
  const errorId = useId();
  const toggle = (cloudId: string, on: boolean) =>
    onEnvironmentsChange(
      on ? [...selectedEnvironments, cloudId] : selectedEnvironments.filter((chosen) => chosen !== cloudId),
    );
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t(`title.${mode}`)}</DialogTitle>
      <DialogContent>
        <Form onSubmit={onSubmit} busy={busy} aria-labelledby={titleId}>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormAlert message={alert} />
            <FormTextField {...name} label={t('name')} required autoFocus />
            <FormTextField {...description} label={t('description')} multiline minRows={2} />
            <FormControl
              component="fieldset"
              error={environmentsError !== undefined}
              aria-describedby={environmentsError ? errorId : undefined}
            >
              <FormLabel component="legend">{t('environments')}</FormLabel>
              <FormHelperText sx={{ mx: 0 }}>{t('environmentsHint')}</FormHelperText>
              <Stack sx={{ mt: 0.5 }}>
                {environments.map((env) => (
                  <FormControlLabel
                    key={env.cloudId}
                    control={
                      <Checkbox
                        size="small"
                        checked={selectedEnvironments.includes(env.cloudId)}
                        onChange={(event) => toggle(env.cloudId, event.target.checked)}
                      />
                    }
                    label={`${env.name} (${env.cloudId})`}
                  />
                ))}
              </Stack>
              {environmentsError ? <FormHelperText id={errorId}>{environmentsError}</FormHelperText> : null}
            </FormControl>
            <FormActions busy={busy} submitLabel={t(`submit.${mode}`)} onCancel={onClose} placement="end" />
          </Stack>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
