// Security events: up to five a day per environment, of six kinds, found by five controls; most blocked.
import { demoDays, draw, localTime } from './demo-period';

/** $1: months of history. */
export const insertSeguranca = `
  WITH eventos AS (
    SELECT e.id AS environment_id, d.dia, e.cloud_id || '|' || d.dia_texto || '|' || n AS chave
    FROM customer_environments e
    CROSS JOIN ${demoDays} AS d (dia, dia_texto)
    CROSS JOIN LATERAL generate_series(1, greatest(0, (hashtext(e.cloud_id || '|' || d.dia_texto || '|eventos') & 7) - 2)) AS n
  ),
  sorteio AS (
    SELECT x.*, ${draw("x.chave || '|sev'")} AS sev, ${draw("x.chave || '|bloq'")} AS bloq,
           hashtext(x.chave || '|tipo') & 65535 AS tipo_n, hashtext(x.chave || '|ip') & 65535 AS ip_n
    FROM eventos x
  )
  INSERT INTO analytics_eventos_seguranca (ocorrido_em, dia, environment_id, tipo, severidade, origem, ip_origem, bloqueado)
  SELECT ${localTime('dia', `1439 * ${draw("chave || '|hora'")}`)}, dia, environment_id,
         (ARRAY['Login suspeito', 'Varredura de portas', 'Malware bloqueado', 'Alteração de permissão',
                'Acesso negado', 'Tráfego anômalo'])[1 + tipo_n % 6],
         CASE WHEN sev < 0.04 THEN 'Crítica' WHEN sev < 0.2 THEN 'Alta' WHEN sev < 0.6 THEN 'Média' ELSE 'Baixa' END,
         (ARRAY['Firewall', 'WAF', 'IDS', 'Antivírus', 'IAM'])[1 + (tipo_n / 7) % 5],
         -- Documentation ranges (RFC 5737): never a real address.
         (ARRAY['198.51.100.', '203.0.113.'])[1 + ip_n % 2] || (1 + (ip_n / 2) % 254),
         bloq < CASE WHEN sev < 0.2 THEN 0.95 ELSE 0.75 END
  FROM sorteio`;
