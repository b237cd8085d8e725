import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MaskedValue, useMaskedText } from '../MaskedValue/MaskedValue';
import type { SearchResult } from '../model/searchResult';
import { hasValues, joinValues } from './searchResultText';

/** Marks the control that keyboard navigation focuses in a row: its first cloud_id button. */
export const ROW_ACTION_ATTRIBUTE = 'data-result-action';

export interface SearchResultRowProps {
  result: SearchResult;
  /** Whether the row's buttons are in the tab order (roving focus: only the active row's are). */
  tabbable: boolean;
  /** Called with the cloud_id the user picked. */
  onSelectCloud: (cloudId: string) => void;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Typography component="span" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {label}:
      </Box>{' '}
      {children}
    </Typography>
  );
}

/** One hit of the global search: instance name, then topology, cloud ids, t_code, domain and public IP. */
export function SearchResultRow({ result, tabbable, onSelectCloud }: SearchResultRowProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'GlobalSearchOverlay' });
  const cloudIds = result.cloud_id.map((id) => id.trim()).filter((id) => id !== '');
  // The eye hides cloud ids and public IPs (portal spec §2.7), in the buttons' names as well.
  const maskedText = useMaskedText();
  return (
    <>
      <Typography component="p" variant="subtitle2" sx={{ overflowWrap: 'anywhere' }}>
        <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
          {t('field.instance')}:
        </Box>{' '}
        {joinValues(result.instance_name) || '—'}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.25, alignItems: 'baseline' }}>
        <Field label={t('field.cloud')}>
          {cloudIds.length === 0
            ? '—'
            : cloudIds.map((cloudId, i) => (
                <Box component="span" key={`${cloudId}-${i}`}>
                  {i > 0 && ', '}
                  <Link
                    component="button"
                    type="button"
                    variant="body2"
                    underline="always"
                    tabIndex={tabbable ? 0 : -1}
                    aria-label={t('selectCloud', { cloudId: maskedText(cloudId) })}
                    {...(i === 0 ? { [ROW_ACTION_ATTRIBUTE]: '' } : {})}
                    onClick={() => onSelectCloud(cloudId)}
                    sx={{ fontWeight: 500, verticalAlign: 'baseline' }}
                  >
                    <MaskedValue>{cloudId}</MaskedValue>
                  </Link>
                </Box>
              ))}
        </Field>
        <Field label={t('field.topology')}>{joinValues(result.topology_id) || '—'}</Field>
        <Field label={t('field.tCode')}>{joinValues(result.t_code) || '—'}</Field>
        {hasValues(result.domain) && <Field label={t('field.domain')}>{joinValues(result.domain)}</Field>}
        {hasValues(result.public_ip) && (
          <Field label={t('field.publicIp')}>
            <MaskedValue>{joinValues(result.public_ip)}</MaskedValue>
          </Field>
        )}
      </Box>
    </>
  );
}
