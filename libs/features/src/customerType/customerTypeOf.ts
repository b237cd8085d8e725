import { INTERNAL_EMAIL_DOMAINS, PARTNER_DOMAIN_MARKERS } from './customerTypeConstants';

/** Spec §5: who a user is to the provider, by their e-mail. */
export type CustomerType = 'internal' | 'partner' | 'external';

export interface CustomerTypeRules {
  /** E-mail domains of the provider: they and their subdomains are internal. */
  internalDomains: readonly string[];
  /** A domain containing one of these (case-insensitive) is a partner's. */
  partnerMarkers: readonly string[];
}

const defaults: CustomerTypeRules = {
  internalDomains: INTERNAL_EMAIL_DOMAINS,
  partnerMarkers: PARTNER_DOMAIN_MARKERS,
};

/**
 * Spec §5 "Customer type by email": an internal domain gives internal, a partner-like match gives partner,
 * otherwise external. Only the domain counts (a partner word in the name before '@' does not); an e-mail
 * without a domain is external.
 */
export function customerTypeOf(email: string, rules: CustomerTypeRules = defaults): CustomerType {
  const at = email.lastIndexOf('@');
  const domain =
    at < 0
      ? ''
      : email
          .slice(at + 1)
          .trim()
          .toLowerCase();
  if (!domain) return 'external';
  const internal = rules.internalDomains.some((d) => {
    const own = d.toLowerCase();
    return domain === own || domain.endsWith(`.${own}`);
  });
  if (internal) return 'internal';
  if (rules.partnerMarkers.some((marker) => domain.includes(marker.toLowerCase()))) return 'partner';
  return 'external';
}

/** Spec §5: the contract type of a customer environment. */
export type ContractType = 'PRIME' | 'STANDARD';

/** Spec §5 "Contract type is PRIME or STANDARD": the environment's support_type; none or another is STANDARD. */
export function contractTypeOf(supportType: string | undefined): ContractType {
  return supportType === 'PRIME' ? 'PRIME' : 'STANDARD';
}
