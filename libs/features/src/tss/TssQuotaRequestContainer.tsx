import type { TssQuotaOrder, TssQuotaRequestForm } from '@nuvem/api-contract';
import { TssQuotaRequestFormSchema } from '@nuvem/api-contract/forms';
import { TSS_QUOTA_PACKAGE, tssEndpoints } from '@nuvem/api-contract/paths';
import { TssQuotaRequestDialog, type TssCompanyItem } from '@nuvem/ui';
import { useSchemaForm } from '../forms/useSchemaForm';
import { useSession } from '../session/useSession';

export interface TssQuotaRequestContainerProps {
  tCode: string;
  company: TssCompanyItem;
  onClose: () => void;
  onOrdered: (order: TssQuotaOrder) => void;
}

/** 'Pedir mais cota' on the API: packages checked by the route's schema, one Idempotency-Key per order. */
export function TssQuotaRequestContainer({
  tCode,
  company,
  onClose,
  onOrdered,
}: TssQuotaRequestContainerProps) {
  const session = useSession();
  const { submit, busy, alert, field } = useSchemaForm<TssQuotaRequestForm, TssQuotaOrder>({
    schema: TssQuotaRequestFormSchema,
    defaultValues: { company_id: company.id, packages: 1 },
    submit: (body, { idempotencyKey }) =>
      session.client.call<TssQuotaOrder>(tssEndpoints.requestQuota, {
        params: { tCode },
        body,
        idempotencyKey,
      }),
    onSubmitted: onOrdered,
  });
  return (
    <TssQuotaRequestDialog
      company={company}
      packages={field('packages')}
      packageDocuments={TSS_QUOTA_PACKAGE.documents}
      packagePriceCents={TSS_QUOTA_PACKAGE.priceCents}
      alert={alert}
      busy={busy}
      onSubmit={() => void submit()}
      onClose={onClose}
    />
  );
}
