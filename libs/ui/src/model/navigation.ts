import type { ReactNode } from 'react';

/** A link of the left menu. Labels arrive translated; an item shows only when enabled (spec §2.6). */
export interface NavItem {
  kind: 'item';
  id: string;
  label: string;
  href: string;
  icon?: ReactNode;
  enabled: boolean;
  /** Opens outside the portal, in a new tab. */
  external?: boolean;
}

/** A group of the left menu: shows only if at least one child is enabled. */
export interface NavGroup {
  kind: 'group';
  id: string;
  label: string;
  icon?: ReactNode;
  children: NavEntry[];
}

export type NavEntry = NavItem | NavGroup;
