// Support tickets: none to two a day per environment, opened in business hours; resolution time depends on
// the priority. Tickets whose resolution would fall after yesterday are still open.
import { demoDays, draw, localTime } from './demo-period';

/** $1: months of history. */
export const insertChamados = `
  WITH abertos AS (
    SELECT e.id AS environment_id, e.cloud_id, d.dia, n,
           e.cloud_id || '|' || d.dia_texto || '|' || n AS chave
    FROM customer_environments e
    CROSS JOIN ${demoDays} AS d (dia, dia_texto)
    CROSS JOIN LATERAL generate_series(1,
      CASE hashtext(e.cloud_id || '|' || d.dia_texto || '|chamados') & 7 WHEN 5 THEN 1 WHEN 6 THEN 1 WHEN 7 THEN 2 ELSE 0 END
    ) AS n
  ),
  chamados AS (
    SELECT a.*,
           ${localTime('a.dia', `480 + 600 * ${draw("a.chave || '|hora'")}`)} AS aberto_em,
           p.prioridade, p.sla_horas,
           round((p.horas_base * (0.3 + 2 * ${draw("a.chave || '|duracao'")}))::numeric, 1) AS horas,
           (ARRAY['Acesso', 'Desempenho', 'Banco de Dados', 'Rede', 'Backup', 'Licenciamento', 'Dúvida'])
             [1 + (hashtext(a.chave || '|categoria') & 65535) % 7] AS categoria
    FROM abertos a
    CROSS JOIN LATERAL (
      SELECT * FROM (VALUES ('Crítica', 4, 2.0), ('Alta', 8, 6.0), ('Média', 24, 18.0), ('Baixa', 72, 40.0))
        AS p (prioridade, sla_horas, horas_base)
      WHERE p.prioridade = CASE
        WHEN ${draw("a.chave || '|prioridade'")} < 0.05 THEN 'Crítica'
        WHEN ${draw("a.chave || '|prioridade'")} < 0.25 THEN 'Alta'
        WHEN ${draw("a.chave || '|prioridade'")} < 0.70 THEN 'Média'
        ELSE 'Baixa' END
    ) p
  ),
  situacao AS (
    SELECT c.*, c.aberto_em + make_interval(mins => (c.horas * 60)::int) AS resolucao,
           c.aberto_em + make_interval(mins => (c.horas * 60)::int) >= ${localTime('current_date', '0')} AS em_aberto
    FROM chamados c
  )
  INSERT INTO analytics_chamados (numero, environment_id, aberto_em, data_abertura, resolvido_em, data_resolucao,
                                  status, prioridade, categoria, horas_resolucao, sla_cumprido)
  SELECT 'CH-' || to_char(dia, 'YYMMDD') || '-' || cloud_id || '-' || n, environment_id, aberto_em, dia,
         CASE WHEN em_aberto THEN NULL ELSE resolucao END,
         CASE WHEN em_aberto THEN NULL ELSE (resolucao AT TIME ZONE 'UTC' - interval '3 hours')::date END,
         CASE
           WHEN em_aberto AND hashtext(cloud_id || dia || n) & 1 = 0 THEN 'Aberto'
           WHEN em_aberto THEN 'Em andamento'
           WHEN dia >= current_date - 7 THEN 'Resolvido'
           ELSE 'Fechado'
         END,
         prioridade, categoria,
         CASE WHEN em_aberto THEN NULL ELSE horas END,
         CASE WHEN em_aberto THEN NULL ELSE horas <= sla_horas END
  FROM situacao`;
