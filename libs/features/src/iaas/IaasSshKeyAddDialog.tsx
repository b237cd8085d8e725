import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { IaasSshKey, IaasSshKeyBody } from '@nuvem/api-contract';
import { IaasSshKeyBodySchema, looksLikeSshPrivateKey } from '@nuvem/api-contract/forms';
import { iaasSshKeyEndpoints } from '@nuvem/api-contract/paths';
import { Form, FormActions, FormAlert, FormTextField } from '@nuvem/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../forms/useSchemaForm';
import { FEATURES_NAMESPACE } from '../i18n/featuresNamespace';
import { useSession } from '../session/useSession';
import { checkSshPublicKeyField } from './iaasSshKeyCheck';

export interface IaasSshKeyAddDialogProps {
  cloudId: string;
  onClose: () => void;
  /** Added (201): the key as the API read it (type, bits, fingerprint). */
  onAdded: (key: IaasSshKey) => void;
}

const EMPTY: IaasSshKeyBody = { name: '', public_key: '' };

/**
 * 'Adicionar chave': a name and the public key pasted, held to the route's schema before any request. A private
 * key pasted by mistake is said under the field as it is pasted, and refused without being sent; the API's
 * refusals (a type not accepted, a short RSA key, a malformed line) land on the field too.
 */
export function IaasSshKeyAddDialog({ cloudId, onClose, onAdded }: IaasSshKeyAddDialogProps) {
  const { t } = useTranslation(FEATURES_NAMESPACE, { keyPrefix: 'iaasSshKeys.add' });
  const { t: tForms } = useTranslation(FEATURES_NAMESPACE, { keyPrefix: 'forms' });
  const session = useSession();
  const titleId = useId();
  const { submit, busy, alert, text, form } = useSchemaForm<IaasSshKeyBody, IaasSshKey>({
    schema: IaasSshKeyBodySchema,
    defaultValues: EMPTY,
    check: checkSshPublicKeyField,
    submit: (body, { idempotencyKey }) =>
      session.client.call<IaasSshKey>(iaasSshKeyEndpoints.create, {
        params: { cloudId },
        body,
        idempotencyKey,
      }),
    onSubmitted: (key) => {
      form.reset(EMPTY);
      onAdded(key);
    },
  });
  const publicKey = text('public_key');
  // Said as soon as it is pasted, not only on submit.
  const privatePasted = looksLikeSshPrivateKey(publicKey.value);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('title')}</DialogTitle>
      <DialogContent>
        <Form onSubmit={() => void submit()} busy={busy} aria-labelledby={titleId}>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormAlert message={alert} />
            <FormTextField
              {...text('name')}
              label={t('name')}
              helperText={t('nameHint')}
              required
              autoFocus
            />
            <FormTextField
              {...publicKey}
              error={publicKey.error ?? (privatePasted ? tForms('sshKeyPrivate') : undefined)}
              label={t('publicKey')}
              helperText={t('publicKeyHint')}
              multiline
              minRows={4}
              autoComplete="off"
              required
              sx={{ '& textarea': { fontFamily: 'monospace', fontSize: '0.8125rem' } }}
            />
            <FormActions busy={busy} submitLabel={t('submit')} onCancel={onClose} placement="end" />
          </Stack>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
