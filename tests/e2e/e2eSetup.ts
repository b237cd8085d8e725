import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { E2E_ANALYTICS_MONTHS, SEEDED_DATA_ENV, seedDataFolder } from './apiProcess';
import { BUILDS_ENV, buildAppInto } from './insights/insightsStack';

/**
 * Vitest global setup: what every end-to-end suite would otherwise make for itself, made once for the run.
 * The portal's and the analytics app's production builds (each suite serves a copy), and the API's database
 * seeded with the demo data and the suites' month of analytics history (each API process starts from a copy;
 * one asking for other settings seeds its own).
 * The test workers find them through the environment, which they inherit.
 */
export default async function setup(): Promise<() => void> {
  const root = mkdtempSync(path.join(tmpdir(), 'nuvem-e2e-'));
  const builds = path.join(root, 'builds');
  const seeded = path.join(root, 'data');
  mkdirSync(seeded);
  // The builds run while the API seeds (its database work is mostly in another process).
  // Every suite runs on one month of analytics history (the million-row scale is the benchmarks').
  const seeding = seedDataFolder(seeded, E2E_ANALYTICS_MONTHS);
  buildAppInto('portal', path.join(builds, 'portal'));
  buildAppInto('analytics', path.join(builds, 'analytics'));
  await seeding;
  process.env[BUILDS_ENV] = builds;
  process.env[SEEDED_DATA_ENV] = seeded;
  return () => rmSync(root, { recursive: true, force: true });
}
