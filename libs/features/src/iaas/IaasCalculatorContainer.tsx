import { IaasCalculator, type CalculatorLine } from '@nuvem/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentAccount } from '../accounts/useCurrentAccount';
import { useErrorNotice } from '../api/useErrorNotice';
import { FEATURES_NAMESPACE } from '../i18n/featuresNamespace';
import { useShellPermissions } from '../permissions/useShellPermissions';
import { IaasBudgetSaveForm } from './IaasBudgetSaveForm';
import { calculatorBudgetOf, useIaasBudget, useIaasBudgets, useIaasPriceList } from './useIaasPricing';

export interface IaasCalculatorContainerProps {
  /** A shared budget to open (spec §4's link): its environment and id. */
  shared?: { cloudId: string; budgetId: string };
}

/** A budget's id: a UUID. */
const BUDGET_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The first region's sizes a new estimate starts with: one machine of the smallest standard size. */
const STARTER: CalculatorLine[] = [{ sku: 'std.2x8', quantity: 1 }];

/**
 * The IaaS calculator on the API: the price list, the current environment's budgets, and a shared budget's
 * lines, region and real consumption when the page was opened from its link.
 */
export function IaasCalculatorContainer({ shared }: IaasCalculatorContainerProps) {
  const { t } = useTranslation(FEATURES_NAMESPACE);
  const noticeOf = useErrorNotice();
  const currentCloudId = useCurrentAccount()?.cloud_id;
  const permissions = useShellPermissions();
  const allowed = permissions?.iaas ?? false;
  // While the IaaS account is cancelling, estimates stay possible but saving one is refused (spec §6).
  const maySave = permissions?.newContract ?? false;
  const { priceList, error, retry } = useIaasPriceList(allowed);
  const { budgets, mutate: refetchBudgets } = useIaasBudgets(currentCloudId, allowed);
  // A link whose budget_id is not a budget's id at all finds nothing, as an unknown one does.
  const malformed = shared !== undefined && !BUDGET_ID.test(shared.budgetId);
  const { budget, error: budgetError } = useIaasBudget(
    shared?.cloudId,
    allowed && !malformed,
    shared?.budgetId,
  );
  // What the user changed; until then the shared budget's (once it arrives) or the starter estimate.
  const [edited, setEdited] = useState<{ region: string; lines: CalculatorLine[] }>();
  const estimate = edited ??
    (budget
      ? { region: budget.region, lines: budget.lines.map(({ sku, quantity }) => ({ sku, quantity })) }
      : undefined) ?? {
      region: priceList?.regions[0]?.region ?? 'sa-east-1',
      lines: STARTER,
    };
  const regionName = useMemo(() => {
    const names = new Map(priceList?.regions.map((r) => [r.region, r.name]));
    return (region: string) => names.get(region) ?? region;
  }, [priceList]);
  // A link's budget that cannot be opened is said above a new estimate; only the price list stops the page.
  const openError = malformed
    ? t('error_code.iaas_budget_not_found')
    : budgetError !== undefined
      ? (noticeOf(budgetError)?.message ?? t('error_code.internal_error'))
      : undefined;
  const state =
    error !== undefined
      ? { status: 'error' as const, message: noticeOf(error)?.message ?? t('error_code.internal_error') }
      : priceList === undefined || (shared !== undefined && budget === undefined && openError === undefined)
        ? { status: 'loading' as const }
        : { status: 'ready' as const };
  return (
    <IaasCalculator
      priceList={priceList}
      state={state}
      onRetry={retry}
      region={estimate.region}
      onRegionChange={(region) => setEdited({ ...estimate, region })}
      lines={estimate.lines}
      onLinesChange={(lines) => setEdited({ ...estimate, lines })}
      openedBudget={budget ? { name: budget.name, createdBy: budget.created_by } : undefined}
      openError={openError}
      consumption={
        budget
          ? {
              toDateCents: budget.consumption.to_date_cents,
              projectedCents: budget.consumption.projected_cents,
              daysElapsed: budget.consumption.days_elapsed,
              daysInMonth: budget.consumption.days_in_month,
            }
          : undefined
      }
      saveForm={
        currentCloudId && maySave ? (
          <IaasBudgetSaveForm
            cloudId={currentCloudId}
            region={estimate.region}
            lines={estimate.lines}
            onSaved={() => void refetchBudgets()}
          />
        ) : undefined
      }
      budgets={budgets?.map((b) => calculatorBudgetOf(b, regionName))}
    />
  );
}
