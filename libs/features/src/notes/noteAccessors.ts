import type { EnvironmentNote } from '@nuvem/ui';
import type { CollectionAccessors } from '../collection/applyCollection';

/** How the notes list filters and sorts in memory: the mark as 'true'/'false', free text in title, content, author. */
export const noteAccessors: CollectionAccessors<EnvironmentNote> = {
  valueOf: (note, field) =>
    field === 'checked'
      ? String(note.checked)
      : ((note[field as keyof EnvironmentNote] as string | undefined) ?? null),
  textOf: (note) => `${note.title}\n${note.content}\n${note.author}`,
};
