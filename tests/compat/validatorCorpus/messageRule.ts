/**
 * How our validator messages relate to powerbi-models' on the same input (issue 13):
 * - where powerbi-models names the failing field ("visible must be a boolean", "tokenType property is
 *   invalid"), ours is the same text;
 * - where it does not — "undefined …" (the input) or "X property is invalid" for a container X (an array
 *   with a bad item, or a value that fits none of the alternatives) — ours names the path of the first
 *   failing field, a path that exists in the input and, for a container, runs below it:
 *   "filters property is invalid" → "filters[2].values property is invalid".
 */

/** `filters[2].values` → ['filters', 2, 'values']. */
export function segmentsOf(path: string): (string | number)[] {
  return [...path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map((m) => (m[2] === undefined ? m[1]! : +m[2]));
}

/** Whether `path` leads into `input`: every step but the last exists and holds an object or array. */
export function pathExists(input: unknown, path: string): boolean {
  const steps = segmentsOf(path);
  let node: unknown = input;
  for (const step of steps.slice(0, -1)) {
    if (typeof node !== 'object' || node === null) return false;
    node = (node as Record<string | number, unknown>)[step];
  }
  return steps.length > 0 && typeof node === 'object' && node !== null;
}

const GENERIC = /^(\S+) property is invalid$/;

export type Verdict =
  /** Same message, and powerbi-models' names the field. */
  | 'same'
  /** Powerbi-models names a container or the input; ours the failing path below it. */
  | 'path'
  /**
   * Powerbi-models says "X property is invalid" and so do we: X itself is at fault (a wrong type, a value
   * out of its enum, or one that fits none of the alternatives at all). Tests of nested inputs check that
   * a fault below X is not reported this way.
   */
  | 'same container'
  | { problem: string };

/** Judges our message against powerbi-models' for one input (both undefined when the input is valid). */
export function judge(theirs: string | undefined, ours: string | undefined, input: unknown): Verdict {
  if (theirs === undefined || ours === undefined) {
    return theirs === ours ? 'same' : { problem: 'valid for one, invalid for the other' };
  }
  const container = GENERIC.exec(theirs)?.[1];
  const aboutInput = theirs.startsWith('undefined ');
  if (!container && !aboutInput)
    return ours === theirs ? 'same' : { problem: 'differs where theirs names the field' };
  if (/^(undefined|input property is invalid)/.test(ours)) return { problem: 'names neither field nor path' };
  if (container && container !== 'undefined' && ours === theirs) return 'same container';
  const path = ours.slice(0, ours.indexOf(' '));
  // The input itself, when it is what is wrong (not an object; a zoom level out of range).
  if (aboutInput && /^(input|zoomLevel) must be/.test(ours)) return 'path';
  if (!pathExists(input, path)) return { problem: `names "${path}", which is not in the input` };
  if (container && container !== 'undefined') {
    if (!segmentsOf(path).slice(0, -1).includes(container)) {
      return { problem: `"${path}" does not run below ${container}` };
    }
  }
  return 'path';
}
