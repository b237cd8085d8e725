// The numbers and permission names of impersonation and assist tokens, without schemas, so the portal can
// import them through '@nuvem/api-contract/paths'.

/** The permission (a feature, spec §6) that allows staff to impersonate users. */
export const impersonateUsersFeature = 'impersonate_users';

/** An impersonation ends by itself this long after it started. */
export const maxImpersonationMinutes = 60;

/** Shortest search text for GET /impersonation/users. */
export const minImpersonationQueryLength = 2;

/** GET /impersonation/users answers at most this many users. */
export const maxImpersonationCandidates = 20;

/** An assist token stops working this long after it was generated. */
export const assistTokenTtlMinutes = 30;

/** The permission of support staff who verify assist tokens. */
export const verifyAssistTokenFeature = 'verify_assist_token';

/**
 * Who sees the support tickets (portal spec §2.6 "customer support (/tickets)", §6): a user holding either name,
 * as a feature or a feature flag. The menu, the portal's route and the API read this one list.
 */
export const supportTicketsPermissions = [
  'zendesk_ticket_central_show_menu',
  'show_zendesk_ticket_central',
] as const;

/** GET …/tickets answers this many tickets a page unless asked otherwise, and at most maxTicketsPageSize. */
export const defaultTicketsPageSize = 25;
export const maxTicketsPageSize = 100;

/** Longest search text of GET …/tickets. */
export const maxTicketSearchLength = 100;

/** What a ticket opened in the portal is about (IaaS › Ajuda 'Abrir chamado'). */
export const ticketCategories = ['incident', 'question', 'request', 'billing'] as const;
export type TicketCategory = (typeof ticketCategories)[number];

/** Limits of a new ticket's fields, shared by the form and the route. */
export const ticketCreateLimits = { subject: 200, description: 5000, resourceId: 80 } as const;
