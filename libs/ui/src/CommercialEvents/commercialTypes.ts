// What the commercial event screens show: events, a request's outcome, proposals (money in integer centavos,
// as a decimal string) and the staff's requests.

export type CommercialRequestStateName = 'pending' | 'approved' | 'refused';

export interface CommercialRequestOutcome {
  id: string;
  state: CommercialRequestStateName;
  /** Why it was refused. */
  reason: string | null;
  requestedAt: string;
  decidedAt: string | null;
}

export interface CommercialEventItem {
  id: string;
  code: string;
  name: string;
  description: string;
  conditions: string;
  discountPercent: number;
  /** YYYY-MM-DD. */
  startsOn: string;
  endsOn: string;
  /** Today is within its dates. */
  open: boolean;
  /** The environment's latest request to join it (approved: it takes part). */
  joinRequest: CommercialRequestOutcome | null;
}

export interface CommercialProposalItem {
  id: string;
  number: string;
  products: string[];
  valueCents: string;
  /** The event it was moved into, with its value there. */
  event: { id: string; name: string; valueCents: string } | null;
  migrationRequest: (CommercialRequestOutcome & { eventName: string }) | null;
}

export interface CommercialRequestItem extends CommercialRequestOutcome {
  kind: 'join' | 'migration';
  eventName: string;
  customer: string;
  cloudId: string;
  proposal: { number: string; valueCents: string; newValueCents: string } | null;
  requestedBy: string | null;
  decidedBy: string | null;
}
