import type { ApiTokenBody, ApiTokenCreated } from '@nuvem/api-contract';
import { ApiTokenBodySchema } from '@nuvem/api-contract/forms';
import { apiTokenExpiryPresets, developerEndpoints } from '@nuvem/api-contract/paths';
import { ApiTokenCreateDialog, type ApiTokenExpiryChoice } from '@nuvem/ui';
import { useMemo, useState } from 'react';
import { useSchemaForm } from '../forms/useSchemaForm';
import { useSession } from '../session/useSession';
import { expiryDateBounds, expiryInDays, expiryOnDate } from './apiTokenExpiry';
import { useApiTokenScopeOptions } from './useDevProjects';

export interface ApiTokenCreateContainerProps {
  projectId: string;
  onClose: () => void;
  /** The API created it (the list is to be fetched again). */
  onCreated: () => void;
  /** Writes the token to the clipboard; the browser's by default (tests pass their own). */
  copyText?: (text: string) => Promise<void>;
}

const browserCopy = (text: string) => navigator.clipboard.writeText(text);
const DEFAULT_DAYS = 30;

/**
 * 'Novo token' on the API: name, permissions (api-contract's scope table) and expiry held to the route's
 * schema; then the token, shown once. It lives only in this component's state: closing the dialog forgets it.
 */
export function ApiTokenCreateContainer({
  projectId,
  onClose,
  onCreated,
  copyText = browserCopy,
}: ApiTokenCreateContainerProps) {
  const session = useSession();
  const scopeOptions = useApiTokenScopeOptions();
  const bounds = useMemo(() => expiryDateBounds(), []);
  const [expiry, setExpiry] = useState<ApiTokenExpiryChoice>(`${DEFAULT_DAYS}`);
  const [customDate, setCustomDate] = useState('');
  const [created, setCreated] = useState<{ name: string; secret: string }>();
  const { submit, busy, alert, text, field } = useSchemaForm<ApiTokenBody, ApiTokenCreated>({
    schema: ApiTokenBodySchema,
    defaultValues: { name: '', scopes: [], expires_at: expiryInDays(DEFAULT_DAYS) },
    submit: (body, { idempotencyKey }) =>
      session.client.call<ApiTokenCreated>(developerEndpoints.createToken, {
        params: { projectId },
        body,
        idempotencyKey,
      }),
    onSubmitted: (answer) => {
      onCreated();
      // A retry answered without the token (it is told once): nothing to show, the list has it.
      if (answer.secret) setCreated({ name: answer.token.name, secret: answer.secret });
      else onClose();
    },
  });
  const scopes = field('scopes');
  const expiresAt = field('expires_at');
  return (
    <ApiTokenCreateDialog
      open
      name={text('name')}
      scopeOptions={scopeOptions}
      selectedScopes={scopes.value ?? []}
      onScopesChange={(next) => scopes.onChange(next as ApiTokenBody['scopes'])}
      scopesError={scopes.error}
      expiryPresets={apiTokenExpiryPresets}
      expiry={expiry}
      onExpiryChange={(choice) => {
        setExpiry(choice);
        expiresAt.onChange(choice === 'custom' ? expiryOnDate(customDate) : expiryInDays(Number(choice)));
      }}
      customDate={customDate}
      onCustomDateChange={(date) => {
        setCustomDate(date);
        expiresAt.onChange(expiryOnDate(date));
      }}
      minDate={bounds.min}
      maxDate={bounds.max}
      expiryError={expiresAt.error}
      alert={alert}
      busy={busy}
      onSubmit={() => void submit()}
      created={created}
      onCopy={copyText}
      onClose={() => {
        setCreated(undefined);
        onClose();
      }}
    />
  );
}
