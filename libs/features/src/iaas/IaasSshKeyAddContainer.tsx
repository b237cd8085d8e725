import type { IaasSshKey, IaasSshKeyBody } from '@nuvem/api-contract';
import { IaasSshKeyBodySchema, looksLikeSshPrivateKey } from '@nuvem/api-contract/forms';
import { iaasSshKeyEndpoints } from '@nuvem/api-contract/paths';
import { IaasSshKeyAddDialog } from '@nuvem/ui';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../forms/useSchemaForm';
import { FEATURES_NAMESPACE } from '../i18n/featuresNamespace';
import { useSession } from '../session/useSession';
import { checkSshPublicKeyField } from './iaasSshKeyCheck';

export interface IaasSshKeyAddContainerProps {
  cloudId: string;
  onClose: () => void;
  /** Added (201): the key as the API read it (type, bits, fingerprint). */
  onAdded: (key: IaasSshKey) => void;
}

const EMPTY: IaasSshKeyBody = { name: '', public_key: '' };

/**
 * 'Adicionar chave' on the API: the values held to the route's schema before any request. A private key pasted
 * by mistake is said under the field as soon as it is pasted (api-contract's rule, the route's first check) and
 * refused without being sent; the API's refusals (a type not accepted, a short RSA key, a malformed line) land
 * on the field too, a name or key the environment has already in the form's alert.
 */
export function IaasSshKeyAddContainer({ cloudId, onClose, onAdded }: IaasSshKeyAddContainerProps) {
  const { t } = useTranslation(FEATURES_NAMESPACE, { keyPrefix: 'forms' });
  const session = useSession();
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
  return (
    <IaasSshKeyAddDialog
      open
      name={text('name')}
      publicKey={publicKey}
      privateKeyWarning={looksLikeSshPrivateKey(publicKey.value) ? t('sshKeyPrivate') : undefined}
      alert={alert}
      busy={busy}
      onSubmit={() => void submit()}
      onClose={onClose}
    />
  );
}
