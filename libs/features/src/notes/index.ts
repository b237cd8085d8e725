export * from './notesKeys';
export * from './environmentNoteOf';
export * from './useNotesCount';
export * from './useNotes';
export * from './NotesLinkContainer';
export * from './NotesContainer';
export * from './noteAccessors';
