import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_LISTED_ACCOUNTS } from '../AccountPicker/accountPickerLimits';
import { indexAccounts } from '../AccountPicker/filterAccounts';
import { sortAccounts } from '../internal/accountOrder';
import type { Account } from '../model/account';
import { visuallyHidden } from '../a11y/visuallyHidden';
import { AccountCard } from './AccountCard';
import { CLIENT_SELECTION_LIMIT } from './clientSelectionLimits';
import { selectionResults } from './selectionResults';

export interface ClientSelectionScreenProps {
  /** The environments the user may work in; listed favorites first, then in natural order. */
  accounts: readonly Account[];
  /** The user's environments are still loading. */
  loading?: boolean;
  /** The user picked an environment. */
  onSelect: (account: Account) => void;
  /**
   * Where a user without environments can ask for help (for example the contact route); without it the
   * screen shows only the hint.
   */
  contactHref?: string;
  /** How many environments are listed at most before the user is asked to refine the search. */
  limit?: number;
}

/**
 * Shown in place of the content while no environment is selected (portal spec §2.3): the user's
 * environments as cards, with a search (the account picker's filter) when there are many.
 */
export function ClientSelectionScreen({
  accounts,
  loading = false,
  onSelect,
  contactHref,
  limit = CLIENT_SELECTION_LIMIT,
}: ClientSelectionScreenProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'ClientSelectionScreen' });
  const headingId = useId();
  const [query, setQuery] = useState('');
  // Favorites first, then natural order (Filial 2 before Filial 10), as in the account picker.
  const index = useMemo(() => indexAccounts(sortAccounts(accounts)), [accounts]);
  const results = useMemo(() => selectionResults(index, query, limit), [index, query, limit]);
  // Like the account picker, the search appears only when the list is too long to scan (portal spec §2.7).
  const searchable = accounts.length > MAX_LISTED_ACCOUNTS;

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ maxWidth: 1200, mx: 'auto', width: '100%' }}>
      <Typography id={headingId} variant="h5" component="h1" sx={{ fontWeight: 600 }}>
        {t('title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {t('description')}
      </Typography>

      {loading ? (
        <>
          <Box role="status" sx={visuallyHidden}>
            {t('loading')}
          </Box>
          <CardGrid aria-hidden>
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} component="li" variant="rounded" height={112} data-client-skeleton />
            ))}
          </CardGrid>
        </>
      ) : accounts.length === 0 ? (
        <NoAccounts contactHref={contactHref} />
      ) : (
        <>
          {searchable ? (
            <TextField
              type="search"
              label={t('searchLabel')}
              placeholder={t('searchPlaceholder')}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              helperText={t('searchHelp')}
              fullWidth
              sx={{ maxWidth: 480, mb: 2 }}
              slotProps={{
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchOutlined aria-hidden />
                    </InputAdornment>
                  ),
                },
              }}
            />
          ) : null}
          {/* Announces how many environments the search leaves, as the user types. */}
          <Typography role="status" variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {results.accounts.length === 0
              ? t('noMatch', { query: query.trim() })
              : t('resultCount', { count: results.accounts.length })}
          </Typography>
          {results.truncated ? (
            <Alert severity="info" sx={{ mb: 2 }}>
              {t('refine', { limit })}
            </Alert>
          ) : null}
          {results.accounts.length > 0 ? (
            <CardGrid aria-labelledby={headingId}>
              {results.accounts.map((account) => (
                <li key={account.cloud_id}>
                  <AccountCard account={account} onSelect={onSelect} />
                </li>
              ))}
            </CardGrid>
          ) : null}
        </>
      )}
    </Box>
  );
}

function CardGrid({
  children,
  ...aria
}: {
  children: ReactNode;
  'aria-hidden'?: boolean;
  'aria-labelledby'?: string;
}) {
  return (
    <Box
      component="ul"
      {...aria}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
      }}
    >
      {children}
    </Box>
  );
}

function NoAccounts({ contactHref }: { contactHref: string | undefined }) {
  const { t } = useTranslation('ui', { keyPrefix: 'ClientSelectionScreen' });
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: 1.5,
        py: 6,
        px: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
      }}
    >
      <CloudOffOutlined aria-hidden sx={{ fontSize: 48, color: 'text.secondary' }} />
      <Typography variant="h6" component="h2">
        {t('emptyTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 520 }}>
        {t('emptyHint')}
      </Typography>
      {contactHref ? (
        <Button variant="contained" href={contactHref} sx={{ mt: 1 }}>
          {t('contact')}
        </Button>
      ) : null}
    </Box>
  );
}
