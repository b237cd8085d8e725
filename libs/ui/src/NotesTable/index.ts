export * from './NotesTable';
export * from './noteSearch';
