import Close from '@mui/icons-material/Close';
import Logout from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpen from '@mui/icons-material/MenuOpen';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useMemo, useRef, useState, type FocusEvent, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../i18n/locales';
import type { NavEntry } from '../model/navigation';
import { NAV_WIDTH_FULL, NAV_WIDTH_MINI } from '../theme/brand';
import { activeTrail } from './activeTrail';
import { NAV_SKELETON_ROWS, type NavMenuState } from './navMenuConstants';
import { NavMenuEntries } from './NavMenuEntries';
import { NavOptionsMenu } from './NavOptionsMenu';
import { useNavOptionsMenu } from './useNavOptionsMenu';
import { openGroupsFor, toggleGroup } from './openGroups';
import { visibleEntries } from './visibleEntries';
import { visuallyHidden } from '../a11y/visuallyHidden';
import { useNavDrawer } from '../internal/shellNav';

/** What both navigations (the classic menu and the modern rev rail) take. */
export interface NavigationProps {
  /**
   * The menu's items and groups in order, labels already translated. Disabled items, and groups left with
   * nothing visible, are hidden (portal spec §2.6).
   */
  entries: readonly NavEntry[];
  /** The current route path: its item is marked `aria-current="page"` and the groups holding it are shown. */
  currentPath: string;
  /** While the menu's data loads it shows 13 placeholder rows (portal spec §2.6). */
  loading?: boolean;
  /** The language in use, checked in the options menu; defaults to i18next's current language. */
  locale?: Locale;
  /** A language was picked in the options menu. */
  onLanguageChange: (locale: Locale) => void;
  /** 'Meu perfil' was picked in the options menu; without it the entry is not shown. */
  onOpenProfile?: () => void;
  /** 'Preferências' was picked in the options menu. */
  onOpenPreferences: () => void;
  /** 'Sair' was pressed. */
  onLogout: () => void;
}

export interface NavMenuProps extends NavigationProps {
  /**
   * 'open' is the full menu (250 px), 'close' the mini bar (50 px) that shows icons and widens on hover or
   * keyboard focus, over the content. The portal keeps it under `MINI_NAVBAR_STORAGE_KEY`.
   */
  state: NavMenuState;
  /** The toggle button asks for the other state. */
  onStateChange: (next: NavMenuState) => void;
}

/**
 * The left navigation menu of the classic layout (portal spec §2.6): a `nav` landmark with the portal's
 * links and groups, a mini/full toggle and a footer with options and logout.
 */
