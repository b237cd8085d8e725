export * from './NotesLink';
