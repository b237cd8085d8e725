import type { PasswordChangeForm } from '@nuvem/api-contract';
import { PasswordChangeFormSchema } from '@nuvem/api-contract/forms';
import { passwordMinLength, profileEndpoints } from '@nuvem/api-contract/paths';
import { ChangePasswordForm } from '@nuvem/ui';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { useSchemaForm } from '../forms/useSchemaForm';
import { useSession } from '../session/useSession';
import { accountKeys } from './accountKeys';
import { passwordMismatch } from './passwordMismatch';

const empty: PasswordChangeForm = { current_password: '', new_password: '', confirmation: '' };
const check = passwordMismatch<PasswordChangeForm>('new_password');

/**
 * Perfil › Senha on the API (PUT /profile/password): the current password checked there, the new one held to
 * the password rules here first; the other sign-ins end, so the sessions list is read again.
 */
export function ChangePasswordContainer() {
  const { status, epoch, client } = useSession();
  const { mutate } = useSWRConfig();
  const [changed, setChanged] = useState(false);
  const { submit, busy, alert, text, form } = useSchemaForm<PasswordChangeForm, void>({
    schema: PasswordChangeFormSchema,
    defaultValues: empty,
    check,
    submit: ({ current_password, new_password }, { idempotencyKey }) =>
      client.call<void>(profileEndpoints.changePassword, {
        body: { current_password, new_password },
        idempotencyKey,
      }),
    onSubmitted: () => {
      form.reset(empty);
      setChanged(true);
      void mutate(accountKeys.signIns({ status, epoch }));
    },
  });
  const bind = (name: keyof PasswordChangeForm) => {
    const field = text(name);
    return { ...field, onChange: (value: string) => (setChanged(false), field.onChange(value)) };
  };
  return (
    <ChangePasswordForm
      current={bind('current_password')}
      next={bind('new_password')}
      confirmation={bind('confirmation')}
      minLength={passwordMinLength}
      onSubmit={() => void submit()}
      busy={busy}
      alert={alert}
      changed={changed}
    />
  );
}
