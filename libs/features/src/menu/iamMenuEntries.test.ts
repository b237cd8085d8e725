// The IAM catalogue (@nuvem/api-contract iam-features.ts) says which menu entries each feature or flag opens;
// the menu's rules are the truth. An entry is opened by a name when its rule, given the names it cannot do
// without, goes from closed to open with that name.
import { IAM_FEATURE_FLAGS, IAM_FEATURES, IAM_MENU_ENTRIES } from '@nuvem/api-contract/paths';
import { NO_MENU_ACCESS, type MenuContext } from './menuContext';
import { PORTAL_MENU, type MenuEntryDefinition, type MenuItemDefinition } from './portalMenuDefinition';

const names = [...new Set([...IAM_FEATURES, ...IAM_FEATURE_FLAGS])];
const holding = (held: readonly string[]): MenuContext => ({
  ...NO_MENU_ACCESS,
  features: held,
  featureFlags: held,
});

const itemsOf = (entries: readonly MenuEntryDefinition[]): MenuItemDefinition[] =>
  entries.flatMap((entry) => (entry.kind === 'item' ? [entry] : itemsOf(entry.children)));

function opensOf(item: MenuItemDefinition): string[] {
  if (!item.rule(holding(names))) return [];
  const required = names.filter((name) => !item.rule(holding(names.filter((n) => n !== name))));
  if (item.rule(holding(required))) return required;
  // Also needs one of several (Alertify: its flag and any admin feature): the required ones open it too.
  const openers = names.filter((name) => item.rule(holding([...required, name])));
  return [...new Set([...required, ...openers])];
}

it('names, for every feature and flag, exactly the menu entries its rules open', () => {
  const computed: Record<string, string[]> = {};
  for (const item of itemsOf(PORTAL_MENU))
    for (const name of opensOf(item)) (computed[name] ??= []).push(item.id);
  const sortedValues = (map: Readonly<Record<string, readonly string[]>>) =>
    Object.fromEntries(Object.entries(map).map(([k, v]) => [k, [...v].sort()]));
  expect(sortedValues(IAM_MENU_ENTRIES)).toEqual(sortedValues(computed));
});
