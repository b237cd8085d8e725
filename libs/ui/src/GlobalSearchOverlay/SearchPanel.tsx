import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useCallback, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchResult } from '../model/searchResult';
import { SEARCH_MIN_LENGTH } from './globalSearchLimits';
import { SearchResultList, type SearchResultListHandle } from './SearchResultList';
import { needsMoreCharacters, searchableQuery } from './searchQuery';
import { SEARCH_ARIA_KEYSHORTCUTS } from './searchShortcutKeys';
import { useDebouncedSearch } from './useDebouncedSearch';
import { visuallyHidden } from '../a11y/visuallyHidden';

export interface SearchPanelProps {
  titleId: string;
  fieldRef: RefObject<HTMLInputElement | null>;
  defaultQuery: string;
  onSearch: (query: string) => void;
  results: readonly SearchResult[] | undefined;
  /** The server's count of matches, when it may exceed the results returned. */
  total?: number;
  loading: boolean;
  error: string | undefined;
  onSelectCloud: (cloudId: string) => void;
  onClose: () => void;
}

const kbdSx = {
  px: 0.75,
  py: 0.125,
  border: 1,
  borderColor: 'divider',
  borderRadius: 0.5,
  fontFamily: 'inherit',
  fontSize: '0.75rem',
} as const;

/**
 * The overlay's content, mounted while it is open: a fresh field on each opening. It reports the query
 * only once typing has paused for SEARCH_DEBOUNCE_MS and the text is long enough (spec §2.9, §5).
 */
export function SearchPanel({
  titleId,
  fieldRef,
  defaultQuery,
  onSearch,
  results,
  total,
  loading,
  error,
  onSelectCloud,
  onClose,
}: SearchPanelProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'GlobalSearchOverlay' });
  const descriptionId = useId();
  const listRef = useRef<SearchResultListHandle>(null);
  // Stable, so that typing (which re-renders this panel) leaves the memoised list alone.
  const focusField = useCallback(() => fieldRef.current?.focus(), [fieldRef]);
  const [query, setQuery] = useState(defaultQuery);
  useDebouncedSearch(query, defaultQuery, onSearch);

  const searchable = searchableQuery(query) !== null;
  const showList = searchable && !error && results !== undefined && results.length > 0;
  const description =
    query.trim() === ''
      ? t('intro')
      : needsMoreCharacters(query)
        ? t('hint', { min: SEARCH_MIN_LENGTH })
        : '';

  let status = '';
  if (searchable && !error) {
    if (loading) status = t('loading');
    else if (results)
      status = results.length > 0 ? t('count', { total: Math.max(total ?? 0, results.length) }) : t('empty');
  }

  const handleFieldKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && showList) {
      event.preventDefault();
      listRef.current?.focusFirst();
    }
  };

  return (
    <>
      <Typography id={titleId} component="h2" sx={visuallyHidden}>
        {t('title')}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2.5, py: 1.5 }}>
        <SearchIcon aria-hidden sx={{ color: 'text.secondary' }} />
        <InputBase
          autoFocus
          fullWidth
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={handleFieldKeyDown}
          placeholder={t('placeholder')}
          inputRef={fieldRef}
          inputProps={{
            type: 'search',
            'aria-label': t('title'),
            'aria-describedby': description ? descriptionId : undefined,
            'aria-keyshortcuts': SEARCH_ARIA_KEYSHORTCUTS,
            autoComplete: 'off',
            spellCheck: false,
            enterKeyHint: 'search',
          }}
          sx={{
            fontSize: '1.125rem',
            // The dialog has its own close button; the browser's clear cross would be a second, unlabelled one.
            '& input::-webkit-search-cancel-button': { WebkitAppearance: 'none', display: 'none' },
          }}
        />
        <IconButton aria-label={t('close')} onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      {loading && searchable && <LinearProgress aria-label={t('loading')} />}
      {description && (
        <Typography id={descriptionId} variant="body2" sx={{ color: 'text.secondary', px: 2.5, py: 1.5 }}>
          {description}
        </Typography>
      )}
      <Typography
        role="status"
        variant="body2"
        sx={{ color: 'text.secondary', px: 2.5, py: status ? 1.5 : 0 }}
      >
        {status}
      </Typography>
      {searchable && error && (
        <Alert severity="error" sx={{ mx: 2.5, my: 1.5 }}>
          <AlertTitle>{t('errorTitle')}</AlertTitle>
          {error}
        </Alert>
      )}
      {showList && (
        <SearchResultList
          ref={listRef}
          results={results}
          onSelectCloud={onSelectCloud}
          onExitTop={focusField}
        />
      )}
      <Divider />
      <Box
        component="p"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          m: 0,
          px: 2.5,
          py: 1,
          color: 'text.secondary',
          typography: 'caption',
        }}
      >
        <span>
          <Box component="kbd" sx={kbdSx}>
            ↑
          </Box>{' '}
          <Box component="kbd" sx={kbdSx}>
            ↓
          </Box>{' '}
          {t('keys.navigate')}
        </span>
        <span>
          <Box component="kbd" sx={kbdSx}>
            Enter
          </Box>{' '}
          {t('keys.select')}
        </span>
        <span>
          <Box component="kbd" sx={kbdSx}>
            Esc
          </Box>{' '}
          {t('keys.close')}
        </span>
      </Box>
    </>
  );
}
