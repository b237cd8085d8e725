import Close from '@mui/icons-material/Close';
import Logout from '@mui/icons-material/Logout';
import OpenInNew from '@mui/icons-material/OpenInNew';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import Box from '@mui/material/Box';
import ButtonBase, { type ButtonBaseProps } from '@mui/material/ButtonBase';
import Skeleton from '@mui/material/Skeleton';
import { alpha, type Theme } from '@mui/material/styles';
import type { SxProps } from '@mui/material/styles';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { NavGroup } from '../model/navigation';
import { activeTrail } from '../NavMenu/activeTrail';
import { NAV_SKELETON_ROWS } from '../NavMenu/navMenuConstants';
import type { NavigationProps } from '../NavMenu/NavMenu';
import { NavOptionsMenu } from '../NavMenu/NavOptionsMenu';
import { useNavOptionsMenu } from '../NavMenu/useNavOptionsMenu';
import { visibleEntries } from '../NavMenu/visibleEntries';
import { visuallyHidden } from '../a11y/visuallyHidden';
import { useNavDrawer } from '../internal/shellNav';
import { brand } from '../theme/brand';
import { RevFlyout } from './RevFlyout';
import { REV_RAIL_WIDTH } from './revNavigationLayout';

/** The rev rail takes what the classic menu takes, but for the mini/full state. */
export type RevNavigationProps = NavigationProps;

/**
 * The rev navigation of the modern layout (portal spec §2.3): a dark rail of icons with short captions.
 * Links navigate; a group opens a flyout panel with its entries. The footer holds options and logout.
 */
