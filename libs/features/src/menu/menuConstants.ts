/** Portal spec §2.2: the PaaS products, in the spec's order; the menu has one entry per product (§2.6). */
export const PAAS_PRODUCTS = [
  'fluig',
  'protheus',
  'tss',
  'rm',
  'smartrm',
  'smartrm_cluster',
  'smartrm_control',
  'license_server',
  'simba',
  'datasul',
  'pep',
  'pvi',
  'taf',
  'treports',
  'winthor',
  'sfa',
  'consinco',
  '2c',
  'sisjuri',
  'outros',
] as const;
export type PaasProduct = (typeof PAAS_PRODUCTS)[number];

/**
 * The products' names as the menu shows them: brand names, the same in every language. 'outros' is no
 * brand ('others'): it is translated (menu.i18n.ts `paasOthers`).
 */
export const PAAS_BRAND_NAMES: Record<Exclude<PaasProduct, 'outros'>, string> = {
  fluig: 'Fluig',
  protheus: 'Protheus',
  tss: 'TSS',
  rm: 'RM',
  smartrm: 'SmartRM',
  smartrm_cluster: 'SmartRM Cluster',
  smartrm_control: 'SmartRM Control',
  license_server: 'License Server',
  simba: 'Simba',
  datasul: 'Datasul',
  pep: 'PEP',
  pvi: 'PVI',
  taf: 'TAF',
  treports: 'TReports',
  winthor: 'WinThor',
  sfa: 'SFA',
  consinco: 'Consinco',
  '2c': '2C',
  sisjuri: 'SISJURI',
};

/** Portal spec §6: the feature that shows the marketplace whatever the contracts and TSS quota. */
export const MARKETPLACE_TEST_FEATURE = 'menu_marketplace_test';
