import { buildProduction, type ProductionPart } from '@nuvem/devtools/build';

/** What the stacks start: the built API and web server, serving the portal's and the analytics app's builds. */
const STACK_PARTS: ProductionPart[] = ['api', 'web', 'portal', 'analytics'];

/** Set once the parts are built for this run: by e2eSetup.ts for its test workers, or by the first stack here. */
export const BUILT_ENV = 'NUVEM_E2E_BUILT';

/**
 * The production build the stacks run (tools/build.mjs: built when missing or stale, else reused), what `npm
 * start` and the Dockerfile run. Under the test runner e2eSetup.ts has built it before any worker starts; a
 * benchmark run on its own builds it here.
 */
export async function productionBuilt(parts: ProductionPart[] = STACK_PARTS): Promise<void> {
  if (process.env[BUILT_ENV]) return;
  await buildProduction(parts);
  if (parts === STACK_PARTS) process.env[BUILT_ENV] = '1';
}
