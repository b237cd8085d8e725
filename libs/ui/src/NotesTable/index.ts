export * from './NotesTable';
