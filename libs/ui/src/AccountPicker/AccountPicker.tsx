import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import Popover from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../a11y/visuallyHidden';
import { MaskedValue, useMaskedText } from '../MaskedValue/MaskedValue';
import type { Account } from '../model/account';
import { accountLabel } from './accountLabel';
import {
  ACCOUNT_DROPDOWN_MAX_HEIGHT,
  ACCOUNT_DROPDOWN_WIDTH,
  FAVORITES_MAX_HEIGHT,
  MAX_LISTED_ACCOUNTS,
} from './accountPickerLimits';
import { ACCOUNT_OPTION_ATTRIBUTE, AccountPickerRow } from './AccountPickerRow';
import { indexPickerAccounts, listAccounts } from './listAccounts';

const NO_PENDING: readonly string[] = [];
/** Keeps a long corporate name from crowding the top bar; the name is cut with an ellipsis (design choice). */
const BUTTON_MAX_WIDTH = 'min(100%, 480px)';

export interface AccountPickerProps {
  /** Every environment the user may work in. Indexed once per change, so typing a search only filters. */
  accounts: readonly Account[];
  /** The environment selected now, shown on the button as `code - cloud id - corporate name`. */
  currentAccount?: Account;
  /** The accounts are still loading: the button shows a spinner and cannot be opened. */
  loading?: boolean;
  /** The user chose an environment. The dropdown has closed already. */
  onSelect: (account: Account) => void;
  /**
   * The user clicked an entry's star: `nextIsFavorite` is the state asked for (save when true, delete when
   * false, portal spec §4). The container then reloads the list from the favorites call.
   */
  onToggleFavorite: (account: Account, nextIsFavorite: boolean) => void;
  /** cloud_ids whose favorite save or delete is under way: their stars are disabled and spin. */
  pendingFavoriteIds?: readonly string[];
}

/**
 * The top bar's environment picker (portal spec §2.7): a button naming the current account that opens a
 * dropdown of at most 10 accounts, favorites on top, each group in natural order (Filial 2 before Filial
 * 10), the current one always among them, with a search field when there are more than 10.
 * Keyboard: the search field is focused on open, ArrowDown/ArrowUp move through the entries, Enter
 * selects, Escape closes and returns focus to the button.
 */
