import { NotesTable, type NotesFilter } from '@nuvem/ui';
import { useCurrentAccount } from '../accounts/useCurrentAccount';
import { useShellPermissions } from '../permissions/useShellPermissions';
import { useNotes } from './useNotes';

export interface NotesContainerProps {
  /** Which notes show by their mark (the portal keeps it in the URL, `?filter=`). */
  filter: NotesFilter;
  onFilterChange: (filter: NotesFilter) => void;
  /** The search text (the portal keeps it in the URL, `?q=`). */
  query: string;
  onQueryChange: (query: string) => void;
}

/**
 * The notes screen (/notes, spec §2.1) on the API: the current environment's customer notes, for a user with
 * list_notes (the route's gate). Its count of checked notes and the top bar's notes link share one cache, so
 * they agree (useNotes, useNotesCount).
 */
export function NotesContainer({ filter, onFilterChange, query, onQueryChange }: NotesContainerProps) {
  const cloudId = useCurrentAccount()?.cloud_id;
  const allowed = useShellPermissions()?.notes ?? false;
  const { notes, state, refreshing, refresh } = useNotes(cloudId, allowed);
  return (
    <NotesTable
      notes={notes}
      state={state}
      filter={filter}
      onFilterChange={onFilterChange}
      query={query}
      onQueryChange={onQueryChange}
      onRetry={refresh}
      onRefresh={refresh}
      refreshing={refreshing}
    />
  );
}
