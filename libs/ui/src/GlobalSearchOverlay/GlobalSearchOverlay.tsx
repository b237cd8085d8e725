import Dialog from '@mui/material/Dialog';
import LinearProgress from '@mui/material/LinearProgress';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense, useCallback, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchResult } from '../model/searchResult';
import { useKeyShortcut } from '../internal/useKeyShortcut';
import { isSearchShortcut } from './searchShortcut';

// The panel (field, virtualised result list) loads on the first opening: the shortcut stays live on every
// page without the page downloading the search.
const SearchPanel = lazy(() => import('./SearchPanel').then((m) => ({ default: m.SearchPanel })));

export interface GlobalSearchOverlayProps {
  /** Whether the overlay is shown. Controlled: the overlay asks for changes through `onOpenChange`. */
  open: boolean;
  /**
   * Asks to open or close: `true` on Ctrl+/ or Cmd+/ (portal spec §2.9) while closed, `false` on Escape,
   * the close button, a click outside, the shortcut again, or after a cloud_id is picked.
   */
  onOpenChange: (open: boolean) => void;
  /**
   * Runs the search: called with the trimmed text 1 s after typing stops, and only when it is longer
   * than 4 characters (spec §2.9, §5, §9). The same text is not reported twice in a row.
   */
  onSearch: (query: string) => void;
  /** The hits of the last search; `undefined` before any search. Shown only while the text is searchable. */
  results?: SearchResult[];
  /**
   * How many topologies match in all, when the server counts more than it returned; the count shown
   * ('resultados encontrados:') is then this rather than the number of `results`.
   */
  total?: number;
  /** A search is running. */
  loading?: boolean;
  /** An already-translated error from the last search; it replaces the results. */
  error?: string;
  /** The user picked a cloud_id: switch to that environment. The overlay then asks to close. */
  onSelectCloud: (cloudId: string) => void;
  /** The text in the field when the overlay opens, counted as already searched (e.g. the last search). */
  defaultQuery?: string;
}

/**
 * The global search (portal spec §2.9): a dialog opened with Ctrl+/ or Cmd+/, closed with Escape, that
 * searches topologies, environments, instances, domains and IPs and lists the hits, virtualised. Keep
 * it mounted in the shell so the shortcut works on every page; its content mounts only while open.
 */
export function GlobalSearchOverlay({
  open,
  onOpenChange,
  onSearch,
  results,
  total,
  loading = false,
  error,
  onSelectCloud,
  defaultQuery = '',
}: GlobalSearchOverlayProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'GlobalSearchOverlay' });
  const titleId = useId();
  const fieldRef = useRef<HTMLInputElement>(null);
  // Honour the user's wish for less motion: the dialog then appears and leaves at once.
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });

  useKeyShortcut(isSearchShortcut, () => onOpenChange(!open), { ownField: fieldRef });

  const close = () => onOpenChange(false);
  // Stable across keystrokes (they re-render the panel, not this component), so the result list's memo holds.
  const selectCloud = useCallback(
    (cloudId: string) => {
      onSelectCloud(cloudId);
      onOpenChange(false);
    },
    [onSelectCloud, onOpenChange],
  );

  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
      transitionDuration={reduceMotion ? 0 : undefined}
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
      slotProps={{ paper: { sx: { mt: { xs: 2, sm: 10 }, maxHeight: { sm: 'calc(100% - 112px)' } } } }}
    >
      <Suspense fallback={<LinearProgress aria-label={t('loading')} />}>
        <SearchPanel
          titleId={titleId}
          fieldRef={fieldRef}
          defaultQuery={defaultQuery}
          onSearch={onSearch}
          results={results}
          total={total}
          loading={loading}
          error={error}
          onSelectCloud={selectCloud}
          onClose={close}
        />
      </Suspense>
    </Dialog>
  );
}
