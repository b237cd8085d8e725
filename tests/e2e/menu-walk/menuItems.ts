import { DEMO_MENU_USERS, featuresResources, portalMenuOf, type DemoMenuUserName } from '@nuvem/features';
import { visibleEntries, type MessageTree, type NavEntry } from '@nuvem/ui';

/** A link of a demo user's menu: where it leads and what it is called. */
export interface MenuLink {
  href: string;
  label: string;
}

const ptBR = featuresResources['pt-BR'] as MessageTree;
const t = (key: string) => {
  const text = key.split('.').reduce<unknown>((node, part) => (node as MessageTree)?.[part], ptBR);
  return typeof text === 'string' ? text : key;
};

const linksOf = (entries: readonly NavEntry[]): MenuLink[] =>
  entries.flatMap((entry) =>
    entry.kind === 'item' ? [{ href: entry.href, label: entry.label }] : linksOf(entry.children),
  );

/**
 * Every link the demo user's menu shows, collapsed groups included, in menu order: the menu's own data
 * (libs/features) for the user's fixture, which tests/e2e/demoMenuUsers.e2e.test.ts holds to the real API.
 */
export function menuLinksOf(name: DemoMenuUserName): MenuLink[] {
  return linksOf(visibleEntries(portalMenuOf(DEMO_MENU_USERS[name].context, t)));
}
