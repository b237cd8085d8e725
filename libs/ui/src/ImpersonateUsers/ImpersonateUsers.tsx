import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import SupervisorAccountOutlined from '@mui/icons-material/SupervisorAccountOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLatestCallback } from '../internal/useLatestCallback';
import { IMPERSONATION_SEARCH_DEBOUNCE_MS } from './impersonateUsersLimits';

/** A user staff may impersonate, as the search lists them. */
export interface ImpersonationCandidate {
  id: string;
  name: string;
  email: string;
  /** A short tag beside the name, e.g. the customer type ('Interno', 'Parceiro', 'Externo'). */
  tag?: string;
}

export interface ImpersonateUsersProps {
  /** Whom the portal is showing while impersonating: a clearly visible indicator with 'Encerrar'. */
  impersonating?: { name: string; email: string };
  /** Whether this user may start an impersonation (the picker button); the indicator shows regardless. */
  canImpersonate?: boolean;
  /** Called with the search text, 300 ms after typing stops, once it has `minQueryLength` characters. */
  onSearch?: (query: string) => void;
  /** The users matching the last search; undefined before one answered. */
  results?: readonly ImpersonationCandidate[];
  /** A search is under way. */
  searching?: boolean;
  /** The last search failed (translated text). */
  searchError?: string;
  /** Shortest text searched. */
  minQueryLength?: number;
  /** How long an impersonation lasts at most, in minutes (told before starting). */
  maxMinutes?: number;
  /** Staff picked a user: start impersonating them. */
  onImpersonate: (user: ImpersonationCandidate) => void;
  /** Starting (or ending) is under way: the buttons wait. */
  busy?: boolean;
  /** Starting failed (translated text). */
  startError?: string;
  /** Ends the impersonation ('Encerrar'). */
  onStopImpersonating: () => void;
}

/**
 * Impersonate users, for provider staff (portal spec §2.7): a button opening a dialog to find a user by name
 * or e-mail and see the portal as them (read-only, for a limited time), and while impersonating, a clearly
 * visible 'Você está vendo o portal como {name}' with 'Encerrar'.
 */
export function ImpersonateUsers({
  impersonating,
  canImpersonate = true,
  onSearch,
  results,
  searching = false,
  searchError,
  minQueryLength = 2,
  maxMinutes = 60,
  onImpersonate,
  busy = false,
  startError,
  onStopImpersonating,
}: ImpersonateUsersProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'ImpersonateUsers' });
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const titleId = useId();
  const descriptionId = useId();
  const dialogId = useId();
  const resultsId = useId();
  const search = useLatestCallback((text: string) => onSearch?.(text));
  const text = query.trim();
  const longEnough = text.length >= minQueryLength;

  useEffect(() => {
    if (!open || !longEnough) return;
    const timer = setTimeout(() => search(text), IMPERSONATION_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [open, text, longEnough, search]);

  const close = () => {
    setOpen(false);
    setQuery('');
  };

  const status = !longEnough
    ? t('typeMore', { min: minQueryLength })
    : searching
      ? t('searching')
      : results && results.length === 0
        ? t('noResults')
        : results
          ? t('resultCount', { count: results.length })
          : '';

  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minWidth: 0 }}>
      {impersonating ? (
        <Stack
          direction="row"
          spacing={1}
          sx={{
            alignItems: 'center',
            minWidth: 0,
            pl: 1.5,
            pr: 0.5,
            py: 0.25,
            borderRadius: 1,
            bgcolor: 'warning.light',
            color: 'common.black',
            border: 2,
            borderColor: 'warning.dark',
          }}
        >
          <SupervisorAccountOutlined fontSize="small" aria-hidden />
          <Typography
            variant="body2"
            noWrap
            title={t('viewingAs', { name: impersonating.name, email: impersonating.email })}
            sx={{ fontWeight: 600, maxWidth: { xs: 160, md: 320 } }}
          >
            {t('viewingAs', { name: impersonating.name })}
          </Typography>
          <Button
            size="small"
            variant="contained"
            color="inherit"
            aria-disabled={busy}
            onClick={() => {
              if (!busy) onStopImpersonating();
            }}
            sx={{ color: 'text.primary', bgcolor: 'background.paper', flexShrink: 0 }}
          >
            {t('stop')}
          </Button>
        </Stack>
      ) : null}
      {canImpersonate && !impersonating ? (
        <Tooltip title={t('button')}>
          <IconButton
            color="inherit"
            aria-label={t('button')}
            aria-haspopup="dialog"
            aria-expanded={open}
            aria-controls={open ? dialogId : undefined}
            onClick={() => setOpen(true)}
          >
            <PersonSearchOutlined />
          </IconButton>
        </Tooltip>
      ) : null}
      <Dialog
        open={open}
        onClose={close}
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        fullWidth
        maxWidth="xs"
        slotProps={{ paper: { id: dialogId } }}
      >
        <DialogTitle id={titleId}>{t('title')}</DialogTitle>
        <DialogContent>
          <DialogContentText id={descriptionId} sx={{ mb: 2 }}>
            {t('description', { minutes: maxMinutes })}
          </DialogContentText>
          <TextField
            autoFocus
            fullWidth
            type="search"
            autoComplete="off"
            label={t('search')}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            slotProps={{ htmlInput: { 'aria-controls': resultsId } }}
          />
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minHeight: 32, mt: 1 }}>
            {searching && longEnough ? <CircularProgress size={16} aria-hidden /> : null}
            <Typography role="status" variant="body2" sx={{ color: 'text.secondary' }}>
              {status}
            </Typography>
          </Stack>
          {searchError ? <Alert severity="error">{searchError}</Alert> : null}
          {startError ? (
            <Alert severity="error" sx={{ mt: 1 }}>
              {startError}
            </Alert>
          ) : null}
          <List id={resultsId} aria-label={t('results')} dense sx={{ maxHeight: 320, overflowY: 'auto' }}>
            {longEnough
              ? (results ?? []).map((user) => (
                  <li key={user.id}>
                    <ListItemButton
                      aria-disabled={busy}
                      onClick={() => {
                        if (!busy) onImpersonate(user);
                      }}
                    >
                      <ListItemText
                        primary={user.name}
                        secondary={user.email}
                        slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
                      />
                      {user.tag ? (
                        <Chip size="small" variant="outlined" label={user.tag} sx={{ ml: 1 }} />
                      ) : null}
                    </ListItemButton>
                  </li>
                ))
              : null}
          </List>
          {busy ? (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <CircularProgress size={16} aria-hidden />
              <Typography variant="body2">{t('starting')}</Typography>
            </Box>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('cancel')}</Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
