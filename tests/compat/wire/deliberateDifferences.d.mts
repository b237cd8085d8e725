import type { NormalizedRecord } from './normalize.mjs';

export type Part = 'wire' | 'replies' | 'results' | 'uncaught';
export const PARTS: Part[];
export function withDeliberateDifferencesRemoved(record: NormalizedRecord, part: Part): unknown;
