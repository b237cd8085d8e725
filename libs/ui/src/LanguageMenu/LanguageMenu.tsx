import Check from '@mui/icons-material/Check';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '../i18n/locales';
import { FLAG_OF } from './flags';
import { LANGUAGE_NAMES } from '../i18n/languageNames';

export interface LanguageMenuProps {
  /** The interface language now in use. */
  value: Locale;
  /** Called with the language the user picks (also when it is the current one, to keep it simple upstream). */
  onChange: (locale: Locale) => void;
}

/**
 * The top bar's language flag (portal spec §2.7): shows the current language's flag and opens a menu of
 * the three languages, each named in itself, the current one checked.
 */
export function LanguageMenu({ value, onChange }: LanguageMenuProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'LanguageMenu' });
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();
  const CurrentFlag = FLAG_OF[value];
  const label = t('label', { language: LANGUAGE_NAMES[value] });
  const open = anchor !== null;

  const choose = (locale: Locale) => {
    setAnchor(null);
    onChange(locale);
  };

  return (
    <>
      <Tooltip title={label}>
        <IconButton
          id={buttonId}
          color="inherit"
          aria-label={label}
          aria-haspopup="menu"
          aria-expanded={open}
          aria-controls={open ? menuId : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <CurrentFlag />
        </IconButton>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-label': t('menu') } }}
      >
        {LOCALES.map((locale) => {
          const Flag = FLAG_OF[locale];
          const current = locale === value;
          return (
            <MenuItem
              key={locale}
              role="menuitemradio"
              aria-checked={current}
              selected={current}
              lang={locale}
              onClick={() => choose(locale)}
            >
              <ListItemIcon>
                <Flag />
              </ListItemIcon>
              <ListItemText>{LANGUAGE_NAMES[locale]}</ListItemText>
              <Check
                fontSize="small"
                sx={{ ml: 2, visibility: current ? 'visible' : 'hidden' }}
                aria-hidden
              />
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
