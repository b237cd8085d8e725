// TSS (issue 32): the names the API checks and the portal gates on, and what an order of more quota buys.

export const TSS_FEATURE = 'tss';
export const TSS_ADMIN_FEATURE = 'tss_admin';

/** A company's TSS environment: production documents, or homologation (tests with the tax authority). */
export const tssEnvironments = ['production', 'homologation'] as const;
export type TssEnvironment = (typeof tssEnvironments)[number];

/** More quota is bought in packages of documents a month, at a price in integer centavos (monthly). */
export const TSS_QUOTA_PACKAGE = { documents: 1000, priceCents: 8900 } as const;
export const TSS_MAX_PACKAGES = 50;
/** The largest quota a company may hold (documents a month). */
export const TSS_MAX_QUOTA = 10_000_000;
