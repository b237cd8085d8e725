import { type ApiProcess } from '../apiProcess';
import { startProductionStack, type StackApiEnv } from '../productionStack';

/**
 * The whole portal as a newcomer runs it (`npm start`'s production mode): the API (fresh PGlite, demo data), the
 * portal and the analytics app on the production web server, each on its own origin and each passing /api on to
 * the API. The API names the analytics origin in its embed URLs and lets the portal's origin embed it.
 */
export interface InsightsStack {
  api: ApiProcess;
  portalUrl: string;
  frameUrl: string;
  stop(): Promise<void>;
}

export type { StackApiEnv };

export function startInsightsStack(apiEnv: StackApiEnv = {}): Promise<InsightsStack> {
  return startProductionStack(apiEnv);
}
