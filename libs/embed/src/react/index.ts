// @nuvem/embed/react: the React binding. React is a peer dependency; the core never imports it.
export { EmbeddedContent } from './EmbeddedContent';
export type { EmbeddedContentProps, EmbedEventHandler } from './EmbeddedContent';
