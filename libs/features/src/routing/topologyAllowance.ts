/** Spec §2.4: the IaaS sections a user may open without a valid topology. */
const IAAS_SECTIONS = [
  'create-topology',
  'import-virtual-machine',
  'setup',
  'manager',
  'help',
  'calculator',
  'resources',
] as const;

/** Spec §2.4's entry that only holders of an admin feature keep (§6). */
const ADMIN_ENTRY = '/admin/*';

/**
 * Spec §2.4: the paths allowed without a valid topology. A trailing '/*' is the path and any sub-path;
 * the others match exactly. Where the spec names a section or a screen with pages of its own (the IaaS
 * sections, whose calculator holds the shared-budget route; /insights and its dashboards; an offer of the
 * store) the entry takes its sub-paths; the store's pages carry the menu's Portuguese names (/store/consumo).
 */
export const ALLOWED_WITHOUT_TOPOLOGY: readonly string[] = [
  '/contact',
  // The admin IAM user pages (the menu's user management).
  '/admin/iam/usuarios-adm-usuarios/*',
  '/security-center/trust-center',
  '/file-manager',
  '/insights/*',
  ...IAAS_SECTIONS.map((section) => `/iaas/${section}/*`),
  '/store',
  '/store/oferta/*',
  '/store/extrato',
  '/store/consumo',
  '/store/compras',
  '/commercial-event-migration',
  // Not in §2.4's list: the user's own preferences concern no environment (the route needs no sign-in,
  // §2.1), and the incomplete-registration modal (§2.10) sends there whatever the environment's topology.
  '/user-preferences',
  ADMIN_ENTRY,
];

const matches = (pattern: string, path: string) =>
  pattern.endsWith('/*')
    ? path === pattern.slice(0, -2) || path.startsWith(pattern.slice(0, -1))
    : path === pattern;

/**
 * Whether `pathname` stays open while the environment has no valid topology (spec §2.4, §4); the /admin/*
 * entry counts only with an admin feature (§6).
 */
export function isAllowedWithoutTopology(pathname: string, { admin }: { admin: boolean }): boolean {
  const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  return ALLOWED_WITHOUT_TOPOLOGY.some(
    (pattern) => (admin || pattern !== ADMIN_ENTRY) && matches(pattern, path),
  );
}
