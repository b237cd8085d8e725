// Availability: six services per environment and day, up all day except on about one day in a hundred,
// when one or two incidents take minutes to hours.
import { demoDays, draw } from './demo-period';

/** $1: months of history. */
export const insertDisponibilidade = `
  WITH linhas AS (
    SELECT d.dia, e.id AS environment_id, s.servico,
           ${draw("e.cloud_id || '|' || d.dia_texto || '|' || s.servico")} AS sorte,
           ${draw("e.cloud_id || '|' || d.dia_texto || '|' || s.servico || '|min'")} AS duracao
    FROM ${demoDays} AS d (dia, dia_texto)
    CROSS JOIN customer_environments e
    CROSS JOIN (VALUES ('Aplicação'), ('Banco de Dados'), ('Rede'), ('Armazenamento'), ('Backup'),
                       ('Portal de Acesso')) AS s (servico)
  )
  INSERT INTO analytics_disponibilidade (dia, environment_id, servico, minutos_disponivel, minutos_indisponivel, incidentes)
  SELECT dia, environment_id, servico,
         1440 - CASE WHEN sorte < 0.012 THEN (5 + 175 * duracao)::int ELSE 0 END,
         CASE WHEN sorte < 0.012 THEN (5 + 175 * duracao)::int ELSE 0 END,
         CASE WHEN sorte < 0.004 THEN 2 WHEN sorte < 0.012 THEN 1 ELSE 0 END
  FROM linhas`;
