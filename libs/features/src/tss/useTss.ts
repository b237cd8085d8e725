import type { TssAdminCompanyList, TssData } from '@nuvem/api-contract';
import { environmentEndpoints, tssEndpoints } from '@nuvem/api-contract/paths';
import type { TssAdminCompanyItem, TssCompanyItem } from '@nuvem/ui';
import useSWR from 'swr';
import type { CollectionAccessors } from '../collection/applyCollection';
import { menuKeys } from '../menu/menuKeys';
import { useSession } from '../session/useSession';

/**
 * The customer's TSS (GET /tss/:tCode): its companies and totals, under the menu rule's key, so the page, the
 * home's TSS card and the marketplace rule read one answer (and an order or a change refreshes them all).
 * Asked only with the tss feature.
 */
export function useTss(tCode: string | undefined, allowed: boolean) {
  const session = useSession();
  return useSWR(menuKeys.tss(session, tCode, allowed), ([, , code]) =>
    session.client.call<TssData>(environmentEndpoints.tss, { params: { tCode: code } }),
  );
}

export const tssCompanyItemOf = (company: TssData['companies'][number]): TssCompanyItem => ({
  id: company.id,
  cnpj: company.cnpj,
  corporateName: company.corporate_name,
  environment: company.environment,
  quotaHired: company.quota_hired,
  quotaUsed: company.quota_used,
});

/** The SWR key of TSS registration's list, per sign-in. */
export const tssAdminKey = (epoch: number) => [tssEndpoints.adminCompanies.path, epoch] as const;

/** GET /admin/tss/companies (tss_admin), asked only when `allowed`. */
export function useTssAdminCompanies(allowed: boolean) {
  const session = useSession();
  const key = session.status === 'signedIn' && allowed ? tssAdminKey(session.epoch) : null;
  return useSWR(key, () => session.client.call<TssAdminCompanyList>(tssEndpoints.adminCompanies));
}

export const tssAdminCompanyItemOf = (
  company: TssAdminCompanyList['companies'][number],
): TssAdminCompanyItem => ({
  ...tssCompanyItemOf(company),
  tCode: company.t_code,
  customerName: company.customer_name,
});

/** The customer of a company of TSS registration's list (none in the customer's own list). */
const customerOf = (company: TssCompanyItem): string =>
  'customerName' in company
    ? `${(company as TssAdminCompanyItem).customerName} ${(company as TssAdminCompanyItem).tCode}`
    : '';

/**
 * How the lists filter and sort in memory: the company by name (free text also by CNPJ), the environment by
 * its label (the filter's choices are the labels), the customer by name and code, the quota by what is used.
 */
export function tssAccessors<T extends TssCompanyItem>(
  environmentLabel: (environment: TssCompanyItem['environment']) => string,
): CollectionAccessors<T> {
  const valueOf = (company: T, field: string) =>
    field === 'company'
      ? company.corporateName
      : field === 'environment'
        ? environmentLabel(company.environment)
        : field === 'customer'
          ? customerOf(company)
          : null;
  return {
    valueOf,
    sortValueOf: (company, field) => (field === 'quota' ? company.quotaUsed : valueOf(company, field)),
    textOf: (company) =>
      [company.corporateName, company.cnpj, environmentLabel(company.environment), customerOf(company)].join(
        '\n',
      ),
  };
}
