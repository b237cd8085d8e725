// The home dashboard's addresses and choices (portal spec §2.1 routes, §2.6 menu). The spec leaves the home's
// contents open ("not shown"): these are ours, named once here.

/** A product's page (spec §2.6: PaaS, one entry per product). */
export const productPath = (product: string) => `/produto/${encodeURIComponent(product)}`;
/** Customer disaster recovery (spec §2.6: plan-test, activation, deactivation, backup). */
export const DISASTER_RECOVERY_PATH = '/customer-disaster-recover';
/** The TSS entry of the menu (spec §2.6). */
export const TSS_PATH = '/user/minhas-empresas';
export const NOTES_PATH = '/notes';
export const TICKETS_PATH = '/tickets';
export const ticketPath = (number: number) => `${TICKETS_PATH}/${number}`;
export const CONTACT_PATH = '/contact';
/** An insights dashboard on the insights screen (spec §2.5). */
export const insightDashboardPath = (dashboardId: string) => `/insights/${encodeURIComponent(dashboardId)}`;

/**
 * The consumption chart of the home: a tile of an insights dashboard the user may open, the first of these
 * the user's dashboard list holds (the same content the insights screen shows: cost per month of the
 * consumption dataset). Dashboards are found by name, as the insights screen lists them; a tile by its id.
 */
export const HOME_CONSUMPTION_TILES: readonly { dashboardName: string; tileId: string }[] = [
  { dashboardName: 'Faturamento Mensal', tileId: 'Custo_Mes' },
  { dashboardName: 'Visão Geral da Conta', tileId: 'Custo_Mensal' },
];

/** The topology type of an origin of disaster recovery, and of its replica (api-contract topologyTypes). */
export const DR_ORIGIN = 'dr_origin';
export const DR_DESTINATION = 'dr_destination';
