import type { Operation, VaultKey, VaultKeyRegisterBody, VaultKeyRotateBody } from '@nuvem/api-contract';
import {
  isVaultKeyMaterial,
  VaultKeyRegisterBodySchema,
  VaultKeyRotateBodySchema,
} from '@nuvem/api-contract/forms';
import { vaultKeyEndpoints } from '@nuvem/api-contract/paths';
import { VaultKeyDialog } from '@nuvem/ui';
import type { SchemaFieldError } from '../forms/schemaErrors';
import { useSchemaForm } from '../forms/useSchemaForm';
import { useSession } from '../session/useSession';

/** The route's rule on key material, checked before it is sent: 256 bits in base64, or nothing (generated). */
function checkMaterial(values: { key_material?: string }): SchemaFieldError[] {
  const text = values.key_material?.trim() ?? '';
  return text === '' || isVaultKeyMaterial(text) ? [] : [{ path: '/key_material', keyword: 'format' }];
}

export interface VaultKeyRegisterContainerProps {
  cloudId: string;
  onClose: () => void;
  onRegistered: (key: VaultKey) => void;
}

const EMPTY_REGISTER: VaultKeyRegisterBody = { name: '', key_material: '' };
const EMPTY_ROTATE: VaultKeyRotateBody = { key_material: '' };

/** 'Registrar chave' on the API: the material is never shown back (its fingerprint is). */
export function VaultKeyRegisterContainer({
  cloudId,
  onClose,
  onRegistered,
}: VaultKeyRegisterContainerProps) {
  const session = useSession();
  const { submit, busy, alert, text, form } = useSchemaForm<VaultKeyRegisterBody, VaultKey>({
    schema: VaultKeyRegisterBodySchema,
    defaultValues: EMPTY_REGISTER,
    check: checkMaterial,
    submit: (body, { idempotencyKey }) =>
      session.client.call<VaultKey>(vaultKeyEndpoints.register, {
        params: { cloudId },
        body,
        idempotencyKey,
      }),
    onSubmitted: (key) => {
      form.reset(EMPTY_REGISTER);
      onRegistered(key);
    },
  });
  return (
    <VaultKeyDialog
      mode="register"
      name={text('name')}
      material={text('key_material', { emptyAs: undefined })}
      alert={alert}
      busy={busy}
      onSubmit={() => void submit()}
      onClose={onClose}
    />
  );
}

export interface VaultKeyRotateContainerProps {
  cloudId: string;
  keyId: string;
  keyName: string;
  onClose: () => void;
  /** 202: the re-wrap operation. */
  onRotating: (operation: Operation) => void;
}

/** 'Rotacionar' on the API: optional new material, the re-wrap an operation. */
export function VaultKeyRotateContainer({
  cloudId,
  keyId,
  keyName,
  onClose,
  onRotating,
}: VaultKeyRotateContainerProps) {
  const session = useSession();
  const { submit, busy, alert, text, form } = useSchemaForm<VaultKeyRotateBody, { operation: Operation }>({
    schema: VaultKeyRotateBodySchema,
    defaultValues: EMPTY_ROTATE,
    check: checkMaterial,
    submit: (body, { idempotencyKey }) =>
      session.client.call<{ operation: Operation }>(vaultKeyEndpoints.rotate, {
        params: { cloudId, keyId },
        body,
        idempotencyKey,
      }),
    onSubmitted: ({ operation }) => {
      form.reset(EMPTY_ROTATE);
      onRotating(operation);
    },
  });
  return (
    <VaultKeyDialog
      mode="rotate"
      keyName={keyName}
      material={text('key_material', { emptyAs: undefined })}
      alert={alert}
      busy={busy}
      onSubmit={() => void submit()}
      onClose={onClose}
    />
  );
}
