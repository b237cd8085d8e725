import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useKeyShortcut } from '../internal/useKeyShortcut';
import { useLatestCallback } from '../internal/useLatestCallback';
import type { Insight, InsightsLoadState } from '../model/insight';
import { DEFAULT_STICKY_TOP_PX } from './insightsBrowserLimits';
import { InsightsList, type InsightsListHandle } from './InsightsList';
import { isSearchFieldShortcut, SEARCH_FIELD_KEYSHORTCUT } from './searchFieldShortcut';

export interface InsightsBrowserProps {
  /** The dashboards (kind 'dashboard') the user may open, in server order (category, name). */
  dashboards: readonly Insight[];
  /** loading: placeholder cards; error: the message and 'Tentar novamente'; ready: the list. */
  dashboardsState: InsightsLoadState;
  /** 'Tentar novamente' after the dashboards failed to load. */
  onRetryDashboards?: () => void;
  /**
   * The 'Data Analytics' group of BI reports and BI dashboards, with its own loading and error states.
   * Absent: no 'Data Analytics' group at all (the user lacks show_powerbi_insights, spec §2.5).
   */
  dataAnalytics?: { items: readonly Insight[]; state: InsightsLoadState; onRetry?: () => void };
  /**
   * Ids of the user's favorites (already optimistic); may hold dashboards and BI items. A favorite
   * shows in 'Favoritos' and in its group, starred in both. Keep the same Set while nothing changes.
   */
  favoriteIds: ReadonlySet<string>;
  /** Recently opened ids, most recent first: 'Recentes' shows the first 6 still known (no search only). */
  recentIds?: readonly string[];
  /** The search text. Controlled (the URL holds it): the field shows it, `onQueryChange` asks to change it. */
  query: string;
  /** The user typed, cleared the field ('Limpar busca', Escape) or asked to clear a search without matches. */
  onQueryChange: (query: string) => void;
  /** A star was clicked: `next` is the state asked for (true = favorite, spec §4). */
  onToggleFavorite: (insight: Insight, next: boolean) => void;
  /** A card was opened (click or Enter on its name): show it embedded (spec §2.5). */
  onOpen: (insight: Insight) => void;
  /**
   * Given: every kind 'dashboard' card has a shield button opening its 'Listagem das permissões'
   * (show_insights_dashboard_permission, spec §2.5). BI items never have one.
   */
  onShowPermissions?: (insight: Insight) => void;
  /** Given: a 'Novo relatório' button beside the title (members who may create BI reports). */
  onCreateReport?: () => void;
  /**
   * Height in px of what sticks over the top of the window (the shell's sticky top bar): a card reached
   * with the arrow keys is scrolled clear of it. 72 by default.
   */
  stickyTop?: number;
}

const NO_ITEMS: readonly Insight[] = [];

/**
 * The Insights screen's list view (portal spec §2.5): 'Qual Dashboard deseja acessar?', a search by name
 * ('/' focuses it), then 'Recentes', 'Favoritos', the dashboards grouped by category in collapsible groups,
 * and the 'Data Analytics' group. The list is virtualised over the window (the page scrolls, not a box),
 * so it stays fluid with thousands of dashboards; the search filters through `useDeferredValue`, so the
 * field never waits for the list. Callbacks may change identity freely: the list only sees stable ones.
 */
