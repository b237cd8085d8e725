import type { Locale } from '@nuvem/ui';
import type { AnalyticsApi } from '../data/analyticsApi';
import type { EmbedTokenSource } from '../data/embedToken';
import type { FormatCell, Translate } from '../data/smartNarrative';
import type { FrameChannel } from '../protocol/frameChannel';

/** What the frame gives each embed controller: its channel to the host, the API, its language and the view's paint signal. */
export interface FrameServices {
  /** The embed's uniqueId, from the frame's URL. */
  uid: string;
  channel: Pick<FrameChannel, 'emit' | 'request'>;
  createApi(tokens: EmbedTokenSource): AnalyticsApi;
  locale: Locale;
  formatLocale: string;
  t: Translate;
  formatCell: FormatCell;
  /** Resolves when every id has drawn its token (the view reports; tests resolve at once). */
  paint: { whenDrawn(expected: ReadonlyMap<string, string>): Promise<void>; reset(): void };
  print(): void;
  /** Follows a link the viewer clicked (a new tab). */
  open(url: string): void;
  /** The frame's own origin (tile clicks name the report's embed URL on it). */
  origin: string;
  /** The workspace of the embed URL (groupId), passed on in the URLs the frame builds. */
  groupId: string | null;
}
