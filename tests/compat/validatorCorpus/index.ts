/**
 * The validator corpus: for each of powerbi-models' 39 validators, valid inputs and near misses, generated
 * from a fixed seed so that every run checks exactly the same cases.
 */
import { EDGE_CASES } from './edgeCases';
import type { Json } from './json';
import { mutate, type Mutation } from './mutations';
import { createRng } from './prng';
import { SEEDS, WEIGHTS } from './seeds';

export interface CorpusCase {
  /** e.g. 'ReportLoad', for `validateReportLoad`. */
  validator: string;
  input: Json;
  /** The mutations applied; empty for a generated valid input, ['edge case'] for a hand-picked one. */
  mutations: (Mutation | 'edge case')[];
}

export const CORPUS_SEED = 0x5eed2023;

export function buildCorpus(seed = CORPUS_SEED): CorpusCase[] {
  const r = createRng(seed);
  const cases: CorpusCase[] = [];
  for (const [validator, count] of Object.entries(WEIGHTS)) {
    const seedInput = SEEDS[validator];
    if (!seedInput) throw new Error(`no seed generator for ${validator}`);
    for (let i = 0; i < count; i++) {
      const input = seedInput(r);
      // A quarter stay as generated; the rest are mutated.
      if (r.chance(0.25)) cases.push({ validator, input, mutations: [] });
      else cases.push({ validator, ...splitMutation(mutate(r, input)) });
    }
  }
  for (const [validator, input] of EDGE_CASES) cases.push({ validator, input, mutations: ['edge case'] });
  return cases;
}

const splitMutation = ({ value, kinds }: { value: Json; kinds: Mutation[] }) => ({
  input: value,
  mutations: kinds,
});
