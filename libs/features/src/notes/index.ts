export * from './notesKeys';
export * from './useNotesCount';
export * from './NotesLinkContainer';
