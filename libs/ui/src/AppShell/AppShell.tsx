import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import type { SxProps, Theme } from '@mui/material/styles';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import {
  closeOnLinkClick,
  NavDrawerContext,
  ShellMenuButtonContext,
  useCompactShell,
} from '../internal/shellNav';
import { bodyClassOf } from '../theme/bodyClassOf';
import type { Layout, SupportType } from '../theme/createNuvemTheme';
import { applyBodyClass } from './applyBodyClass';
import { ShellLoading } from './ShellLoading';

export interface AppShellProps {
  /**
   * 'shell' frames the page with every slot; 'bare' renders only `children`, for the pages the spec shows
   * without the shell (/login, /privacy, /logout, /authorize, /authentication, portal spec §2.3).
   */
  variant?: 'shell' | 'bare';
  /** Classic: left menu, top bar, content column. Modern: navigation rail and a lighter top bar. */
  layout: Layout;
  /**
   * The customer's support type; with the layout it gives the body class (tc-prime, tc-standard, with
   * '-modern' in the modern layout). The portal passes 'standard' unless prime styling is enabled (§2.3).
   */
  support: SupportType;
  /** User data is missing: only a centred spinner is shown (portal spec §2.3). */
  loading?: boolean;
  /**
   * The left menu: `NavMenu` in the classic layout, `RevNavigation` in the modern one. Below MUI's `md`
   * breakpoint it moves into a temporary drawer that the top bar's hamburger opens; following a link in it,
   * Escape or a tap beside it close it, and focus goes back to the hamburger.
   */
  nav?: ReactNode;
  /** The top bar. */
  topBar?: ReactNode;
  /** The alert list, under the top bar. */
  alerts?: ReactNode;
  /** The user message banner ('ATENÇÃO!'). */
  userMessage?: ReactNode;
  /** The page's content. */
  children?: ReactNode;
  /**
   * Shown instead of the content when no environment is selected (portal spec §2.3), usually a
   * `ClientSelectionScreen`. The menu is hidden meanwhile: it appears only once an account is selected (§2.6).
   */
  clientSelection?: ReactNode;
  /** The footer. */
  footer?: ReactNode;
  /** The right sidebar (actions). */
  rightSidebar?: ReactNode;
  /** Id of the `main` element, the target of the skip link. */
  mainId?: string;
}

/**
 * The portal's frame (portal spec §2.3): a skip link, the left menu, the top bar, alerts, the user message,
 * the content in `main`, the footer and the right sidebar. It puts the body class on document.body while
 * mounted and restores the previous classes when it goes.
 */
