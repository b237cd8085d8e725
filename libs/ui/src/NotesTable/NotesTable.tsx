import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import CloseIcon from '@mui/icons-material/Close';
import RefreshIcon from '@mui/icons-material/Refresh';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useId, useMemo, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../a11y/visuallyHidden';
import { formatDateTime } from '../format/formatDateTime';
import { MaskedValue } from '../MaskedValue/MaskedValue';
import { filterNotes, NOTES_FILTERS, type NotesFilter } from './noteSearch';
import { NOTES_SKELETON_ROWS } from './notesTableLimits';
import { RetryAlert } from '../internal/RetryAlert';

/** A customer note of the current environment, as the notes screen lists it (portal spec §2.1 `notes`). */
export interface EnvironmentNote {
  id: string;
  title: string;
  content: string;
  /** Checked (marked) notes are the ones the top bar's notes link counts (spec §2.7). */
  checked: boolean;
  author: string;
  /** ISO 8601 date-times. */
  createdAt: string;
  updatedAt: string;
}

/** What the table shows besides the notes: a skeleton while they load, or the failure. */
export type NotesTableState =
  | { status: 'loading' }
  | {
      status: 'error';
      /** Already translated (the API's error, spec §8), shown as is. */
      message: string;
    }
  | { status: 'ready' };

export interface NotesTableProps {
  /** The environment's notes, newest first (the API's order). */
  notes: readonly EnvironmentNote[];
  /** loading: skeleton rows; error: the message and 'Tentar novamente'; ready: the notes. */
  state: NotesTableState;
  /** Which notes show by their mark. Controlled (the portal keeps it in the URL). */
  filter: NotesFilter;
  onFilterChange: (filter: NotesFilter) => void;
  /** The search text (title, content, author). Controlled (the portal keeps it in the URL). */
  query: string;
  /** The user typed, or cleared the search ('Limpar busca', Escape, 'Limpar filtros'). */
  onQueryChange: (query: string) => void;
  /** 'Tentar novamente' after the notes failed to load. */
  onRetry?: () => void;
  /** Given: an 'Atualizar' button that asks the server again (the notes and the top bar's count). */
  onRefresh?: () => void;
  /** A refresh is on its way: a thin bar over the table, and 'Atualizar' waits. */
  refreshing?: boolean;
  /** The time zone of the dates (stories and tests pin it); the browser's by default. */
  timeZone?: string;
}

const NO_NOTES: readonly EnvironmentNote[] = [];

/**
 * The notes screen's list: a search and a checked/unchecked filter over a dense table of the environment's
 * notes (mark, title and content, id, author, created and updated dates in the user's language), with
 * the count of notes and of checked ones (the number the top bar's notes link shows, spec §2.7). Plain
 * states for loading (skeleton rows), failure (the translated error and a retry), no notes at all, and no
 * note matching the search.
 */
