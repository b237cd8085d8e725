import { type ApiProcess, E2E_ANALYTICS_MONTHS } from './apiProcess';
import { startProductionStack } from './productionStack';

/**
 * The portal for the suites whose screens embed nothing: the production stack (productionStack.ts) on fresh
 * PGlite with the demo data and one month of analytics history, as `npm start` serves it.
 */
export interface PortalStack {
  api: ApiProcess;
  portalUrl: string;
  stop(): Promise<void>;
}

export function startPortalStack(apiEnv: Record<string, string> = {}): Promise<PortalStack> {
  return startProductionStack({ DEMO_ANALYTICS_MONTHS: E2E_ANALYTICS_MONTHS, ...apiEnv });
}