export function RevNavigation({
  entries,
  currentPath,
  loading = false,
  locale,
  onLanguageChange,
  onOpenProfile,
  onOpenPreferences,
  onLogout,
}: RevNavigationProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'NavMenu' });
  const idPrefix = useId();
  const visible = useMemo(() => visibleEntries(entries), [entries]);
  const trail = useMemo(() => activeTrail(visible, currentPath), [visible, currentPath]);

  const [flyout, setFlyout] = useState<{ group: NavGroup; anchor: HTMLElement } | null>(null);
  const options = useNavOptionsMenu(idPrefix, locale);
  const flyoutId = `${idPrefix}-flyout`;
  // In the shell's drawer (small screens) the rail slides in whole, with a close button on top.
  const drawer = useNavDrawer();

  return (
    <Box
      component="nav"
      aria-label={t('label')}
      aria-busy={loading || undefined}
      sx={(theme) => ({
        width: REV_RAIL_WIDTH,
        flexShrink: 0,
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: theme.palette.mode === 'dark' ? brand.navDark : brand.navLight,
        color: 'common.white',
        borderRight: theme.palette.mode === 'dark' ? `1px solid ${theme.palette.divider}` : 'none',
      })}
    >
      <Box
        sx={(theme) => ({
          flex: 1,
          // Placeholders are not worth scrolling to (and a scroll box needs something focusable).
          overflowY: loading ? 'hidden' : 'auto',
          overflowX: 'hidden',
          py: 1,
          scrollbarWidth: 'thin',
          scrollbarColor: `${alpha(theme.palette.common.white, 0.3)} transparent`,
        })}
      >
        {drawer ? (
          <RailButton icon={<Close />} label={t('closeMenu')} active={false} onClick={drawer.close} />
        ) : null}
        {loading ? (
          <>
            <Box role="status" sx={visuallyHidden}>
              {t('loading')}
            </Box>
            <RailSkeleton />
          </>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {visible.map((entry) => {
              const active = entry.id === trail.itemId || trail.groupIds[0] === entry.id;
              if (entry.kind === 'item') {
                return (
                  <li key={entry.id}>
                    <RailButton
                      icon={entry.icon}
                      label={entry.label}
                      active={active}
                      href={entry.href}
                      aria-current={active ? 'page' : undefined}
                      {...(entry.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                      extra={
                        entry.external ? (
                          <>
                            <OpenInNew aria-hidden sx={{ fontSize: 12, ml: 0.25, verticalAlign: 'middle' }} />
                            <Box component="span" sx={visuallyHidden}>
                              {` ${t('newTab')}`}
                            </Box>
                          </>
                        ) : null
                      }
                    />
                  </li>
                );
              }
              const open = flyout?.group.id === entry.id;
              return (
                <li key={entry.id}>
                  <RailButton
                    icon={entry.icon}
                    label={entry.label}
                    active={active || open}
                    aria-haspopup="dialog"
                    aria-expanded={open}
                    aria-controls={open ? flyoutId : undefined}
                    onClick={(event) => setFlyout({ group: entry, anchor: event.currentTarget })}
                  />
                </li>
              );
            })}
          </Box>
        )}
      </Box>
      <Box
        component="ul"
        sx={(theme) => ({
          listStyle: 'none',
          m: 0,
          py: 1,
          px: 0,
          borderTop: `1px solid ${alpha(theme.palette.common.white, 0.16)}`,
        })}
      >
        <li>
          <RailButton
            {...options.triggerProps}
            icon={<SettingsOutlined />}
            label={t('options')}
            active={options.open}
          />
        </li>
        <li>
          <RailButton icon={<Logout />} label={t('logout')} active={false} onClick={() => onLogout()} />
        </li>
      </Box>
      <RevFlyout
        id={flyoutId}
        group={flyout?.group ?? null}
        anchorEl={flyout?.anchor ?? null}
        activeItemId={trail.itemId}
        onClose={() => setFlyout(null)}
      />
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
  );
}

type RailButtonProps = Omit<ButtonBaseProps, 'children'> & {
  icon: ReactNode;
  label: string;
  active: boolean;
  extra?: ReactNode;
  href?: string;
  target?: string;
  rel?: string;
};

const railButtonSx: SxProps<Theme> = (theme) => ({
  width: '100%',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 0.5,
  px: 0.5,
  py: 0.75,
  color: 'inherit',
  // Buttons do not inherit the page font; links do. Both must look the same on the rail.
  fontFamily: theme.typography.fontFamily,
  textAlign: 'center',
  '& .rev-pill': {
    width: 56,
    height: 32,
    borderRadius: 16,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    transition: theme.transitions.create('background-color', {
      duration: theme.transitions.duration.shortest,
    }),
  },
  '&:hover .rev-pill': { bgcolor: alpha(theme.palette.common.white, 0.08) },
  '&.rev-active .rev-pill': { bgcolor: alpha(theme.palette.common.white, 0.2) },
  '&.rev-active .rev-label': { fontWeight: 700 },
  '&.Mui-focusVisible': {
    outline: `2px solid ${theme.palette.common.white}`,
    outlineOffset: -2,
    borderRadius: 1,
  },
});

function RailButton({ icon, label, active, extra, className, ...button }: RailButtonProps) {
  return (
    <ButtonBase
      {...button}
      className={[className, active ? 'rev-active' : ''].filter(Boolean).join(' ') || undefined}
      sx={railButtonSx}
    >
      <Box component="span" className="rev-pill" aria-hidden>
        {icon ?? (
          <Box component="span" sx={{ fontSize: 13, fontWeight: 700 }}>
            {label.slice(0, 2).toUpperCase()}
          </Box>
        )}
      </Box>
      <Box
        component="span"
        className="rev-label"
        sx={{
          fontSize: 11,
          lineHeight: 1.3,
          fontWeight: 500,
          overflowWrap: 'anywhere',
          hyphens: 'auto',
          maxWidth: '100%',
        }}
      >
        {label}
        {extra}
      </Box>
    </ButtonBase>
  );
}

function RailSkeleton() {
  return (
    <Box aria-hidden sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5, py: 1 }}>
      {Array.from({ length: NAV_SKELETON_ROWS }, (_, row) => (
        <Box
          key={row}
          data-nav-skeleton-row
          sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 0.5 }}
        >
          <Skeleton
            variant="rounded"
            width={56}
            height={32}
            sx={(theme) => ({ bgcolor: alpha(theme.palette.common.white, 0.16), borderRadius: 4 })}
          />
          <Skeleton
            variant="text"
            width={48}
            sx={(theme) => ({ bgcolor: alpha(theme.palette.common.white, 0.16), fontSize: 11 })}
          />
        </Box>
      ))}
    </Box>
  );
}
