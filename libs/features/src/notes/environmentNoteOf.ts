import type { CustomerNote, CustomerNotes } from '@nuvem/api-contract';
import type { EnvironmentNote } from '@nuvem/ui';

/** A customer note of the API as the notes screen lists it. */
export function environmentNoteOf(note: CustomerNote): EnvironmentNote {
  return {
    id: note.id,
    title: note.title,
    content: note.content,
    checked: note.checked,
    author: note.author,
    createdAt: note.created_at,
    updatedAt: note.updated_at,
  };
}

/** How many of a list of notes are checked: what the top bar's notes link shows (spec §2.7). */
export const checkedNotesOf = (answer: CustomerNotes): number =>
  answer.notes.filter((note) => note.checked).length;
