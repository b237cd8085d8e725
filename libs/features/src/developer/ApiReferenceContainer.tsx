import { ApiReference } from '@nuvem/ui';
import { useApiReference } from './useApiReference';

export interface ApiReferenceContainerProps {
  /** The search, kept by the route in the address. */
  query: string;
  onQueryChange: (query: string) => void;
  /** Where API tokens are created (/develop/projects). */
  tokenHref: string;
  /** Where the API answers; the page's origin by default (the portal passes /api on to the API). */
  baseUrl?: string;
  /** Writes a code example to the clipboard; the browser's by default (tests pass their own). */
  copyText?: (text: string) => Promise<void>;
}

const browserCopy = (text: string) => navigator.clipboard.writeText(text);

/** Documentação da API (/develop/docs): the API's own OpenAPI document as a searchable reference. */
export function ApiReferenceContainer({
  query,
  onQueryChange,
  tokenHref,
  baseUrl = window.location.origin,
  copyText = browserCopy,
}: ApiReferenceContainerProps) {
  const { state, retry } = useApiReference();
  return (
    <ApiReference
      state={state}
      onRetry={retry}
      query={query}
      onQueryChange={onQueryChange}
      baseUrl={baseUrl}
      tokenHref={tokenHref}
      onCopy={(code) => void copyText(code)}
    />
  );
}
