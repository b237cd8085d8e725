import type { IaasBudget, IaasBudgetList, IaasPriceList } from '@nuvem/api-contract';
import { iaasPricingEndpoints } from '@nuvem/api-contract/paths';
import type { CalculatorBudget, CalculatorPriceList } from '@nuvem/ui';
import { useMemo } from 'react';
import useSWR from 'swr';
import { useSession } from '../session/useSession';
import { iaasKeys } from './iaasKeys';

/** The price list as the calculator shows it. */
export function calculatorPriceListOf(list: IaasPriceList): CalculatorPriceList {
  return {
    regions: list.regions,
    prices: list.prices.map((p) => ({
      sku: p.sku,
      region: p.region,
      kind: p.kind,
      unit: p.unit,
      priceCents: p.price_cents,
      vcpus: p.vcpus,
      memoryGb: p.memory_gb,
    })),
  };
}

/** A saved budget as the calculator lists it; `regionName` from the price list when known. */
export function calculatorBudgetOf(
  budget: IaasBudget,
  regionName: (region: string) => string,
): CalculatorBudget {
  return {
    id: budget.budget_id,
    name: budget.name,
    regionName: regionName(budget.region),
    monthlyCents: budget.monthly_cents,
    createdBy: budget.created_by,
    updatedAt: budget.updated_at,
    href: budget.share_path,
  };
}

/** GET /iaas/price-list: the same for every environment, asked once a sign-in. */
export function useIaasPriceList(allowed: boolean) {
  const session = useSession();
  const { data, error, mutate } = useSWR(iaasKeys.priceList(session, allowed), () =>
    session.client.call<IaasPriceList>(iaasPricingEndpoints.priceList),
  );
  const priceList = useMemo(() => (data ? calculatorPriceListOf(data) : undefined), [data]);
  return { priceList, raw: data, error, retry: () => void mutate() };
}

/** The environment's saved budgets. */
export function useIaasBudgets(cloudId: string | undefined, allowed: boolean) {
  const session = useSession();
  const { data, error, mutate } = useSWR(iaasKeys.budgets(session, cloudId, allowed), ([, , id]) =>
    session.client.call<IaasBudgetList>(iaasPricingEndpoints.budgets, { params: { cloudId: id } }),
  );
  return { budgets: data?.budgets, error, mutate };
}

/** One budget (the shared-budget link's), in the environment the link names. */
export function useIaasBudget(cloudId: string | undefined, allowed: boolean, budgetId: string | undefined) {
  const session = useSession();
  const { data, error } = useSWR(iaasKeys.budget(session, cloudId, allowed, budgetId), ([, , id, budget]) =>
    session.client.call<IaasBudget>(iaasPricingEndpoints.budget, {
      params: { cloudId: id, budgetId: budget },
    }),
  );
  return { budget: data, error };
}
