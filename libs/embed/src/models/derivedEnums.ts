/**
 * Enum objects built from a list of member names: each member is declared once, as a word, and TypeScript's
 * two-way mapping (`E.Name === 0`, `E[0] === 'Name'`) is derived from it. A TypeScript `enum` compiles to
 * one assignment per direction per member; a list of words is about a third of that once minified. The
 * enum types themselves are declared in ./enumTypes.
 */

/**
 * `'Read ReadWrite Copy Create=4 All=7'` → `{ Read: 0, ReadWrite: 1, Copy: 2, Create: 4, All: 7, 0: 'Read', … }`.
 * Values count up from 0; `Name=N` sets a value, and the count goes on from there.
 */
export function numericEnum<E>(names: string): E {
  const members: Record<string, string | number> = {};
  let value = 0;
  for (const word of names.split(' ')) {
    const [name = '', given] = word.split('=');
    if (given) value = +given;
    members[(members[name] = value++)] = name;
  }
  return members as E;
}

/** `'Default QuickExplore'` → `{ Default: 'Default', QuickExplore: 'QuickExplore' }`. */
export function stringEnum<E>(names: string): E {
  return Object.fromEntries(names.split(' ').map((name) => [name, name])) as E;
}
