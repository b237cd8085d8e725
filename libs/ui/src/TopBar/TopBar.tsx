import MenuIcon from '@mui/icons-material/Menu';
import AppBar, { type AppBarProps } from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TOP_BAR_COMPACT_BELOW } from './topBarLayout';

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
  /** Opens the left menu; when given, a hamburger shows on narrow bars. */
  onOpenMenu?: () => void;
  /** Whether the left menu is open (the hamburger's aria-expanded). */
  menuOpen?: boolean;
  /** Id of the left menu (the hamburger's aria-controls). */
  menuId?: string;
  /** How the bar is positioned in the shell; sticky by default. */
  position?: AppBarProps['position'];
}

// Rendered in this order, the spec's (§2.7); the account picker comes first, on its own.
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

const wide = `@container topbar (min-width: ${TOP_BAR_COMPACT_BELOW}px)`;

/**
 * The portal's top bar (portal spec §2.7): the account picker, then the controls in the spec's order. Its
 * pieces arrive as slots. On a narrow bar a hamburger opens the menu and the controls wrap onto a second row.
 */
export function TopBar({ onOpenMenu, menuOpen, menuId, position = 'sticky', ...slots }: TopBarProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'TopBar' });
  return (
    <AppBar
      component="header"
      position={position}
      color="inherit"
      elevation={0}
      aria-label={t('label')}
      sx={{
        containerType: 'inline-size',
        containerName: 'topbar',
        bgcolor: 'background.paper',
        color: 'text.primary',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Toolbar
        sx={{
          flexWrap: 'wrap',
          alignItems: 'center',
          columnGap: 1,
          rowGap: 0.5,
          py: 0.5,
          px: { xs: 1, sm: 2 },
          minHeight: { xs: 56 },
        }}
      >
        {onOpenMenu ? (
          <IconButton
            color="inherit"
            edge="start"
            aria-label={t('openMenu')}
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? menuId : undefined}
            onClick={onOpenMenu}
            sx={{ [wide]: { display: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
        ) : null}
        {slots.accountPicker ? (
          <Box sx={{ flex: '1 1 200px', minWidth: 0, display: 'flex', alignItems: 'center' }}>
            {slots.accountPicker}
          </Box>
        ) : null}
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'flex-end',
            gap: 0.5,
            ml: 'auto',
            // On a narrow bar the controls take a row of their own under the picker.
            flexBasis: '100%',
            [wide]: { flexBasis: 'auto' },
          }}
        >
          {CONTROL_ORDER.map((slot) =>
            slots[slot] ? (
              <Box
                key={slot}
                data-slot={slot}
                sx={{ display: 'flex', alignItems: 'center', '&:empty': { display: 'none' } }}
              >
                {slots[slot]}
              </Box>
            ) : null,
          )}
        </Box>
      </Toolbar>
    </AppBar>
  );
}
