import type { ShellAlert } from '../model/alert';
import type { PipelineAction } from '../model/pipeline';

/**
 * Where one card of the home dashboard is: its data on its way (the card's skeleton), failed (the error,
 * translated, with 'Tentar novamente'), or there. Each card has its own, so one failing card leaves the others.
 */
export type HomeLoadState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready' };

/** How many topologies run in one region. */
export interface HomeRegionCount {
  region: string;
  count: number;
}

/** One product of the environment and its topologies (the products card). */
export interface HomeProduct {
  /** The product's id in the API, e.g. 'protheus'. */
  product: string;
  /** Its name as the menu shows it, e.g. 'Protheus'. */
  name: string;
  /** Its page (/produto/<product>). */
  href: string;
  /** Its topologies in this environment. */
  topologies: number;
  /** Those topologies by region, the largest first. */
  regions: HomeRegionCount[];
}

export interface HomeProductsSection {
  state: HomeLoadState;
  /** The most topologies first. */
  products: HomeProduct[];
  /** Every topology of the environment by region, the largest first. */
  regions: HomeRegionCount[];
  /** Topologies in all. */
  total: number;
  /** The topology list leaves the DR replicas out (the top bar's 'DR' view is off): said under the totals. */
  replicasHidden?: boolean;
}

/** One disaster-recovery pair: a dr_origin topology and its replica. */
export interface HomeDrPair {
  /** The origin's topology id. */
  id: string;
  /** The product's name. */
  productName: string;
  origin: { instance: string; region: string };
  /**
   * Its dr_destination; the instance is known only when the topology list shows replicas (the 'DR' view),
   * otherwise only the region of the environment's official DR. Null: no replica known.
   */
  destination: { instance?: string; region: string } | null;
}

export interface HomeDisasterRecoverySection {
  state: HomeLoadState;
  pairs: HomeDrPair[];
  /** The user's DR test mode for this environment; undefined while unknown. */
  testActive?: boolean;
  /** The disaster-recovery pages (/customer-disaster-recover); absent for a user who may open none of them. */
  href?: string;
}

export interface HomeTssQuota {
  state: HomeLoadState;
  hired: number;
  used: number;
  /** Where the quota is managed (the menu's TSS entry). */
  href: string;
}

export interface HomeContractSection {
  /** PRIME or STANDARD support (the environment's primeData.support_type). */
  supportType: 'PRIME' | 'STANDARD';
  tCode: string;
  corporateName: string;
  cloudId: string;
  region?: string;
  /** Absent: the user may not see TSS (no tss feature). */
  tss?: HomeTssQuota;
  /** The support page (/contact). */
  contactHref: string;
}

export interface HomeAlertsSection {
  state: HomeLoadState;
  /** The open alerts, newest first (the ones the alert bar shows and the user has not closed). */
  alerts: ShellAlert[];
}

export interface HomeActionsSection {
  state: HomeLoadState;
  /** The latest actions, newest first. */
  actions: PipelineAction[];
  /** Opens the right sidebar's 'Últimas Ações Executadas'. */
  onOpen?: () => void;
}

/** A count with where it comes from. */
export interface HomeCount {
  state: HomeLoadState;
  count: number;
  /** Where the number leads; absent: shown as plain text. */
  href?: string;
}

export interface HomeTicketSummary {
  number: number;
  subject: string;
  href: string;
}

export interface HomeInboxSection {
  /** Unread messages (the top bar's envelope). */
  messages?: HomeCount;
  /** Checked notes (the top bar's notes link); absent without list_notes. */
  notes?: HomeCount;
  /** Open tickets; absent without the tickets permission. */
  tickets?: HomeCount & { latest: HomeTicketSummary[] };
}
