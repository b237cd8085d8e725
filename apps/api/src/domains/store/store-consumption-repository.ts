// An environment's consumption by month, service and product, read from the analytics side's monthly
// aggregation table (analytics_consumo_mensal, built from the daily rows; regions are added up here). Amounts
// are summed as SQL numeric and turned into integer centavos there: no float on the way.
import type { Queryable } from '../../db/database';

export interface ConsumptionByProductRow {
  /** YYYY-MM. */
  month: string;
  service: string;
  product: string;
  unit: string;
  quantity: string;
  amount_cents: string;
}

/** The months from `fromMonth` to `toMonth` (YYYY-MM, both included), by service and product. */
export function listConsumptionByProduct(
  db: Queryable,
  environmentId: string,
  fromMonth: string,
  toMonth: string,
): Promise<ConsumptionByProductRow[]> {
  return db.query<ConsumptionByProductRow>(
    `SELECT to_char(mes, 'YYYY-MM') AS month, servico AS service, produto AS product, unidade AS unit,
            round(sum(quantidade), 3)::text AS quantity, round(sum(valor) * 100)::bigint::text AS amount_cents
     FROM analytics_consumo_mensal
     WHERE environment_id = $1 AND mes >= to_date($2, 'YYYY-MM') AND mes <= to_date($3, 'YYYY-MM')
     GROUP BY mes, servico, produto, unidade
     ORDER BY mes, sum(valor) DESC, servico, produto`,
    [environmentId, fromMonth, toMonth],
  );
}

/** The first month the environment has consumption (YYYY-MM), if any. */
export async function firstConsumptionMonth(
  db: Queryable,
  environmentId: string,
): Promise<string | undefined> {
  const [row] = await db.query<{ month: string | null }>(
    `SELECT to_char(min(mes), 'YYYY-MM') AS month FROM analytics_consumo_mensal_ambiente WHERE environment_id = $1`,
    [environmentId],
  );
  return row?.month ?? undefined;
}
