import CheckIcon from '@mui/icons-material/Check';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { MaskedValue } from '../MaskedValue/MaskedValue';
import type { Account } from '../model/account';

/** Marks an entry's select button, so arrow keys can move between entries. */
export const ACCOUNT_OPTION_ATTRIBUTE = 'data-account-option';

export interface AccountPickerRowProps {
  account: Account;
  /** The environment the user works in now: marked with a check and aria-current. */
  current: boolean;
  /** A favorite save or delete is under way: the star is disabled and spins. */
  pending: boolean;
  /** Focus this entry when it mounts (used when there is no search field to focus). */
  autoFocus?: boolean;
  onSelect: (account: Account) => void;
  onToggleFavorite: (account: Account, nextIsFavorite: boolean) => void;
}

/**
 * One account of the dropdown: a button that selects it, and beside it (not inside it, so a star click
 * never selects) a favorite toggle. Memoised: typing in the search re-renders only entries that change.
 */
export const AccountPickerRow = memo(function AccountPickerRow({
  account,
  current,
  pending,
  autoFocus = false,
  onSelect,
  onToggleFavorite,
}: AccountPickerRowProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'AccountPicker' });
  const favorite = Boolean(account.isFavorite);
  const star = (
    <IconButton
      edge="end"
      size="small"
      aria-label={t('favorite', { name: account.corporate_name })}
      aria-pressed={favorite}
      aria-busy={pending || undefined}
      disabled={pending}
      onClick={() => onToggleFavorite(account, !favorite)}
      sx={{ color: favorite ? 'primary.main' : 'text.secondary' }}
    >
      {pending ? (
        <CircularProgress size={18} color="inherit" aria-hidden />
      ) : favorite ? (
        <StarIcon fontSize="small" />
      ) : (
        <StarBorderIcon fontSize="small" />
      )}
    </IconButton>
  );
  return (
    <ListItem disablePadding secondaryAction={star}>
      <ListItemButton
        {...{ [ACCOUNT_OPTION_ATTRIBUTE]: '' }}
        autoFocus={autoFocus}
        selected={current}
        aria-current={current || undefined}
        onClick={() => onSelect(account)}
        sx={{ py: 0.5 }}
      >
        <ListItemIcon sx={{ minWidth: 32, color: 'primary.main' }}>
          {current ? <CheckIcon fontSize="small" /> : null}
        </ListItemIcon>
        <ListItemText
          primary={account.corporate_name}
          secondary={
            <>
              {account.t_code} - <MaskedValue>{account.cloud_id}</MaskedValue>
            </>
          }
          slotProps={{
            // Long names are cut with an ellipsis; the native tooltip shows them whole.
            primary: {
              noWrap: true,
              title: account.corporate_name,
              variant: 'body2',
              sx: { fontWeight: 500 },
            },
            secondary: { noWrap: true, component: 'span', variant: 'caption', sx: { display: 'block' } },
          }}
        />
      </ListItemButton>
    </ListItem>
  );
});
