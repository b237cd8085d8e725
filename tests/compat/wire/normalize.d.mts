import type { ScenarioRecord } from './types';

export interface NormalizedRequest {
  method: string;
  url: string;
  headers: unknown;
  body?: unknown;
}
export interface NormalizedAnswer {
  statusCode: unknown;
  statusText: unknown;
  headers: unknown;
  body: unknown;
  extra?: unknown;
}
export interface NormalizedRecord {
  name: string;
  wire: { href: string; requests: NormalizedRequest[]; strays?: unknown[] }[];
  replies: { href: string; replies: { to: string; answers: NormalizedAnswer[] }[] }[];
  results: { label: string; ok: boolean; value: unknown; threw?: true }[];
  uncaught?: unknown[];
  crash?: string;
}

export function canonical(value: unknown, options?: { dropUndefined?: boolean }): unknown;
export function normalizeRecord(record: ScenarioRecord): NormalizedRecord;
export function maskRandomUids(hrefs: string[]): <T>(value: T) => T;
export function requestLines(normalized: NormalizedRecord[]): string[];
export function diffLines(expected: unknown, actual: unknown, options?: { context?: number }): string;
export const FACTS_ENDPOINTS: string[];
export const FACTS_HOST_ROUTES: string[];
export function patternToRegExp(pattern: string): RegExp;
export function uncovered(patterns: string[], lines: string[]): string[];
