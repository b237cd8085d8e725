// What the IaaS list counts over an environment (the total of a filter's matches, the summary above the list)
// changes only when the environment's resources do, and each change bumps its version (migration 0030). So a
// count is kept under its environment's version: a list of 10,000 machines pages without counting them all on
// every request, and a change, made by this instance or another, is counted afresh. Kept per database (tests
// run several in one process), the oldest forgotten first; a failed count is not kept.
import type { Queryable } from '../../db/database';

const LIMIT = 2_000;
const kept = new WeakMap<Queryable, Map<string, Promise<unknown>>>();

/** `count()`'s answer, kept under `key` (which names the environment's version) for the next callers. */
export function keptCount<T>(db: Queryable, key: string, count: () => Promise<T>): Promise<T> {
  let answers = kept.get(db);
  if (!answers) kept.set(db, (answers = new Map()));
  const known = answers.get(key);
  if (known) return known as Promise<T>;
  const answer = count();
  if (answers.size >= LIMIT) answers.delete(answers.keys().next().value!);
  answers.set(key, answer);
  answer.catch(() => answers.delete(key));
  return answer;
}
