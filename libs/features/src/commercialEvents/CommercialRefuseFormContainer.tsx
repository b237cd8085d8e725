import type { CommercialDecisionBody, CommercialEventRequest } from '@nuvem/api-contract';
import { CommercialDecisionBodySchema } from '@nuvem/api-contract/forms';
import { commercialEventAdminEndpoints } from '@nuvem/api-contract/paths';
import { CommercialRefuseDialog, type CommercialRequestItem } from '@nuvem/ui';
import { useSchemaForm } from '../forms/useSchemaForm';
import { useSession } from '../session/useSession';

export interface CommercialRefuseFormContainerProps {
  request: CommercialRequestItem;
  onClose: () => void;
  onRefused: (request: CommercialEventRequest) => void;
}

/** Refusing a request with its reason (400 commercial_reason_required lands on the field). */
export function CommercialRefuseFormContainer({
  request,
  onClose,
  onRefused,
}: CommercialRefuseFormContainerProps) {
  const session = useSession();
  const { submit, busy, alert, text } = useSchemaForm<CommercialDecisionBody, CommercialEventRequest>({
    schema: CommercialDecisionBodySchema,
    defaultValues: { decision: 'refuse', reason: '' },
    submit: (body, { idempotencyKey }) =>
      session.client.call<CommercialEventRequest>(commercialEventAdminEndpoints.decide, {
        params: { requestId: request.id },
        body,
        idempotencyKey,
      }),
    onSubmitted: onRefused,
  });
  return (
    <CommercialRefuseDialog
      name={request.proposal?.number ?? request.customer}
      reason={text('reason')}
      alert={alert}
      busy={busy}
      onSubmit={() => void submit()}
      onClose={onClose}
    />
  );
}
