import type { Account } from '../model/account';

/** How the top bar names an account: code - cloud id - corporate name (portal spec §2.7). */
export function accountLabel(account: Pick<Account, 't_code' | 'cloud_id' | 'corporate_name'>): string {
  return `${account.t_code} - ${account.cloud_id} - ${account.corporate_name}`;
}