export function InsightsBrowser({
  dashboards,
  dashboardsState,
  onRetryDashboards,
  dataAnalytics,
  favoriteIds,
  recentIds,
  query,
  onQueryChange,
  onToggleFavorite,
  onOpen,
  onShowPermissions,
  onCreateReport,
  stickyTop = DEFAULT_STICKY_TOP_PX,
}: InsightsBrowserProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'InsightsBrowser' });
  const fieldRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<InsightsListHandle>(null);
  const deferredQuery = useDeferredValue(query);

  // Stable stand-ins for the callbacks, so the memoised list and cards ignore a parent's inline functions.
  const toggleFavorite = useLatestCallback(onToggleFavorite);
  const open = useLatestCallback(onOpen);
  const showPermissions = useLatestCallback((insight: Insight) => onShowPermissions?.(insight));
  const retryDashboards = useLatestCallback(() => onRetryDashboards?.());
  const retryDataAnalytics = useLatestCallback(() => dataAnalytics?.onRetry?.());
  const clearQuery = useLatestCallback(() => {
    onQueryChange('');
    fieldRef.current?.focus();
  });

  useKeyShortcut(
    isSearchFieldShortcut,
    () => {
      fieldRef.current?.focus();
      fieldRef.current?.select();
    },
    { ignoreInModals: true },
  );

  const handleFieldKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && query !== '') {
      event.preventDefault();
      onQueryChange('');
    } else if (event.key === 'ArrowDown' && !event.altKey) {
      if (listRef.current?.focusFirstCard()) event.preventDefault();
    }
  };

  const dataAnalyticsState = dataAnalytics?.state;
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, mb: 2 }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 600, flex: 1 }}>
          {t('title')}
        </Typography>
        {onCreateReport && (
          <Button variant="outlined" startIcon={<AddIcon />} onClick={onCreateReport} sx={{ flexShrink: 0 }}>
            {t('newReport')}
          </Button>
        )}
      </Box>
      <TextField
        value={query}
        onChange={(event) => onQueryChange(event.target.value)}
        onKeyDown={handleFieldKeyDown}
        placeholder={t('searchPlaceholder')}
        inputRef={fieldRef}
        size="small"
        fullWidth
        sx={{
          maxWidth: 560,
          mb: 1,
          '& input::-webkit-search-cancel-button': { WebkitAppearance: 'none', display: 'none' },
        }}
        slotProps={{
          htmlInput: {
            type: 'search',
            'aria-label': t('searchPlaceholder'),
            'aria-keyshortcuts': SEARCH_FIELD_KEYSHORTCUT,
            autoComplete: 'off',
            spellCheck: false,
            enterKeyHint: 'search',
          },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
            endAdornment:
              query !== '' ? (
                <InputAdornment position="end">
                  <IconButton size="small" edge="end" aria-label={t('clearSearch')} onClick={clearQuery}>
                    <CloseIcon fontSize="small" />
                  </IconButton>
                </InputAdornment>
              ) : (
                <InputAdornment position="end" aria-hidden>
                  <Box
                    component="kbd"
                    sx={{
                      px: 0.75,
                      border: 1,
                      borderColor: 'divider',
                      borderRadius: 0.5,
                      fontFamily: 'inherit',
                      typography: 'caption',
                      color: 'text.secondary',
                    }}
                  >
                    /
                  </Box>
                </InputAdornment>
              ),
          },
        }}
      />
      <InsightsList
        ref={listRef}
        query={deferredQuery}
        dashboards={dashboards}
        dashboardsStatus={dashboardsState.status}
        dashboardsMessage={dashboardsState.status === 'error' ? dashboardsState.message : ''}
        onRetryDashboards={onRetryDashboards ? retryDashboards : undefined}
        hasDataAnalytics={dataAnalytics !== undefined}
        dataAnalyticsItems={dataAnalytics?.items ?? NO_ITEMS}
        dataAnalyticsStatus={dataAnalyticsState?.status ?? 'ready'}
        dataAnalyticsMessage={dataAnalyticsState?.status === 'error' ? dataAnalyticsState.message : ''}
        onRetryDataAnalytics={dataAnalytics?.onRetry ? retryDataAnalytics : undefined}
        favoriteIds={favoriteIds}
        recentIds={recentIds ?? NO_IDS}
        onToggleFavorite={toggleFavorite}
        onOpen={open}
        onShowPermissions={onShowPermissions ? showPermissions : undefined}
        onClearQuery={clearQuery}
        stickyTop={stickyTop}
      />
    </Box>
  );
}

const NO_IDS: readonly string[] = [];
