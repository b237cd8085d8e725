import Box from '@mui/material/Box';
import { NotesContainer } from '@nuvem/features';
import { PageHeader } from '@nuvem/ui';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useRouteTitle } from '../routes/useRouteTitle';

const LEGACY_MARKS: Record<string, string> = { checked: 'checked=true', unchecked: 'checked=false' };

/**
 * The address as the list reads it: the search and mark of links made before the list's query language
 * (`?q=dba&filter=checked`) become its tokens (`filter=:dba&filter=checked=true`).
 */
export function notesSearchOf(search: URLSearchParams): URLSearchParams {
  const q = search.get('q')?.trim();
  const marks = search.getAll('filter').filter((f) => f in LEGACY_MARKS || f === 'all');
  if (q === undefined && marks.length === 0) return search;
  const next = new URLSearchParams();
  for (const [name, value] of search)
    if (name !== 'q' && !(name === 'filter' && (value in LEGACY_MARKS || value === 'all')))
      next.append(name, value);
  for (const mark of marks) if (mark !== 'all') next.append('filter', LEGACY_MARKS[mark]!);
  if (q) next.append('filter', `:${q}`);
  return next;
}

/**
 * /notes (spec §2.1, §2.7): the current environment's customer notes, behind list_notes (the route table's
 * `feature`). Every choice of the list lives in the address (`?filter=checked=true&filter=:dba&sort=title`),
 * so a filtered list can be shared, reloaded and left with the back button.
 */
export default function NotesRoute() {
  const { title, trail } = useRouteTitle('notes');
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => notesSearchOf(params), [params]);
  const onSearchChange = useCallback(
    (next: URLSearchParams) => setParams(next, { replace: true }),
    [setParams],
  );
  return (
    <Box sx={{ p: 3 }}>
      <PageHeader title={title} trail={trail} />
      <NotesContainer search={search} onSearchChange={onSearchChange} />
    </Box>
  );
}

// Drawn only inside the signed-in shell: bundled with it (shell/signedInShell.ts).
export { signedInShell } from '../shell/signedInShell';
