/** Which notes the table lists by their mark: every note, the checked ones (the top bar counts those) or the rest. */
export const NOTES_FILTERS = ['all', 'checked', 'unchecked'] as const;
export type NotesFilter = (typeof NOTES_FILTERS)[number];

export const isNotesFilter = (value: unknown): value is NotesFilter =>
  (NOTES_FILTERS as readonly unknown[]).includes(value);

/** The fields of a note the search looks in. */
export interface SearchableNote {
  title: string;
  content: string;
  author: string;
  checked: boolean;
}

/** Lower case without accents: 'Renovação' and 'renovacao' match each other. */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('pt-BR');
}

/**
 * The notes the table shows: those of the mark asked for whose title, content or author holds every word of
 * `query` (case- and accent-insensitive, in any order). An empty query keeps every note of the mark.
 */
export function filterNotes<T extends SearchableNote>(
  notes: readonly T[],
  filter: NotesFilter,
  query: string,
): readonly T[] {
  const words = foldForSearch(query).split(/\s+/).filter(Boolean);
  return notes.filter((note) => {
    if (filter === 'checked' && !note.checked) return false;
    if (filter === 'unchecked' && note.checked) return false;
    if (words.length === 0) return true;
    const text = foldForSearch(`${note.title}\n${note.content}\n${note.author}`);
    return words.every((word) => text.includes(word));
  });
}
