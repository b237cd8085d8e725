import type { BiItem } from '@nuvem/api-contract';
import type { AnalyticsStack } from '../analyticsStack';
import type { DemoUserApi } from '../demoContent';
import type { SdkName } from '../embedHost';
import type { EmbedSession } from '../embedSession';

/** What a scenario module reads while its tests run (set in the suite's hooks, hence functions). */
export interface ScenarioEnv {
  sdk: SdkName;
  session(): EmbedSession;
  stack(): AnalyticsStack;
  /** diego, provider staff: every BI item and dashboard, every environment's rows. */
  diego(): DemoUserApi;
  report(name: string): BiItem;
}
