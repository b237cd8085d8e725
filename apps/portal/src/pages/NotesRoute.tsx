import Box from '@mui/material/Box';
import { NotesContainer } from '@nuvem/features';
import { isNotesFilter, PageHeader, type NotesFilter } from '@nuvem/ui';
import { useCallback } from 'react';
import { useRouteTitle } from '../routes/useRouteTitle';
import { useUrlQuery } from './useUrlQuery';

/**
 * /notes (spec §2.1, §2.7): the current environment's customer notes, behind list_notes (the route table's
 * `feature`). The search and the checked/unchecked filter live in the URL (`?q=`, `?filter=`), so a filtered
 * list can be shared, reloaded and left with the back button.
 */
export default function NotesRoute() {
  const { title, trail } = useRouteTitle('notes');
  const [query, onQueryChange] = useUrlQuery('q');
  const [filterText, setFilterText] = useUrlQuery('filter');
  const filter: NotesFilter = isNotesFilter(filterText) ? filterText : 'all';
  const onFilterChange = useCallback(
    (next: NotesFilter) => setFilterText(next === 'all' ? '' : next),
    [setFilterText],
  );
  return (
    <Box sx={{ p: 3 }}>
      <PageHeader title={title} trail={trail} />
      <NotesContainer
        filter={filter}
        onFilterChange={onFilterChange}
        query={query}
        onQueryChange={onQueryChange}
      />
    </Box>
  );
}

// Drawn only inside the signed-in shell: bundled with it (shell/signedInShell.ts).
export { signedInShell } from '../shell/signedInShell';
