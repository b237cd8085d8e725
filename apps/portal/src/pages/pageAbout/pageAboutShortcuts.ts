/**
 * The pages a shortcut may lead to: screens the portal has today, each called what its menu entry says, or
 * by its route's title (`titleKey`, portal `titles`) where no menu entry leads there (/notes).
 */
export const SHORTCUTS = {
  home: { href: '/dashboard', titleKey: 'dashboard' },
  insights: { href: '/insights', titleKey: 'insights' },
  tickets: { href: '/tickets', titleKey: 'tickets' },
  contact: { href: '/contact', titleKey: 'contact' },
  notes: { href: '/notes', titleKey: 'notes' },
  iaasResources: { href: '/iaas/resources', titleKey: 'iaasResources' },
  userPreferences: { href: '/user-preferences', titleKey: 'userPreferences' },
  productTss: { href: '/produto/tss', titleKey: 'product' },
  drBackup: { href: '/customer-disaster-recover/backup', titleKey: 'disasterRecovery' },
} as const satisfies Record<string, { href: string; titleKey: string }>;

export type ShortcutId = keyof typeof SHORTCUTS;

const security: readonly ShortcutId[] = ['iaasResources', 'tickets', 'contact'];
const productManagement: readonly ShortcutId[] = ['productTss', 'tickets', 'notes'];

/**
 * The related pages of each page without tools of its own, in order: by menu entry id, else by route title
 * key. The page shows only those the user may open (useMayOpen); a page with none listed offers home and
 * support.
 */
export const PAGE_SHORTCUTS: {
  entries: Record<string, readonly ShortcutId[]>;
  routes: Record<string, readonly ShortcutId[]>;
} = {
  entries: {
    'admin-reports': ['insights', 'tickets'],
    'admin-customer-resources': ['iaasResources', 'tickets'],
    'admin-troubleshoot': ['iaasResources', 'tickets'],
    'pm-approval-center': productManagement,
    'pm-actions': productManagement,
    'pm-logs-history': productManagement,
    'security-advisor': security,
    'security-ueba': security,
    'security-trust-center': ['contact', 'tickets'],
    monitoring: ['insights', 'iaasResources', 'tickets'],
    'maintenance-window': ['tickets', 'notes'],
    'appointment-center': ['tickets', 'contact'],
    migrador: ['iaasResources', 'tickets'],
    onboard: ['contact', 'userPreferences'],
    'customer-panel': ['tickets', 'notes'],
    'status-page': ['tickets', 'contact'],
  },
  routes: {
    backups: ['drBackup', 'iaasResources', 'tickets'],
    iaas: ['iaasResources', 'tickets'],
    user: ['userPreferences'],
    userAdmin: ['userPreferences', 'contact'],
    communication: ['notes', 'tickets'],
    refresh: ['home', 'userPreferences'],
  },
};

/** The shortcuts of a page with neither an entry nor a route of its own listed above. */
export const DEFAULT_SHORTCUTS: readonly ShortcutId[] = ['home', 'tickets', 'contact'];