export function NotesTable({
  notes,
  state,
  filter,
  onFilterChange,
  query,
  onQueryChange,
  onRetry,
  onRefresh,
  refreshing = false,
  timeZone,
}: NotesTableProps) {
  const { t, i18n } = useTranslation('ui', { keyPrefix: 'NotesTable' });
  const searchRef = useRef<HTMLInputElement>(null);
  const tableLabelId = useId();
  const deferredQuery = useDeferredValue(query);
  const ready = state.status === 'ready';
  const all = ready ? notes : NO_NOTES;
  const shown = useMemo(() => filterNotes(all, filter, deferredQuery), [all, filter, deferredQuery]);
  const checkedCount = useMemo(() => all.filter((note) => note.checked).length, [all]);
  const filtered = filter !== 'all' || deferredQuery.trim() !== '';
  const date = (iso: string) => formatDateTime(iso, i18n.language, timeZone);

  const clearSearch = () => {
    onQueryChange('');
    searchRef.current?.focus();
  };
  const clearFilters = () => {
    onQueryChange('');
    onFilterChange('all');
    searchRef.current?.focus();
  };
  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && query !== '') {
      event.preventDefault();
      onQueryChange('');
    }
  };
  const filterLabels: Record<NotesFilter, string> = {
    all: t('filterAll'),
    checked: t('filterChecked'),
    unchecked: t('filterUnchecked'),
  };

  return (
    <Box>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 1.5 }}>
        <TextField
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
          onKeyDown={onSearchKeyDown}
          label={t('searchLabel')}
          placeholder={t('searchPlaceholder')}
          inputRef={searchRef}
          size="small"
          sx={{
            flex: '1 1 260px',
            maxWidth: 420,
            '& input::-webkit-search-cancel-button': { WebkitAppearance: 'none', display: 'none' },
          }}
          slotProps={{
            htmlInput: { type: 'search', autoComplete: 'off', spellCheck: false, enterKeyHint: 'search' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
              endAdornment:
                query !== '' ? (
                  <InputAdornment position="end">
                    <IconButton size="small" edge="end" aria-label={t('clearSearch')} onClick={clearSearch}>
                      <CloseIcon fontSize="small" />
                    </IconButton>
                  </InputAdornment>
                ) : undefined,
            },
          }}
        />
        <ToggleButtonGroup
          exclusive
          size="small"
          value={filter}
          aria-label={t('filterLabel')}
          // Clicking the filter already on answers null: it stays on.
          onChange={(_, next: NotesFilter | null) => next && onFilterChange(next)}
        >
          {NOTES_FILTERS.map((value) => (
            <ToggleButton
              key={value}
              value={value}
              sx={{
                px: 1.5,
                textTransform: 'none',
                color: 'text.primary',
                bgcolor: 'background.paper',
                '&.Mui-selected': { fontWeight: 600 },
              }}
            >
              {filterLabels[value]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {onRefresh ? (
          <Button
            size="small"
            startIcon={<RefreshIcon />}
            onClick={onRefresh}
            disabled={refreshing || state.status === 'loading'}
            sx={{ ml: { sm: 'auto' } }}
          >
            {t('refresh')}
          </Button>
        ) : null}
      </Stack>

      {ready && notes.length > 0 ? (
        <Typography variant="body2" role="status" sx={{ color: 'text.secondary', mb: 1 }}>
          {t('total', { count: notes.length })} · {t('checkedCount', { count: checkedCount })}
          {filtered ? ` · ${t('showing', { shown: shown.length, total: notes.length })}` : null}
        </Typography>
      ) : null}

      {state.status === 'error' ? (
        <RetryAlert title={t('errorTitle')} onRetry={onRetry}>
          {state.message}
        </RetryAlert>
      ) : ready && notes.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
          <Typography sx={{ color: 'text.secondary' }}>{t('empty')}</Typography>
        </Paper>
      ) : (
        <Paper variant="outlined" sx={{ position: 'relative', overflow: 'hidden' }}>
          {refreshing && ready ? (
            <LinearProgress
              aria-label={t('loading')}
              sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 1 }}
            />
          ) : null}
          <TableContainer
            // Reachable by keyboard when the table is wider than the screen (a phone).
            tabIndex={0}
            role="region"
            aria-labelledby={tableLabelId}
            aria-busy={state.status === 'loading'}
          >
            <Table size="small" sx={{ minWidth: 880 }}>
              <Box component="caption" id={tableLabelId} sx={visuallyHidden}>
                {t('tableLabel')}
              </Box>
              <TableHead>
                <TableRow>
                  <TableCell sx={{ width: 96 }}>{t('columnChecked')}</TableCell>
                  <TableCell>{t('columnNote')}</TableCell>
                  <TableCell sx={{ width: 180 }}>{t('columnAuthor')}</TableCell>
                  <TableCell sx={{ width: 150, whiteSpace: 'nowrap' }}>{t('columnCreated')}</TableCell>
                  <TableCell sx={{ width: 150, whiteSpace: 'nowrap' }}>{t('columnUpdated')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {state.status === 'loading' ? (
                  <SkeletonRows label={t('loading')} />
                ) : shown.length === 0 ? (
                  <TableRow>
                    <TableCell colSpan={5} sx={{ py: 3, textAlign: 'center' }}>
                      <Typography sx={{ color: 'text.secondary', mb: 1 }}>{t('noMatch')}</Typography>
                      <Button size="small" onClick={clearFilters}>
                        {t('clearFilters')}
                      </Button>
                    </TableCell>
                  </TableRow>
                ) : (
                  shown.map((note) => (
                    <TableRow key={note.id} hover sx={{ verticalAlign: 'top' }}>
                      <TableCell>
                        {note.checked ? (
                          <CheckCircleOutlineIcon fontSize="small" color="primary" aria-hidden />
                        ) : (
                          <Box component="span" aria-hidden sx={{ color: 'text.secondary' }}>
                            —
                          </Box>
                        )}
                        <Box component="span" sx={visuallyHidden}>
                          {note.checked ? t('checked') : t('unchecked')}
                        </Box>
                      </TableCell>
                      <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
                        <Typography variant="body2" sx={{ fontWeight: 600 }}>
                          {note.title}
                        </Typography>
                        <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
                          {note.content}
                        </Typography>
                        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                          {t('noteId')}{' '}
                          <Box component="span" sx={{ fontFamily: 'monospace' }}>
                            <MaskedValue>{note.id}</MaskedValue>
                          </Box>
                        </Typography>
                      </TableCell>
                      <TableCell sx={{ overflowWrap: 'anywhere' }}>{note.author}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        <time dateTime={note.createdAt}>{date(note.createdAt)}</time>
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        <time dateTime={note.updatedAt}>{date(note.updatedAt)}</time>
                      </TableCell>
                    </TableRow>
                  ))
                )}
              </TableBody>
            </Table>
          </TableContainer>
        </Paper>
      )}
    </Box>
  );
}

function SkeletonRows({ label }: { label: string }) {
  return (
    <>
      {Array.from({ length: NOTES_SKELETON_ROWS }, (_, row) => (
        <TableRow key={row} data-notes-skeleton-row="">
          <TableCell>
            <Skeleton variant="circular" width={20} height={20} />
            {row === 0 ? (
              <Box component="span" role="status" sx={visuallyHidden}>
                {label}
              </Box>
            ) : null}
          </TableCell>
          <TableCell>
            <Skeleton width="40%" />
            <Skeleton width="85%" />
          </TableCell>
          <TableCell>
            <Skeleton width="70%" />
          </TableCell>
          <TableCell>
            <Skeleton width="80%" />
          </TableCell>
          <TableCell>
            <Skeleton width="80%" />
          </TableCell>
        </TableRow>
      ))}
    </>
  );
}
