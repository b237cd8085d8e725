import type { PasswordResetRequest } from '@nuvem/api-contract';
import { PasswordResetRequestSchema } from '@nuvem/api-contract/forms';
import { accountLinkEndpoints } from '@nuvem/api-contract/paths';
import { PasswordRecoveryRequest } from '@nuvem/ui';
import { useState } from 'react';
import { useSchemaForm } from '../forms/useSchemaForm';
import { useSession } from '../session/useSession';

/**
 * /authentication/recover ('Esqueci minha senha', portal spec §5.5): asks the API to mail a reset link. The
 * answer is the same for every address, so the page says the same too.
 */
export function PasswordRecoveryContainer({ loginHref }: { loginHref?: string }) {
  const { client } = useSession();
  const [sentTo, setSentTo] = useState<string>();
  const { submit, busy, alert, text, form } = useSchemaForm<PasswordResetRequest, void>({
    schema: PasswordResetRequestSchema,
    defaultValues: { email: '' },
    submit: (values, { idempotencyKey }) =>
      client.call<void>(accountLinkEndpoints.requestPasswordReset, {
        body: { email: values.email.trim() },
        authenticated: false,
        idempotencyKey,
      }),
    onSubmitted: (_, values) => setSentTo(values.email.trim()),
  });
  return (
    <PasswordRecoveryRequest
      email={text('email')}
      onSubmit={() => void submit()}
      busy={busy}
      alert={alert}
      sentTo={sentTo}
      onAskAgain={() => {
        form.reset({ email: '' });
        setSentTo(undefined);
      }}
      loginHref={loginHref}
    />
  );
}
