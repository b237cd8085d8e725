import type { Account } from '../model/account';

// Numbers inside names count as numbers (Filial 2 before Filial 10); case and accents do not part names.
const collator = new Intl.Collator('pt-BR', { numeric: true, sensitivity: 'base' });

/**
 * The natural order of environments, shared by the account picker and the client-selection screen: by
 * corporate name, then t_code, then cloud id, so names that compare equal still come in a fixed order.
 */
export const compareAccounts = (a: Account, b: Account): number =>
  collator.compare(a.corporate_name, b.corporate_name) ||
  collator.compare(a.t_code, b.t_code) ||
  collator.compare(a.cloud_id, b.cloud_id);

/** Favorites first (portal spec §2.7), each group in natural order. A new array; the input is kept. */
export const sortAccounts = (accounts: readonly Account[]): Account[] =>
  [...accounts].sort((a, b) => Number(!!b.isFavorite) - Number(!!a.isFavorite) || compareAccounts(a, b));
