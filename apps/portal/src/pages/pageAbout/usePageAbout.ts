import { useMenuPages } from '@nuvem/features';
import { DEFAULT_LOCALE, isLocale, type MessageTree, type PageAboutShortcut } from '@nuvem/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMayOpen } from '../../routes/useMayOpen';
import pageAboutMessages from './pageAbout.i18n';
import { DEFAULT_SHORTCUTS, PAGE_SHORTCUTS, SHORTCUTS } from './pageAboutShortcuts';

/** One string of the statements: `group.key` in one language's tree. */
function textOf(tree: MessageTree, group: string, key: string): string | undefined {
  const strings = tree[group];
  const text = typeof strings === 'object' ? strings[key] : undefined;
  return typeof text === 'string' ? text : undefined;
}

/** What a page without tools of its own says about itself, and where it leads. */
export interface PageAboutContent {
  summary: string;
  shortcuts: PageAboutShortcut[];
}

/**
 * The statement of the page named by menu entry `entryId` (else by route `titleKey`) in the interface's
 * language, and its shortcuts the user may open, each called what its menu entry says. The statements
 * come with these pages' code rather than with the first page's strings.
 */
export function usePageAbout(entryId: string | undefined, titleKey: string): PageAboutContent {
  const { t, i18n } = useTranslation('portal');
  const pageOf = useMenuPages();
  const mayOpen = useMayOpen();
  const messages = pageAboutMessages[isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE];
  // Every page has one (pageAbout.test.ts): a menu entry's own, else its route's.
  const summary =
    (entryId ? textOf(messages, 'entries', entryId) : undefined) ??
    textOf(messages, 'routes', titleKey) ??
    '';
  const ids =
    (entryId ? PAGE_SHORTCUTS.entries[entryId] : undefined) ??
    PAGE_SHORTCUTS.routes[titleKey] ??
    DEFAULT_SHORTCUTS;
  const shortcuts = useMemo(
    () =>
      ids
        .map((id) => ({ id, ...SHORTCUTS[id] }))
        .filter(({ href }) => mayOpen(href))
        .map(({ id, href, titleKey: pageKey }) => ({
          href,
          label: pageOf(href)?.title ?? t(`titles.${pageKey}`),
          description: textOf(messages, 'shortcuts', id),
        })),
    [ids, mayOpen, pageOf, t, messages],
  );
  return { summary, shortcuts };
}
