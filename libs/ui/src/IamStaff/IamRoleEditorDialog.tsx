import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from '../Form/Form';
import { FormActions } from '../Form/FormActions';
import { FormAlert } from '../Form/FormAlert';
import type { FormFieldBinding } from '../Form/formFieldBinding';
import { FormSelect } from '../Form/FormSelect';
import { FormTextField } from '../Form/FormTextField';
import { IamFeatureChecklist } from './IamFeatureChecklist';
import type { IamFeatureChoice } from './iamStaffTypes';

export interface IamRoleEditorDialogProps {
  open: boolean;
  /** create: a new role (also a duplicate); edit: an existing one, its key and scope fixed. */
  mode: 'create' | 'edit';
  /** The role edited, for the title. */
  roleName?: string;
  builtIn?: boolean;
  /** Grants holding the role: the change reaches them. */
  holders?: number;
  key_: FormFieldBinding;
  name: FormFieldBinding;
  description: FormFieldBinding;
  scope: FormFieldBinding;
  choices: readonly IamFeatureChoice[];
  /** The checked features and flags (choice ids). */
  selected: readonly string[];
  onSelectedChange: (selected: string[]) => void;
  /** The API's refusal of the features or flags (400 on /features, /flags), translated. */
  selectedError?: string;
  /** The refusal no field owns, translated. */
  alert?: string;
  busy: boolean;
  onSubmit: () => void;
  onClose: () => void;
}

/**
 * A role's editor: its identifier and scope (chosen once, at creation), name, description, and its features and
 * flags as a grouped checklist. A built-in role is edited like any other (the API allows it) but says that it
 * cannot be deleted; a role already granted says its change reaches those grants.
 */
export function IamRoleEditorDialog({
  open,
  mode,
  roleName,
  builtIn = false,
  holders = 0,
  key_,
  name,
  description,
  scope,
  choices,
  selected,
  onSelectedChange,
  selectedError,
  alert,
  busy,
  onSubmit,
  onClose,
}: IamRoleEditorDialogProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'IamStaff' });
  const titleId = useId();
  const creating = mode === 'create';
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth scroll="paper">
      <DialogTitle id={titleId}>
        {creating ? t('editor.createTitle') : t('editor.editTitle', { name: roleName ?? '' })}
      </DialogTitle>
      <DialogContent dividers>
        <Form onSubmit={onSubmit} busy={busy} aria-labelledby={titleId}>
          <Stack spacing={2}>
            {!creating && builtIn && (
              <Alert severity="info" role="note">
                {t('editor.builtInNote')}
              </Alert>
            )}
            {!creating && holders > 0 && (
              <Alert severity="warning" role="note">
                {t('editor.holdersNote', { count: holders })}
              </Alert>
            )}
            <FormAlert message={alert} />
            <FormTextField {...name} label={t('editor.name')} required autoFocus />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormTextField
                {...key_}
                label={t('editor.key')}
                helperText={creating ? t('editor.keyHelp') : undefined}
                required
                disabled={!creating}
                fullWidth
              />
              <FormSelect
                {...scope}
                label={t('editor.scope')}
                helperText={creating ? t('editor.scopeHelp') : undefined}
                options={(['customer', 'staff'] as const).map((value) => ({
                  value,
                  label: t(`scope.${value}`),
                }))}
                required
                disabled={!creating}
                fullWidth
              />
            </Stack>
            <FormTextField {...description} label={t('editor.description')} multiline minRows={2} />
            <IamFeatureChecklist
              choices={choices}
              selected={selected}
              onChange={onSelectedChange}
              error={selectedError}
              disabled={busy}
            />
            <FormActions
              busy={busy}
              submitLabel={creating ? t('editor.create') : t('editor.save')}
              onCancel={onClose}
              placement="end"
            />
          </Stack>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
