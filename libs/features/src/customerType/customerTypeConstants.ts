/**
 * Spec §5 "Customer type by email": the provider's own e-mail domains give 'internal'. The demo provider's is
 * nuvem.example; a subdomain of one counts too.
 */
export const INTERNAL_EMAIL_DOMAINS: readonly string[] = ['nuvem.example'];

/** Spec §5: a "partner-like" e-mail domain (parceira.example, partner-co.com.br) gives 'partner'. */
export const PARTNER_DOMAIN_MARKERS: readonly string[] = ['parceir', 'partner'];
