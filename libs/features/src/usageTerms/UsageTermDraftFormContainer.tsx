import type { UsageTermDraftBody, UsageTermDraftForm, UsageTermVersion } from '@nuvem/api-contract';
import { UsageTermDraftFormSchema } from '@nuvem/api-contract/forms';
import { usageTermAdminEndpoints } from '@nuvem/api-contract/paths';
import { UsageTermDraftDialog, type UsageTermItem } from '@nuvem/ui';
import { useSchemaForm } from '../forms/useSchemaForm';
import { useSession } from '../session/useSession';

export interface UsageTermDraftFormContainerProps {
  /** The draft to change; absent, a new one. */
  draft?: UsageTermItem;
  onClose: () => void;
  onSaved: (draft: UsageTermVersion) => void;
}

/** The customers typed ('T10007, T10014') as the codes the API takes. */
export const customerCodesOf = (typed: string) => [
  ...new Set(
    typed
      .split(',')
      .map((code) => code.trim())
      .filter((code) => code !== ''),
  ),
];

/** 'Nova versão' and 'Editar rascunho' on the API, checked against the form's schema before any request. */
export function UsageTermDraftFormContainer({ draft, onClose, onSaved }: UsageTermDraftFormContainerProps) {
  const session = useSession();
  const { submit, busy, alert, text } = useSchemaForm<UsageTermDraftForm, UsageTermVersion>({
    schema: UsageTermDraftFormSchema,
    defaultValues: {
      title: draft?.title ?? '',
      body: draft?.body ?? '',
      customers: draft?.customerCodes.join(', ') ?? '',
    },
    submit: (form, { idempotencyKey }) => {
      const body: UsageTermDraftBody = {
        title: form.title,
        body: form.body,
        customer_codes: customerCodesOf(form.customers),
      };
      return draft
        ? session.client.call<UsageTermVersion>(usageTermAdminEndpoints.update, {
            params: { versionId: draft.id },
            body,
            idempotencyKey,
          })
        : session.client.call<UsageTermVersion>(usageTermAdminEndpoints.create, { body, idempotencyKey });
    },
    onSubmitted: onSaved,
  });
  return (
    <UsageTermDraftDialog
      mode={draft ? 'edit' : 'create'}
      title={text('title')}
      body={text('body')}
      customers={text('customers')}
      alert={alert}
      busy={busy}
      onSubmit={() => void submit()}
      onClose={onClose}
    />
  );
}