export function AppShell({
  variant = 'shell',
  layout,
  support,
  loading = false,
  nav,
  topBar,
  alerts,
  userMessage,
  children,
  clientSelection,
  footer,
  rightSidebar,
  mainId = 'conteudo-principal',
}: AppShellProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'AppShell' });
  const mainRef = useRef<HTMLElement>(null);
  const bodyClass = bodyClassOf(support, layout);
  const framed = variant === 'shell';
  const compact = useCompactShell();
  const drawerId = useId();
  const [drawerWanted, setDrawerWanted] = useState(false);
  // Widening the window docks the menu again; narrowing it later starts with the drawer closed.
  const drawerOpen = compact && drawerWanted;
  if (drawerWanted && !compact) setDrawerWanted(false);
  const menuButton = useMemo(
    () => ({ menuId: drawerId, open: drawerOpen, onOpen: () => setDrawerWanted(true) }),
    [drawerId, drawerOpen],
  );
  const navDrawer = useMemo(() => ({ close: () => setDrawerWanted(false) }), []);

  useEffect(() => {
    if (!framed) return undefined;
    return applyBodyClass(document.body.classList, bodyClass);
  }, [framed, bodyClass]);

  if (!framed) return <>{children}</>;

  if (loading) return <ShellLoading className={bodyClass} />;

  const modern = layout === 'modern';
  const showNav = nav != null && clientSelection == null;

  return (
    <Box
      className={bodyClass}
      data-layout={layout}
      sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default', color: 'text.primary' }}
    >
      <SkipLink targetId={mainId} target={mainRef} label={t('skipToContent')} />
      {showNav && compact ? (
        <Drawer
          variant="temporary"
          open={drawerOpen}
          onClose={navDrawer.close}
          slotProps={{
            paper: {
              id: drawerId,
              // MUI gives the temporary drawer's panel the dialog role: it needs a name.
              'aria-label': t('menu'),
              onClick: closeOnLinkClick(navDrawer.close),
              sx: { width: modern ? 'auto' : NAV_DRAWER_WIDTH, maxWidth: '85vw', overflow: 'hidden' },
            },
          }}
        >
          <NavDrawerContext.Provider value={navDrawer}>{nav}</NavDrawerContext.Provider>
        </Drawer>
      ) : null}
      {showNav && !compact ? (
        <Box
          sx={(theme) => ({
            position: 'sticky',
            top: 0,
            height: '100vh',
            flexShrink: 0,
            // Above the sticky top bar, so a widened mini menu overlays it too.
            zIndex: theme.zIndex.drawer,
          })}
        >
          {nav}
        </Box>
      ) : null}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        {topBar != null ? (
          <Box sx={modern ? modernTopBarSx : classicTopBarSx}>
            <ShellMenuButtonContext.Provider value={showNav && compact ? menuButton : null}>
              {topBar}
            </ShellMenuButtonContext.Provider>
          </Box>
        ) : null}
        {alerts != null || userMessage != null ? (
          <Box
            sx={{
              px: modern ? { xs: 2, md: 4 } : 2,
              pt: 2,
              display: 'flex',
              flexDirection: 'column',
              gap: 1,
              // The alert list and the banner render nothing when they have nothing to say.
              '&:empty': { display: 'none' },
            }}
          >
            {alerts}
            {userMessage}
          </Box>
        ) : null}
        <Box
          component="main"
          id={mainId}
          ref={mainRef}
          tabIndex={-1}
          sx={{
            flex: 1,
            minWidth: 0,
            outline: 'none',
            ...(modern ? { px: { xs: 2, md: 4 }, py: 3 } : { p: 2 }),
          }}
        >
          {clientSelection ?? children}
        </Box>
        {footer}
      </Box>
      {rightSidebar}
    </Box>
  );
}

/** The classic menu's width in the drawer: a little wider than docked (250 px), for touch. */
const NAV_DRAWER_WIDTH = 280;

// Classic: a raised paper bar. Modern: flush with the page background, set apart by a hairline only.
const classicTopBarSx: SxProps<Theme> = (theme) => ({
  position: 'sticky',
  top: 0,
  zIndex: theme.zIndex.appBar,
  bgcolor: 'background.paper',
  boxShadow: theme.shadows[2],
});

const modernTopBarSx: SxProps<Theme> = (theme) => ({
  position: 'sticky',
  top: 0,
  zIndex: theme.zIndex.appBar,
  bgcolor: 'background.default',
  borderBottom: 1,
  borderColor: 'divider',
  px: { xs: 1, md: 2 },
});

interface SkipLinkProps {
  targetId: string;
  target: RefObject<HTMLElement | null>;
  label: string;
}

/**
 * The first focusable element: hidden until focused, it moves focus to `main`. A plain anchor, not an MUI
 * link, so the theme's router adapter does not treat the fragment as a route.
 */
function SkipLink({ targetId, target, label }: SkipLinkProps) {
  return (
    <Box
      component="a"
      href={`#${targetId}`}
      onClick={(event) => {
        event.preventDefault();
        target.current?.focus();
        target.current?.scrollIntoView?.({ block: 'start' });
      }}
      sx={(theme) => ({
        position: 'fixed',
        top: theme.spacing(1),
        left: theme.spacing(1),
        zIndex: theme.zIndex.tooltip,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        fontWeight: 600,
        boxShadow: theme.shadows[4],
        outline: `2px solid ${theme.palette.primary.main}`,
        '&:not(:focus)': {
          width: '1px',
          height: '1px',
          p: 0,
          overflow: 'hidden',
          clip: 'rect(0 0 0 0)',
          whiteSpace: 'nowrap',
          outline: 'none',
          boxShadow: 'none',
        },
      })}
    >
      {label}
    </Box>
  );
}
