import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** An action's and a domain's label (AuditActions.i18n.ts); the code itself for one not labelled yet. */
export function useAuditLabels() {
  const { t } = useTranslation('ui', { keyPrefix: 'AuditActions' });
  const actionLabel = useCallback((action: string) => t(`actions.${action}`, { defaultValue: action }), [t]);
  const domainLabel = useCallback((domain: string) => t(`domains.${domain}`, { defaultValue: domain }), [t]);
  return { actionLabel, domainLabel };
}
