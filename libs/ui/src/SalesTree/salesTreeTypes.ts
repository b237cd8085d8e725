// What the sales tree's screens (staff) show: purchases across customers, and project agents with theirs.

export type SalesSource = 'marketplace' | 'ai_agent' | 'tss';
export type SalesPeriod = 'all' | 'thisMonth' | 'lastMonth' | 'last90Days' | 'thisYear';

export interface SalesCustomerItem {
  tCode: string;
  name: string;
}

export interface SalesPurchaseItem {
  id: string;
  customer: SalesCustomerItem;
  cloudId: string;
  source: SalesSource;
  description: string;
  quantity: number;
  /** Integer centavos, as the API's decimal string. */
  totalCents: string;
  recurrence: 'once' | 'monthly';
  state: 'pending' | 'provisioning' | 'active' | 'cancelled' | 'failed';
  buyerEmail: string;
  orderedAt: string;
}

export interface ProjectAgentItem {
  id: string;
  fullName: string;
  email: string;
  role: 'sales' | 'project';
  customers: readonly SalesCustomerItem[];
}
