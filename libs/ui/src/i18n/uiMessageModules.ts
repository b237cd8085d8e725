import type { MessageTree } from './defineMessages';
import type { Locale } from './locales';

/**
 * `*.i18n.ts` files by path, as a glob gives them: pruned by the app's build to one language (`?locale=`), or
 * whole (tests, Storybook).
 */
export type UiMessageModules = Record<string, MessageTree | Record<Locale, MessageTree>>;
