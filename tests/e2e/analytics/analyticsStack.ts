import type { ApiProcess } from '../apiProcess';
import { startProductionStack } from '../productionStack';

/**
 * The analytics stack as a user's browser meets it: the real API (fresh PGlite, demo data) and the analytics
 * app on the production web server, on an origin of its own with its headers, passing /api on to the API.
 * `hostOrigins` are the pages allowed to embed (EMBED_ORIGINS: the API's frame check and the frame's
 * frame-ancestors alike).
 */
export interface AnalyticsStack {
  api: ApiProcess;
  /** The analytics app's origin, e.g. http://127.0.0.1:41234. */
  frameUrl: string;
  stop(): Promise<void>;
}

export function startAnalyticsStack({
  hostOrigins,
  apiEnv = {},
}: {
  hostOrigins: string[];
  apiEnv?: Record<string, string>;
}): Promise<AnalyticsStack> {
  return startProductionStack({ EMBED_ORIGINS: hostOrigins.join(','), ...apiEnv });
}
