import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { NormalizedRecord } from './normalize.mjs';
import type { FrameEntry, ScenarioRecord } from './types';

export const repoRoot: string;
export const HOST_ORIGIN: string;
export const FRAME_ORIGIN: string;
export type SdkName = 'anchor' | 'ours';
export const SDKS: Record<SdkName, { label: string; global: string }>;

export interface SdkBundle {
  code?: string;
  error?: string;
}
export interface Bundles {
  frameJs: string;
  frameHtml: string;
  scenariosJs: string;
  sdk: Partial<Record<SdkName, SdkBundle>>;
}
export interface WireRecord extends ScenarioRecord {
  errors: string[];
}

export function anchorSdk(): Promise<SdkBundle>;
export function oursSdk(): Promise<SdkBundle>;
export function buildBundles(options?: { sdks?: SdkName[] }): Promise<Bundles>;
export function bundleInline(contents: string): Promise<string>;
export function windowAfter<T, A = null>(
  browser: Browser,
  scripts: string[],
  probe?: (arg: A) => T,
  arg?: A,
): Promise<{ added: string[]; probed: T; errors: string[] }>;
export function openWirePage(
  browser: Browser,
  options: { bundles: Bundles; sdkCode: string; onEntry?: (entry: FrameEntry) => void; isolated?: boolean },
): Promise<{ context: BrowserContext; page: Page; errors: string[] }>;
export function sdkProblem(page: Page, global: string): Promise<string | null>;
export function scenarioNames(browser: Browser, bundles: Bundles, which?: SdkName): Promise<string[]>;
export function runScenario(
  browser: Browser,
  bundles: Bundles,
  which: SdkName,
  name: string,
): Promise<WireRecord>;
export function runAll(
  browser: Browser,
  bundles: Bundles,
  which: SdkName,
  options?: { names?: string[]; concurrency?: number },
): Promise<WireRecord[]>;
export function oursProblem(browser: Browser, bundles: Bundles): Promise<string | null>;

export const ANCHOR_LOG: string;
export interface AnchorLog {
  about: string;
  sdk: string;
  scenarios: NormalizedRecord[];
}
export function readAnchorLog(): Promise<AnchorLog | null>;
export function writeAnchorLog(normalized: NormalizedRecord[]): Promise<void>;
