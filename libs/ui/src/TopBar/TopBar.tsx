import MenuIcon from '@mui/icons-material/Menu';
import AppBar, { type AppBarProps } from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompactShell, useShellMenuButton } from '../internal/shellNav';
import { TopBarOverflow } from './TopBarOverflow';

/** The top bar's pieces, each rendered by its own component (portal spec §2.7). An absent slot takes no room. */
export interface TopBarSlots {
  /** The environment picker (code - cloud id - corporate name). */
  accountPicker?: ReactNode;
  /** Link to /notes with the count of checked notes. */
  notes?: ReactNode;
  /** The actions menu. */
  actions?: ReactNode;
  /** The envelope with unread messages. */
  messages?: ReactNode;
  /** The support assist token control. */
  assistToken?: ReactNode;
  /** Impersonate users (provider staff). */
  impersonate?: ReactNode;
  /** The button to external key management. */
  externalKeys?: ReactNode;
  /** The language flag. */
  language?: ReactNode;
  /** The show/hide values eye. */
  eye?: ReactNode;
  /** The disaster-recovery toggles: pass them only with the disaster_recovery feature flag. */
  disasterRecovery?: ReactNode;
  /** The button that opens the right sidebar. */
  rightSidebarButton?: ReactNode;
  /** The PRIME indicator (renders nothing for standard customers). */
  prime?: ReactNode;
}

export interface TopBarProps extends TopBarSlots {
  /**
   * Opens the left menu; when given, a hamburger shows on small screens (below MUI's `md`). Inside AppShell
   * leave it out: the shell's menu drawer supplies the hamburger's action, state and target.
   */
  onOpenMenu?: () => void;
  /** Whether the left menu is open (the hamburger's aria-expanded). */
  menuOpen?: boolean;
  /** Id of the left menu (the hamburger's aria-controls). */
  menuId?: string;
  /** How the bar is positioned in the shell; sticky by default. */
  position?: AppBarProps['position'];
}

/** The controls after the account picker, in the spec's order (§2.7). */
export type TopBarControlSlot = (typeof CONTROL_ORDER)[number];

const CONTROL_ORDER = [
  'notes',
  'actions',
  'messages',
  'assistToken',
  'impersonate',
  'externalKeys',
  'language',
  'eye',
  'disasterRecovery',
  'rightSidebarButton',
  'prime',
] as const satisfies readonly (keyof TopBarSlots)[];

/** On small screens these stay on the bar; every other control moves into the overflow panel. */
const KEPT_ON_SMALL_SCREENS: readonly TopBarControlSlot[] = ['prime'];

/**
 * The portal's top bar (portal spec §2.7): the account picker, then the controls in the spec's order. Its
 * pieces arrive as slots, so a control added as a slot follows both layouts. On small screens (below MUI's
 * `md`) a hamburger opens the menu, the account picker takes the room left, and the controls move into the
 * 'Mais opções' panel, still in the spec's order and each working as on the bar.
 */
export function TopBar({ onOpenMenu, menuOpen, menuId, position = 'sticky', ...slots }: TopBarProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'TopBar' });
  const compact = useCompactShell();
  const shellMenu = useShellMenuButton();
  const openMenu = onOpenMenu ?? shellMenu?.onOpen;
  const present = CONTROL_ORDER.filter((slot) => Boolean(slots[slot]));
  const onBar = compact ? present.filter((slot) => KEPT_ON_SMALL_SCREENS.includes(slot)) : present;
  const overflow = compact ? present.filter((slot) => !KEPT_ON_SMALL_SCREENS.includes(slot)) : [];

  return (
    <AppBar
      component="header"
      position={position}
      color="inherit"
      elevation={0}
      aria-label={t('label')}
      sx={{
        bgcolor: 'background.paper',
        color: 'text.primary',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Toolbar
        sx={{
          flexWrap: compact ? 'nowrap' : 'wrap',
          alignItems: 'center',
          columnGap: compact ? 0.5 : 1,
          rowGap: 0.5,
          py: 0.5,
          px: { xs: 0.5, sm: 2 },
          minHeight: { xs: 56 },
        }}
      >
        {compact && openMenu ? (
          <IconButton
            color="inherit"
            aria-label={t('openMenu')}
            aria-expanded={onOpenMenu ? menuOpen : shellMenu?.open}
            aria-controls={
              (onOpenMenu ? menuOpen : shellMenu?.open) ? (menuId ?? shellMenu?.menuId) : undefined
            }
            onClick={openMenu}
            sx={touchTarget}
          >
            <MenuIcon />
          </IconButton>
        ) : null}
        {slots.accountPicker ? (
          <Box
            sx={{
              flex: compact ? '1 1 0' : '1 1 200px',
              minWidth: 0,
              display: 'flex',
              alignItems: 'center',
              // The picker cuts its label with an ellipsis; on a phone it gets the bar's whole free width.
              '& > .MuiButton-root': compact ? { maxWidth: '100%', minHeight: 44 } : undefined,
            }}
          >
            {slots.accountPicker}
          </Box>
        ) : null}
        <Box
          sx={{
            display: 'flex',
            flexWrap: compact ? 'nowrap' : 'wrap',
            alignItems: 'center',
            justifyContent: 'flex-end',
            gap: 0.5,
            ml: 'auto',
            flexShrink: 0,
          }}
        >
          {onBar.map((slot) => (
            <Box
              key={slot}
              data-slot={slot}
              sx={{ display: 'flex', alignItems: 'center', '&:empty': { display: 'none' } }}
            >
              {slots[slot]}
            </Box>
          ))}
          {overflow.length > 0 ? (
            <TopBarOverflow rows={overflow.map((slot) => ({ slot, control: slots[slot] }))} />
          ) : null}
        </Box>
      </Toolbar>
    </AppBar>
  );
}

/** A 48 px square: a comfortable touch target (WCAG 2.5.5 asks 44). */
const touchTarget = { width: 48, height: 48 } as const;
