/** How a notice is styled and announced. */
export type NoticeSeverity = 'success' | 'info' | 'warning' | 'error';

/**
 * A message the portal pops up over the page (portal spec §8): an error of a call, a success toast, a push
 * alert ('Atenção!'). Texts arrive translated.
 */
export interface Notice {
  id: string;
  severity: NoticeSeverity;
  title: string;
  message: string;
  /**
   * Closes itself this many ms after it appears, like a toast (the timer pauses while the pointer or focus
   * is on it). Without it the notice stays until the user closes it, as errors do (spec §8).
   */
  autoHideMs?: number;
}
