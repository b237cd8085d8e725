import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import Check from '@mui/icons-material/Check';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '../i18n/locales';
import { LANGUAGE_NAMES } from '../i18n/languageNames';

export interface NavOptionsMenuProps {
  /** The id of the menu, referenced by the trigger's aria-controls. */
  id: string;
  /** The button that opened the menu; it names the menu and gets the focus back on close. */
  anchorEl: HTMLElement | null;
  /** The id of the trigger button, which labels the menu. */
  triggerId: string;
  open: boolean;
  onClose: () => void;
  /** The language in use, marked as checked. */
  locale: Locale;
  /** The user picked a language. */
  onLanguageChange: (locale: Locale) => void;
  /** The user asked for their profile (Perfil, /user); without it the entry is not shown. */
  onOpenProfile?: () => void;
  /** The user asked for the preferences page. */
  onOpenPreferences: () => void;
}

/** The menu of the navigation footer's options button: language choice, the profile and preferences (portal spec §2.6). */
export function NavOptionsMenu({
  id,
  anchorEl,
  triggerId,
  open,
  onClose,
  locale,
  onLanguageChange,
  onOpenProfile,
  onOpenPreferences,
}: NavOptionsMenuProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'NavOptionsMenu' });
  return (
    <Menu
      id={id}
      anchorEl={anchorEl}
      open={open}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      slotProps={{ list: { 'aria-labelledby': triggerId, dense: true } }}
    >
      {/* A caption for sighted users; each language item says what it is through role and lang. */}
      <ListSubheader role="presentation" sx={{ lineHeight: 2.5, bgcolor: 'transparent' }}>
        {t('language')}
      </ListSubheader>
      {LOCALES.map((option) => (
        <MenuItem
          key={option}
          role="menuitemradio"
          aria-checked={option === locale}
          lang={option}
          onClick={() => {
            onClose();
            if (option !== locale) onLanguageChange(option);
          }}
        >
          <ListItemIcon>{option === locale ? <Check fontSize="small" /> : null}</ListItemIcon>
          <ListItemText>{LANGUAGE_NAMES[option]}</ListItemText>
        </MenuItem>
      ))}
      <Divider component="li" role="separator" />
      {onOpenProfile ? (
        <MenuItem
          onClick={() => {
            onClose();
            onOpenProfile();
          }}
        >
          <ListItemIcon>
            <AccountCircleOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('profile')}</ListItemText>
        </MenuItem>
      ) : null}
      <MenuItem
        onClick={() => {
          onClose();
          onOpenPreferences();
        }}
      >
        <ListItemIcon>
          <TuneOutlined fontSize="small" />
        </ListItemIcon>
        <ListItemText>{t('preferences')}</ListItemText>
      </MenuItem>
    </Menu>
  );
}
