import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { E2E_ANALYTICS_MONTHS, SEEDED_DATA_ENV, seedDataFolder } from './apiProcess';
import { BUILT_ENV, productionBuilt } from './productionBuild';

/**
 * Vitest global setup: what every end-to-end suite would otherwise make for itself, made once for the run.
 * The production build the stacks start (tools/build.mjs: the API, the web server, the portal and the analytics
 * app, each rebuilt only when its sources changed), and the API's database seeded with the demo data and the
 * suites' month of analytics history (each API process starts from a copy; one asking for other settings seeds
 * its own). The test workers find them through the environment, which they inherit.
 */
export default async function setup(): Promise<() => void> {
  const seeded = mkdtempSync(path.join(tmpdir(), 'nuvem-e2e-'));
  // The API first (a second when up to date), then the sites build while it seeds (its database work is in
  // another process). Every suite runs on one month of analytics history (the million-row scale is the
  // benchmarks').
  await productionBuilt(['api']);
  const seeding = seedDataFolder(seeded, E2E_ANALYTICS_MONTHS);
  await productionBuilt();
  await seeding;
  process.env[BUILT_ENV] = '1';
  process.env[SEEDED_DATA_ENV] = seeded;
  return () => rmSync(seeded, { recursive: true, force: true });
}
