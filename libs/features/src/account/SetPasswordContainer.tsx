import type { PasswordSet, SetPasswordForm as SetPasswordValues } from '@nuvem/api-contract';
import { SetPasswordFormSchema } from '@nuvem/api-contract/forms';
import { accountLinkEndpoints, passwordMinLength } from '@nuvem/api-contract/paths';
import { SetPasswordForm } from '@nuvem/ui';
import { useSchemaForm } from '../forms/useSchemaForm';
import { useSession } from '../session/useSession';
import { passwordMismatch } from './passwordMismatch';

export interface SetPasswordContainerProps {
  /** The link's token (from the address's fragment); undefined when the page was opened without one. */
  token: string | undefined;
  recoverHref?: string;
  loginHref?: string;
  /** Set and signed in with it (a sign-in open before ended with the new password). */
  onDone: () => void;
}

const check = passwordMismatch<SetPasswordValues>('password');

/**
 * 'Definir nova senha', the page a reset or invitation link opens: sets the password with the link's token
 * (once), then signs in with it; the app's login gate then takes the user in. A refused link says why.
 */
export function SetPasswordContainer({ token, recoverHref, loginHref, onDone }: SetPasswordContainerProps) {
  const { client, signIn } = useSession();
  const { submit, busy, alert, text } = useSchemaForm<SetPasswordValues, void>({
    schema: SetPasswordFormSchema,
    defaultValues: { password: '', confirmation: '' },
    check,
    submit: async (values) => {
      const { email } = await client.call<PasswordSet>(accountLinkEndpoints.setPassword, {
        body: { token: token ?? '', password: values.password },
        authenticated: false,
      });
      await signIn({ email, password: values.password });
    },
    onSubmitted: onDone,
  });
  return (
    <SetPasswordForm
      state={token ? 'form' : 'noLink'}
      password={text('password')}
      confirmation={text('confirmation')}
      minLength={passwordMinLength}
      onSubmit={() => void submit()}
      busy={busy}
      alert={alert}
      recoverHref={recoverHref}
      loginHref={loginHref}
    />
  );
}
