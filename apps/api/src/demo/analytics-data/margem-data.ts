// Provider margin, from the consumption already generated (its monthly aggregation table, so the rollups
// must be built first): each month's revenue per environment, product and service, and what it cost the
// provider (42% to 68% of it, by product and service, varying a little by month).
import { draw } from './demo-period';

export const insertMargem = `
  INSERT INTO analytics_margem_mensal (mes, environment_id, produto, servico, receita, custo_provedor)
  SELECT mes, environment_id, produto, servico, receita,
         round(receita * (0.42 + 0.2 * ${draw("produto || '|' || servico")} + 0.06 * ${draw('mes || produto || servico')})::numeric, 2)
  FROM (
    SELECT mes, environment_id, produto, servico, sum(valor) AS receita
    FROM analytics_consumo_mensal GROUP BY 1, 2, 3, 4
  ) m`;
