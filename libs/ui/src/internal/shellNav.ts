import type { Breakpoint, Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { createContext, useContext, type MouseEvent } from 'react';

/**
 * Below this MUI breakpoint the shell is compact (portal issue 11, small screens): the left menu becomes a
 * temporary drawer opened from the top bar's hamburger, and the top bar's controls move into its overflow
 * panel. The portal spec (§2.6, §2.7) does not set it; `md` (900 px) is where the full 250 px menu stops
 * fitting beside the content.
 */
export const SHELL_COMPACT_BELOW: Breakpoint = 'md';

/** Whether the window is narrower than `SHELL_COMPACT_BELOW`: one media query read by every shell part. */
export function useCompactShell(): boolean {
  // noSsr: the first render already knows, so a phone never paints the wide shell first.
  return useMediaQuery((theme: Theme) => theme.breakpoints.down(SHELL_COMPACT_BELOW), { noSsr: true });
}

/** What the shell tells its top bar about the menu drawer: the hamburger's state and action. */
export interface ShellMenuButtonState {
  /** Id of the drawer's panel (the hamburger's aria-controls). */
  menuId: string;
  open: boolean;
  onOpen: () => void;
}

/** Given by AppShell to its top-bar slot while the menu is a drawer; null otherwise. */
export const ShellMenuButtonContext = createContext<ShellMenuButtonState | null>(null);

export const useShellMenuButton = () => useContext(ShellMenuButtonContext);

/** What a navigation rendered inside the shell's drawer needs: the way to close it. */
export interface NavDrawerState {
  close: () => void;
}

/** Given by AppShell to its nav slot while it sits in the drawer; null when the menu is docked. */
export const NavDrawerContext = createContext<NavDrawerState | null>(null);

export const useNavDrawer = () => useContext(NavDrawerContext);

/**
 * A click that follows a link (the menu's entries, the notes link…) closes the panel it was made in: the
 * page changes under it. React events bubble through portals, so links in flyouts count too.
 */
export function closeOnLinkClick(close: () => void) {
  return (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) close();
  };
}