export function NavMenu({
  entries,
  currentPath,
  loading = false,
  state,
  onStateChange,
  locale,
  onLanguageChange,
  onOpenProfile,
  onOpenPreferences,
  onLogout,
}: NavMenuProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'NavMenu' });
  const idPrefix = useId();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');

  const visible = useMemo(() => visibleEntries(entries), [entries]);
  const trail = useMemo(() => activeTrail(visible, currentPath), [visible, currentPath]);

  // The groups of the current page open whenever the page (or the menu's data) changes.
  const trailKey = `${trail.groupIds.join('/')}|${trail.itemId ?? ''}`;
  const [openedFor, setOpenedFor] = useState(trailKey);
  const [openGroups, setOpenGroups] = useState(() => openGroupsFor(trail.groupIds));
  if (openedFor !== trailKey) {
    setOpenedFor(trailKey);
    setOpenGroups(openGroupsFor(trail.groupIds));
  }

  // The mini bar peeks (shows at full width, over the content) while hovered, while keyboard focus is
  // inside, or while its options menu is open. Right after the user collapses it, it stays small until the
  // pointer leaves or focus moves on, so the click visibly does something.
  const [hovered, setHovered] = useState(false);
  const [keyboardInside, setKeyboardInside] = useState(false);
  const [peekBlocked, setPeekBlocked] = useState(false);
  const options = useNavOptionsMenu(idPrefix, locale);
  // In the shell's drawer (small screens) the menu is always full and fills the drawer; the mini state,
  // kept for wide screens, is left alone.
  const drawer = useNavDrawer();
  const mini = !drawer && state === 'close';
  const peeking = mini && !peekBlocked && (hovered || keyboardInside || options.open);
  const collapsed = mini && !peeking;

  // Focus that follows a click is not a reason to peek (the pointer decides); focus from the keyboard is.
  // React events bubble through portals, so the options menu's clicks and keys count as inside.
  const lastInput = useRef<'pointer' | 'keyboard' | null>(null);
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    if (lastInput.current !== 'pointer' || event.target.matches(':focus-visible')) setKeyboardInside(true);
    if (peekBlocked && !event.target.hasAttribute('data-nav-toggle')) setPeekBlocked(false);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget as Node | null;
    // Focus moving into the (portaled) options menu stays "inside"; the open menu keeps the bar wide anyway.
    if (!event.currentTarget.contains(next) && !options.open) {
      setKeyboardInside(false);
      lastInput.current = null;
    }
  };

  const toggle = () => {
    const next: NavMenuState = mini ? 'open' : 'close';
    if (next === 'close') setPeekBlocked(true);
    onStateChange(next);
  };

  return (
    // The outer box holds the menu's place in the layout: mini or full, never the peeking width.
    <Box
      sx={(theme) => ({
        position: 'relative',
        width: drawer ? '100%' : mini ? NAV_WIDTH_MINI : NAV_WIDTH_FULL,
        flexShrink: 0,
        height: '100%',
        transition: theme.transitions.create('width', { duration: theme.transitions.duration.shorter }),
        '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
      })}
    >
      <Box
        component="nav"
        aria-label={t('label')}
        aria-busy={loading || undefined}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => {
          setHovered(false);
          setPeekBlocked(false);
        }}
        onPointerDown={() => {
          lastInput.current = 'pointer';
        }}
        onKeyDown={() => {
          lastInput.current = 'keyboard';
        }}
        onFocus={onFocus}
        onBlur={onBlur}
        sx={(theme) => ({
          position: 'absolute',
          inset: 0,
          right: 'auto',
          width: drawer ? '100%' : collapsed ? NAV_WIDTH_MINI : NAV_WIDTH_FULL,
          display: 'flex',
          flexDirection: 'column',
          overflow: 'hidden',
          bgcolor: 'background.paper',
          color: 'text.primary',
          borderRight: 1,
          borderColor: 'divider',
          zIndex: peeking ? theme.zIndex.drawer : 'auto',
          boxShadow: peeking ? theme.shadows[8] : 'none',
          transition: theme.transitions.create(['width', 'box-shadow'], {
            duration: theme.transitions.duration.shorter,
          }),
          '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
          // Touch-sized rows in the drawer.
          ...(drawer ? { '& .MuiListItemButton-root': { minHeight: 48 } } : {}),
        })}
      >
        <Box sx={{ display: 'flex', justifyContent: collapsed ? 'center' : 'flex-end', px: 0.5, py: 0.5 }}>
          {drawer ? (
            <IconButton onClick={drawer.close} aria-label={t('closeMenu')} sx={{ width: 48, height: 48 }}>
              <Close />
            </IconButton>
          ) : (
            <IconButton data-nav-toggle onClick={toggle} aria-label={mini ? t('expand') : t('collapse')}>
              {mini ? <MenuIcon /> : <MenuOpen />}
            </IconButton>
          )}
        </Box>
        {/* Placeholders are not worth scrolling to (and a scroll box needs something focusable). */}
        <Box sx={{ flex: 1, overflowY: loading ? 'hidden' : 'auto', overflowX: 'hidden' }}>
          {loading ? (
            <>
              <Box role="status" sx={visuallyHidden}>
                {t('loading')}
              </Box>
              <NavMenuSkeleton collapsed={collapsed} />
            </>
          ) : (
            <NavMenuEntries
              entries={visible}
              depth={0}
              idPrefix={idPrefix}
              activeItemId={trail.itemId}
              activeGroupIds={trail.groupIds}
              openGroups={openGroups}
              onToggleGroup={(id, topLevel) => setOpenGroups((current) => toggleGroup(current, id, topLevel))}
              collapsed={collapsed}
              collapseTimeout={reducedMotion ? 0 : 'auto'}
            />
          )}
        </Box>
        <Divider />
        <List component="ul" dense disablePadding sx={{ py: 0.5 }}>
          <FooterRow
            {...options.triggerProps}
            icon={<SettingsOutlined />}
            label={t('options')}
            collapsed={collapsed}
          />
          <FooterRow icon={<Logout />} label={t('logout')} collapsed={collapsed} onClick={() => onLogout()} />
        </List>
        <NavOptionsMenu
          {...options.menuProps}
          onLanguageChange={onLanguageChange}
          onOpenProfile={
            onOpenProfile &&
            (() => {
              drawer?.close();
              onOpenProfile();
            })
          }
          onOpenPreferences={() => {
            drawer?.close();
            onOpenPreferences();
          }}
        />
      </Box>
    </Box>
  );
}

interface FooterRowProps {
  id?: string;
  icon: ReactNode;
  label: string;
  collapsed: boolean;
  onClick: (event: MouseEvent<HTMLElement>) => void;
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
  'aria-controls'?: string;
}

function FooterRow({ icon, label, collapsed, ...button }: FooterRowProps) {
  return (
    <ListItem disablePadding>
      <ListItemButton
        component="button"
        {...button}
        sx={{
          width: '100%',
          minHeight: 40,
          px: collapsed ? 0 : 1.5,
          justifyContent: collapsed ? 'center' : 'flex-start',
        }}
      >
        <ListItemIcon sx={{ minWidth: collapsed ? 0 : 36, color: 'inherit' }} aria-hidden>
          {icon}
        </ListItemIcon>
        <ListItemText
          primary={label}
          sx={collapsed ? visuallyHidden : { my: 0.5 }}
          slotProps={{ primary: { variant: 'body2' } }}
        />
      </ListItemButton>
    </ListItem>
  );
}

function NavMenuSkeleton({ collapsed }: { collapsed: boolean }) {
  return (
    <Box aria-hidden sx={{ px: collapsed ? 0 : 1.5, py: 0.5 }}>
      {Array.from({ length: NAV_SKELETON_ROWS }, (_, row) => (
        <Box
          key={row}
          data-nav-skeleton-row
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: collapsed ? 'center' : 'flex-start',
            gap: 1.5,
            height: 40,
          }}
        >
          <Skeleton variant="circular" width={24} height={24} />
          {collapsed ? null : <Skeleton variant="text" sx={{ flex: 1, maxWidth: 120 + ((row * 37) % 60) }} />}
        </Box>
      ))}
    </Box>
  );
}
