import { NotesTable, useNoteColumns } from '@nuvem/ui';
import { useMemo } from 'react';
import { useCurrentAccount } from '../accounts/useCurrentAccount';
import { useCollection } from '../collection/useCollection';
import { useShellPermissions } from '../permissions/useShellPermissions';
import { noteAccessors } from './noteAccessors';
import { useNotes } from './useNotes';

export interface NotesContainerProps {
  /** The address's search params (filter, sort, page, page_size) and how to change them. */
  search: URLSearchParams;
  onSearchChange: (next: URLSearchParams) => void;
  /** The time zone of the dates (tests pin it); the browser's by default. */
  timeZone?: string;
}

/**
 * The notes screen (/notes, spec §2.1) on the API: the current environment's customer notes, for a user with
 * list_notes (the route's gate), filtered, sorted and paged in memory by useCollection (the API answers them
 * all at once). Its count of checked notes and the top bar's notes link share one cache, so they agree
 * (useNotes, useNotesCount).
 */
export function NotesContainer({ search, onSearchChange, timeZone }: NotesContainerProps) {
  const cloudId = useCurrentAccount()?.cloud_id;
  const allowed = useShellPermissions()?.notes ?? false;
  const { notes, state, refreshing, refresh } = useNotes(cloudId, allowed);
  const columns = useNoteColumns(timeZone);
  const { listProps } = useCollection(
    { list: 'notes', columns, search, onSearchChange },
    { items: notes, state, retry: refresh, accessors: noteAccessors },
  );
  const counts = useMemo(
    () =>
      state.status === 'ready'
        ? { total: notes.length, checked: notes.filter((note) => note.checked).length }
        : undefined,
    [notes, state.status],
  );
  return (
    <NotesTable
      {...listProps}
      counts={counts}
      onRefresh={refresh}
      refreshing={refreshing}
      timeZone={timeZone}
    />
  );
}
