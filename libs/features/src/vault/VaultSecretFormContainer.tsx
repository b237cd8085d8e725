import type { VaultSecret, VaultSecretCreateBody, VaultSecretVersionBody } from '@nuvem/api-contract';
import { VaultSecretCreateBodySchema, VaultSecretVersionBodySchema } from '@nuvem/api-contract/forms';
import { vaultSecretEndpoints } from '@nuvem/api-contract/paths';
import { VaultSecretDialog } from '@nuvem/ui';
import { useSchemaForm } from '../forms/useSchemaForm';
import { useSession } from '../session/useSession';

export interface VaultSecretFormContainerProps {
  cloudId: string;
  /** A new version of this secret; absent, a new secret. */
  secret?: { id: string; name: string };
  onClose: () => void;
  /** The API took it: the secret as it is now (never its value). */
  onSaved: (secret: VaultSecret) => void;
}

const EMPTY_CREATE: VaultSecretCreateBody = { name: '', description: '', value: '' };
const EMPTY_VERSION: VaultSecretVersionBody = { value: '' };

/** 'Criar segredo' on the API: the values held to the route's schema before any request. */
function CreateSecret({ cloudId, onClose, onSaved }: VaultSecretFormContainerProps) {
  const session = useSession();
  const { submit, busy, alert, text, form } = useSchemaForm<VaultSecretCreateBody, VaultSecret>({
    schema: VaultSecretCreateBodySchema,
    defaultValues: EMPTY_CREATE,
    submit: (body, { idempotencyKey }) =>
      session.client.call<VaultSecret>(vaultSecretEndpoints.create, {
        params: { cloudId },
        body,
        idempotencyKey,
      }),
    onSubmitted: (secret) => {
      // The value leaves the page's memory with the form.
      form.reset(EMPTY_CREATE);
      onSaved(secret);
    },
  });
  return (
    <VaultSecretDialog
      mode="create"
      name={text('name')}
      description={text('description', { emptyAs: undefined })}
      value={text('value')}
      alert={alert}
      busy={busy}
      onSubmit={() => void submit()}
      onClose={onClose}
    />
  );
}

/** 'Nova versão' on the API. */
function NewVersion({
  cloudId,
  secret,
  onClose,
  onSaved,
}: VaultSecretFormContainerProps & { secret: { id: string; name: string } }) {
  const session = useSession();
  const { submit, busy, alert, text, form } = useSchemaForm<VaultSecretVersionBody, VaultSecret>({
    schema: VaultSecretVersionBodySchema,
    defaultValues: EMPTY_VERSION,
    submit: (body, { idempotencyKey }) =>
      session.client.call<VaultSecret>(vaultSecretEndpoints.addVersion, {
        params: { cloudId, secretId: secret.id },
        body,
        idempotencyKey,
      }),
    onSubmitted: (saved) => {
      form.reset(EMPTY_VERSION);
      onSaved(saved);
    },
  });
  return (
    <VaultSecretDialog
      mode="version"
      secretName={secret.name}
      value={text('value')}
      alert={alert}
      busy={busy}
      onSubmit={() => void submit()}
      onClose={onClose}
    />
  );
}

/** A new secret, or a new version of one. */
export function VaultSecretFormContainer(props: VaultSecretFormContainerProps) {
  return props.secret ? <NewVersion {...props} secret={props.secret} /> : <CreateSecret {...props} />;
}