export function AccountPicker({
  accounts,
  currentAccount,
  loading = false,
  onSelect,
  onToggleFavorite,
  pendingFavoriteIds = NO_PENDING,
}: AccountPickerProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'AccountPicker' });
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [query, setQuery] = useState('');
  const searchRef = useRef<HTMLInputElement>(null);
  const dialogId = useId();
  const favoritesHeadingId = useId();
  const accountsHeadingId = useId();
  const open = anchor !== null && !loading;

  const index = useMemo(() => indexPickerAccounts(accounts), [accounts]);
  const searchable = accounts.length > MAX_LISTED_ACCOUNTS; // spec §2.7, §5: search only above 10
  const currentId = currentAccount?.cloud_id;
  // The current account is always listed, even where the 10 would leave it out (listAccounts).
  const listing = useMemo(
    () => listAccounts(index, searchable ? query : '', MAX_LISTED_ACCOUNTS, currentId),
    [index, searchable, query, currentId],
  );
  const listed = listing.favorites.length + listing.others.length;
  const pending = useMemo(() => new Set(pendingFavoriteIds), [pendingFavoriteIds]);

  // The search field takes focus on open. The input's own autoFocus loses to the popover's focus trap, so
  // focus it as it mounts, and again on a reopen that catches the closing dropdown still mounted.
  const focusSearchOnMount = useCallback((input: HTMLInputElement | null) => {
    searchRef.current = input;
    input?.focus();
  }, []);
  useEffect(() => {
    if (open) searchRef.current?.focus();
  }, [open]);
  const close = useCallback(() => setAnchor(null), []);
  const select = useCallback(
    (account: Account) => {
      setAnchor(null);
      onSelect(account);
    },
    [onSelect],
  );

  const moveFocus = (event: KeyboardEvent<HTMLElement>) => {
    const options = Array.from(
      event.currentTarget.querySelectorAll<HTMLElement>(`[${ACCOUNT_OPTION_ATTRIBUTE}]`),
    );
    const active = event.currentTarget.ownerDocument.activeElement;
    const inSearch = active !== null && active === searchRef.current;
    if (event.key === 'Enter' && inSearch) {
      const first = listing.favorites[0] ?? listing.others[0];
      if (first) select(first);
      event.preventDefault();
      return;
    }
    const at = options.indexOf(active as HTMLElement);
    let target: HTMLElement | null | undefined;
    if (event.key === 'ArrowDown')
      target = inSearch ? options[0] : options[Math.min(at + 1, options.length - 1)];
    else if (event.key === 'ArrowUp' && at >= 0) target = at === 0 ? searchRef.current : options[at - 1];
    else if (event.key === 'Home' && !inSearch) target = options[0];
    else if (event.key === 'End' && !inSearch) target = options[options.length - 1];
    if (target) {
      event.preventDefault();
      target.focus();
    }
  };

  // The eye hides the cloud id (portal spec §2.7), in the tooltip as well.
  const maskedText = useMaskedText();
  const label = currentAccount
    ? accountLabel({ ...currentAccount, cloud_id: maskedText(currentAccount.cloud_id) })
    : t('chooseAccount');
  const row = (account: Account, autoFocus: boolean) => (
    <AccountPickerRow
      key={account.cloud_id}
      account={account}
      current={account.cloud_id === currentAccount?.cloud_id}
      pending={pending.has(account.cloud_id)}
      autoFocus={autoFocus}
      onSelect={select}
      onToggleFavorite={onToggleFavorite}
    />
  );
  // Without a search field, focus lands on the first entry instead.
  const focusFirstRow = !searchable;

  return (
    <>
      <Button
        color="inherit"
        disabled={loading}
        aria-busy={loading || undefined}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? dialogId : undefined}
        onClick={(event) => {
          setQuery('');
          setAnchor(event.currentTarget);
        }}
        startIcon={loading ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        endIcon={loading ? undefined : <ExpandMoreIcon />}
        sx={{ maxWidth: BUTTON_MAX_WIDTH, minWidth: 0, fontWeight: 500 }}
      >
        {loading ? (
          t('loading')
        ) : (
          <>
            {currentAccount && <Box component="span" sx={visuallyHidden}>{`${t('currentAccount')} `}</Box>}
            <Box
              component="span"
              title={label}
              sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
            >
              {currentAccount ? (
                <>
                  {currentAccount.t_code} - <MaskedValue>{currentAccount.cloud_id}</MaskedValue> -{' '}
                  {currentAccount.corporate_name}
                </>
              ) : (
                label
              )}
            </Box>
          </>
        )}
      </Button>
      <Popover
        open={open}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{
          paper: {
            id: dialogId,
            role: 'dialog',
            'aria-label': t('dialogLabel'),
            onKeyDown: moveFocus,
            sx: {
              width: ACCOUNT_DROPDOWN_WIDTH,
              maxWidth: 'calc(100vw - 16px)',
              maxHeight: ACCOUNT_DROPDOWN_MAX_HEIGHT,
              display: 'flex',
              flexDirection: 'column',
              overflow: 'hidden',
            },
          },
        }}
      >
        {searchable && (
          <Box sx={{ p: 1.5, pb: 1 }}>
            <TextField
              inputRef={focusSearchOnMount}
              fullWidth
              size="small"
              value={query}
              placeholder={t('searchPlaceholder')}
              onChange={(event) => setQuery(event.target.value)}
              slotProps={{
                htmlInput: { 'aria-label': t('searchLabel'), autoComplete: 'off', spellCheck: false },
              }}
            />
            <Typography role="status" variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
              {listed === 0
                ? t('noMatches')
                : listing.matched > listed
                  ? t('shownOfTotal', { shown: listed, total: listing.matched })
                  : ''}
            </Typography>
          </Box>
        )}
        {accounts.length === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
            {t('noAccounts')}
          </Typography>
        )}
        {listing.favorites.length > 0 && (
          <>
            <Typography
              id={favoritesHeadingId}
              component="h2"
              variant="overline"
              color="text.secondary"
              sx={{ px: 2, pt: searchable ? 0 : 1, lineHeight: 2 }}
            >
              {t('favorites')}
            </Typography>
            <List
              dense
              disablePadding
              aria-labelledby={favoritesHeadingId}
              sx={{ maxHeight: FAVORITES_MAX_HEIGHT, overflowY: 'auto', flexShrink: 0 }}
            >
              {listing.favorites.map((account, i) => row(account, focusFirstRow && i === 0))}
            </List>
          </>
        )}
        {listing.others.length > 0 && (
          <>
            {listing.favorites.length > 0 && (
              <Typography
                id={accountsHeadingId}
                component="h2"
                variant="overline"
                color="text.secondary"
                sx={{ px: 2, pt: 1, lineHeight: 2, borderTop: 1, borderColor: 'divider' }}
              >
                {t('accounts')}
              </Typography>
            )}
            <List
              dense
              disablePadding
              aria-labelledby={listing.favorites.length > 0 ? accountsHeadingId : undefined}
              aria-label={listing.favorites.length > 0 ? undefined : t('accounts')}
              sx={{ overflowY: 'auto', minHeight: 0 }}
            >
              {listing.others.map((account, i) =>
                row(account, focusFirstRow && listing.favorites.length === 0 && i === 0),
              )}
            </List>
          </>
        )}
      </Popover>
    </>
  );
}
