import type { TssAdminCompany, TssRegisterBody } from '@nuvem/api-contract';
import { TssRegisterBodySchema } from '@nuvem/api-contract/forms';
import { tssEndpoints } from '@nuvem/api-contract/paths';
import { TssRegisterDialog } from '@nuvem/ui';
import { useSchemaForm } from '../forms/useSchemaForm';
import { useSession } from '../session/useSession';

const EMPTY: TssRegisterBody = {
  t_code: '',
  cnpj: '',
  corporate_name: '',
  environment: 'production',
  quota_hired: 0,
};

/** 'Cadastrar empresa' on the API: the route's schema first; an unknown customer or CNPJ taken on its field. */
export function TssRegisterContainer({
  onClose,
  onRegistered,
}: {
  onClose: () => void;
  onRegistered: (company: TssAdminCompany) => void;
}) {
  const session = useSession();
  const { submit, busy, alert, text, field } = useSchemaForm<TssRegisterBody, TssAdminCompany>({
    schema: TssRegisterBodySchema,
    defaultValues: EMPTY,
    submit: (body, { idempotencyKey }) =>
      session.client.call<TssAdminCompany>(tssEndpoints.adminRegister, {
        body: { ...body, cnpj: body.cnpj.replace(/\D/g, '') },
        idempotencyKey,
      }),
    onSubmitted: onRegistered,
  });
  return (
    <TssRegisterDialog
      tCode={text('t_code')}
      cnpj={text('cnpj')}
      corporateName={text('corporate_name')}
      environment={text('environment')}
      quotaHired={field('quota_hired')}
      alert={alert}
      busy={busy}
      onSubmit={() => void submit()}
      onClose={onClose}
    />
  );
}
