// Termos de aceite and commercial events (issue 32) at run time: the features the portal's routes and menu
// check and the API's routes ask, one constant each, so both read the same names.

/** The flag that shows 'Termos de aceite' (spec §6: on for everyone in the demo). */
export const usageTermsFlag = 'show_acceptance_term';
/** Administração › Termos de uso: write and publish versions. */
export const usageTermsAdminFeature = 'service_agreement_list';
/** Evento comercial: the events a customer takes part in, and joining one. */
export const commercialEventFeature = 'commercial_event';
/** Migração de evento comercial: moving a proposal into an event (either feature). */
export const commercialMigrationFeatures = ['proposal_migration', 'customer_migration'] as const;
/** Administração › Solicitações de evento comercial (either feature). */
export const commercialRequestsAdminFeatures = [
  'commercial_event_dashboard',
  'commercial_events_users',
] as const;

/** A request's states: pending until staff approve or refuse it (a refusal carries a reason). */
export const commercialRequestStates = ['pending', 'approved', 'refused'] as const;
export type CommercialRequestState = (typeof commercialRequestStates)[number];
export const commercialRequestKinds = ['join', 'migration'] as const;
export type CommercialRequestKind = (typeof commercialRequestKinds)[number];

export const usageTermLimits = { title: 200, body: 50_000, reason: 500 } as const;
