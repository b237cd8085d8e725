/** Mutations that turn a valid input into a near miss, anywhere in its tree. */
import { clone, isJsonObject, type Json, type JsonObject } from './json';
import type { Rng } from './prng';

type Path = (string | number)[];

/** Every value in the tree with its path (the root has the empty path). */
function nodes(value: Json, path: Path = [], out: { path: Path; value: Json }[] = []) {
  out.push({ path, value });
  if (Array.isArray(value)) value.forEach((item, i) => nodes(item, [...path, i], out));
  else if (isJsonObject(value))
    for (const [key, item] of Object.entries(value)) nodes(item, [...path, key], out);
  return out;
}

function get(root: Json, path: Path): Json | undefined {
  let node: Json | undefined = root;
  for (const key of path) node = (node as Record<string | number, Json> | null)?.[key];
  return node;
}

/** Sets (or, with `undefined`, deletes) the value at a non-empty path. */
function set(root: Json, path: Path, value: Json | undefined): void {
  const parent = get(root, path.slice(0, -1)) as Record<string | number, Json>;
  const key = path[path.length - 1] as string | number;
  if (value === undefined) {
    if (Array.isArray(parent)) parent.splice(key as number, 1);
    else delete parent[key];
  } else parent[key] = value;
}

const WRONG_VALUES: Json[] = [
  null,
  '',
  'x',
  0,
  1,
  7,
  99,
  -1,
  0.5,
  true,
  false,
  [],
  ['x'],
  [1],
  [{}],
  {},
  { a: 1 },
];
const ENUM_MISSES: Json[] = [-1, 2, 3, 5, 9, 99, 0.5, '0', '1'];
const FORBIDDEN_PROBES: [string, Json][] = [
  ['groupName', 'g'],
  ['groupName', null],
  ['menuLocation', 0],
  ['menuLocation', null],
  ['filters', []],
  ['filters', null],
];
const STRING_MISSES: Json[] = [
  'FitToWidth',
  'actualsize',
  'http://powerbi.com/product/schema#pageSelector',
  'In',
  ' ',
];

export const MUTATIONS = [
  'drop field',
  'null',
  'wrong type',
  'empty',
  'bad enum',
  'bad string',
  'unknown field',
  'forbidden field',
  'whole input',
] as const;
export type Mutation = (typeof MUTATIONS)[number];

/** Applies one mutation of the given kind; returns false when the input offers nowhere to apply it. */
function mutateOnce(r: Rng, root: { value: Json }, kind: Mutation): boolean {
  if (kind === 'whole input') {
    root.value = r.pick<Json>([null, 'x', 1, true, [], {}, [root.value]]);
    root.value = clone(root.value);
    return true;
  }
  const all = nodes(root.value);
  const inner = all.filter((node) => node.path.length > 0);
  const objects = all.filter((node) => isJsonObject(node.value));
  const pickInner = (predicate: (value: Json) => boolean = () => true) => {
    const candidates = inner.filter((node) => predicate(node.value));
    return candidates.length > 0 ? r.pick(candidates) : undefined;
  };
  switch (kind) {
    case 'drop field': {
      const node = pickInner();
      if (!node) return false;
      set(root.value, node.path, undefined);
      return true;
    }
    case 'null':
    case 'wrong type':
    case 'empty': {
      const node = pickInner();
      if (!node) return false;
      const value: Json =
        kind === 'null' ? null : kind === 'empty' ? r.pick<Json>(['', [], {}]) : r.pick(WRONG_VALUES);
      set(root.value, node.path, clone(value));
      return true;
    }
    case 'bad enum': {
      const node = pickInner((value) => typeof value === 'number');
      if (!node) return false;
      set(root.value, node.path, clone(r.pick(ENUM_MISSES)));
      return true;
    }
    case 'bad string': {
      const node = pickInner((value) => typeof value === 'string');
      if (!node) return false;
      set(root.value, node.path, clone(r.pick(STRING_MISSES)));
      return true;
    }
    case 'unknown field':
    case 'forbidden field': {
      if (objects.length === 0) return false;
      const target = r.pick(objects).value as JsonObject;
      const [key, value] =
        kind === 'unknown field' ? ['zzzUnknown', r.pick(WRONG_VALUES)] : r.pick(FORBIDDEN_PROBES);
      target[key] = clone(value);
      return true;
    }
  }
}

/** One to four mutations of random kinds (several test which failure is reported first). */
export function mutate(r: Rng, input: Json): { value: Json; kinds: Mutation[] } {
  const root = { value: clone(input) };
  const kinds: Mutation[] = [];
  const count = r.chance(0.6) ? 1 : r.chance(0.6) ? 2 : 3 + r.int(2);
  for (let attempts = 0; kinds.length < count && attempts < 10; attempts++) {
    const kind = r.chance(0.05) ? 'whole input' : r.pick(MUTATIONS.slice(0, -1));
    if (mutateOnce(r, root, kind)) kinds.push(kind);
  }
  return { value: root.value, kinds };
}
