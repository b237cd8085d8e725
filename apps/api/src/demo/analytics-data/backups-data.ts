// Backups: one run a night for each product of each environment (full on Sundays, differential on
// Wednesdays, incremental otherwise), and now and then a restore.
import { demoDays, draw, localTime, productName } from './demo-period';

/** $1: months of history. */
export const insertBackups = `
  WITH produtos AS (
    SELECT DISTINCT t.environment_id, t.product FROM topologies t WHERE t.topology_type <> 'dr_destination'
  ),
  execucoes AS (
    SELECT e.id AS environment_id, e.cloud_id, p.product, d.dia, r.tipo,
           e.cloud_id || '|' || p.product || '|' || d.dia_texto || '|' || r.tipo AS chave,
           0.5 + 2 * ${draw("e.cloud_id || '|porte'")} AS porte
    FROM customer_environments e
    JOIN produtos p ON p.environment_id = e.id
    CROSS JOIN ${demoDays} AS d (dia, dia_texto)
    CROSS JOIN LATERAL (
      SELECT CASE extract(isodow FROM d.dia) WHEN 7 THEN 'Completo' WHEN 3 THEN 'Diferencial' ELSE 'Incremental' END
      UNION ALL
      SELECT 'Restauração' WHERE hashtext(e.cloud_id || '|' || p.product || '|' || d.dia_texto || '|restore') & 31 = 0
    ) AS r (tipo)
  ),
  medidas AS (
    SELECT x.*,
           round((x.porte * CASE x.tipo
             WHEN 'Completo' THEN 120 + 280 * ${draw("x.chave || '|gb'")}
             WHEN 'Diferencial' THEN 20 + 100 * ${draw("x.chave || '|gb'")}
             WHEN 'Restauração' THEN 10 + 190 * ${draw("x.chave || '|gb'")}
             ELSE 5 + 35 * ${draw("x.chave || '|gb'")} END)::numeric, 2) AS tamanho,
           ${draw("x.chave || '|status'")} AS sorte
    FROM execucoes x
  )
  INSERT INTO analytics_backups (iniciado_em, dia, environment_id, produto, tipo, status, tamanho_gb, duracao_min)
  SELECT ${localTime('dia', `CASE tipo WHEN 'Restauração' THEN 600 + 480 * sorte ELSE 60 + 180 * sorte END`)},
         dia, environment_id, ${productName('product')}, tipo,
         CASE WHEN sorte < 0.03 THEN 'Falha' WHEN sorte < 0.05 THEN 'Parcial' ELSE 'Sucesso' END,
         tamanho,
         round((tamanho * (0.3 + 0.5 * ${draw("chave || '|min'")}))::numeric, 1)
  FROM medidas`;
