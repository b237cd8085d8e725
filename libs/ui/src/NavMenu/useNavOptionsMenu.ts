import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../i18n/locales';

/**
 * The footer's options button and its menu, shared by both navigations: the open state, the ids that tie
 * trigger and menu together, and the language to check (the given one, else i18next's).
 * Spread `triggerProps` on the button and `menuProps` on `NavOptionsMenu`.
 */
export function useNavOptionsMenu(idPrefix: string, locale: Locale | undefined) {
  const { i18n } = useTranslation();
  const [anchorEl, setAnchorEl] = useState<HTMLElement | null>(null);
  const open = anchorEl !== null;
  const triggerId = `${idPrefix}-options`;
  const menuId = `${idPrefix}-options-menu`;
  return {
    open,
    triggerProps: {
      id: triggerId,
      'aria-haspopup': 'menu' as const,
      'aria-expanded': open,
      'aria-controls': open ? menuId : undefined,
      onClick: (event: MouseEvent<HTMLElement>) => setAnchorEl(event.currentTarget),
    },
    menuProps: {
      id: menuId,
      triggerId,
      anchorEl,
      open,
      onClose: () => setAnchorEl(null),
      locale: locale ?? (isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LOCALE),
    },
  };
}
