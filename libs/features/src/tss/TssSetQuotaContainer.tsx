import type { TssAdminCompany, TssSetQuotaBody } from '@nuvem/api-contract';
import { TssSetQuotaBodySchema } from '@nuvem/api-contract/forms';
import { tssEndpoints } from '@nuvem/api-contract/paths';
import { TssSetQuotaDialog, type TssAdminCompanyItem } from '@nuvem/ui';
import { useSchemaForm } from '../forms/useSchemaForm';
import { useSession } from '../session/useSession';

/** 'Alterar cota' on the API: the hired quota of one company, audited by the API. */
export function TssSetQuotaContainer({
  company,
  onClose,
  onSaved,
}: {
  company: TssAdminCompanyItem;
  onClose: () => void;
  onSaved: (company: TssAdminCompany) => void;
}) {
  const session = useSession();
  const { submit, busy, alert, field } = useSchemaForm<TssSetQuotaBody, TssAdminCompany>({
    schema: TssSetQuotaBodySchema,
    defaultValues: { quota_hired: company.quotaHired },
    submit: (body, { idempotencyKey }) =>
      session.client.call<TssAdminCompany>(tssEndpoints.adminSetQuota, {
        params: { companyId: company.id },
        body,
        idempotencyKey,
      }),
    onSubmitted: onSaved,
  });
  return (
    <TssSetQuotaDialog
      company={company}
      quotaHired={field('quota_hired')}
      alert={alert}
      busy={busy}
      onSubmit={() => void submit()}
      onClose={onClose}
    />
  );
}
