import { navIcon, type NavEntry } from '@nuvem/ui';
import type { MenuContext } from './menuContext';
import { PORTAL_MENU, type MenuEntryDefinition } from './portalMenuDefinition';

/** Translates a key of the features namespace's `menu.*` (e.g. `useTranslation('features').t`). */
export type MenuTranslate = (key: string) => string;

/**
 * The portal's left menu (spec §2.6) for one user and environment: every entry of `PORTAL_MENU`, labels
 * translated, each item enabled by its rule. Hiding disabled items and empty groups is the menu
 * component's job (`visibleEntries` of @nuvem/ui).
 */
export function portalMenuOf(
  context: MenuContext,
  t: MenuTranslate,
  definitions: readonly MenuEntryDefinition[] = PORTAL_MENU,
): NavEntry[] {
  return definitions.map((definition): NavEntry => {
    const label = 'brand' in definition.label ? definition.label.brand : t(`menu.${definition.label.key}`);
    const icon = definition.icon ? { icon: navIcon(definition.icon) } : {};
    return definition.kind === 'item'
      ? {
          kind: 'item',
          id: definition.id,
          label,
          href: definition.href,
          enabled: definition.rule(context),
          ...icon,
        }
      : {
          kind: 'group',
          id: definition.id,
          label,
          children: portalMenuOf(context, t, definition.children),
          ...icon,
        };
  });
}
