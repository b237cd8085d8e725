// Consumption per day, environment, service, product and region: one row for each product (and region)
// an environment's topologies run, for each of twelve services. With 24 months that is over a million rows.
import { demoDays, draw, productName, regionName } from './demo-period';

export const consumoServices = `(VALUES
    ('Computação', 'vCPU-hora', 420.0::float8, 0.42::float8),
    ('Armazenamento', 'GB-mês', 160.0, 0.35),
    ('Rede', 'GB', 60.0, 0.09),
    ('Backup', 'GB', 90.0, 0.12),
    ('Banco de Dados', 'hora', 300.0, 6.50),
    ('Licenças', 'licença', 250.0, 12.00),
    ('Suporte', 'hora', 120.0, 95.00),
    ('Monitoramento', 'host', 40.0, 3.20),
    ('Segurança', 'host', 80.0, 5.40),
    ('Recuperação de Desastres', 'GB', 150.0, 0.20),
    ('Balanceamento de Carga', 'hora', 35.0, 1.10),
    ('Transferência de Dados', 'GB', 45.0, 0.07)
  ) AS s (nome, unidade, custo_diario, preco_unitario)`;

/** $1: months of history. The per-line factors are worked out once, so each of the million rows draws once. */
export const insertConsumo = `
  WITH produtos AS (
    SELECT t.environment_id, t.product, t.region,
           -- A disaster-recovery replica costs less than the production it copies.
           bool_or(t.topology_type <> 'dr_destination') AS principal
    FROM topologies t GROUP BY 1, 2, 3
  ),
  linhas AS MATERIALIZED (
    SELECT e.id AS environment_id, s.nome AS servico, ${productName('p.product')} AS produto,
           ${regionName('p.region')} AS regiao, s.unidade, s.preco_unitario,
           -- A stable number per line, so each row's draw hashes two integers, not a string.
           row_number() OVER (ORDER BY e.cloud_id, s.nome, p.product, p.region) AS linha,
           s.custo_diario
             * (0.5 + 2 * ${draw("e.cloud_id || '|porte'")}) * CASE e.support_type WHEN 'PRIME' THEN 1.6 ELSE 1 END
             * CASE WHEN p.product = 'protheus' THEN 1 ELSE 0.35 + 0.3 * ${draw("p.product || '|' || s.nome")} END
             * CASE WHEN p.principal THEN 1 ELSE 0.4 END AS base
    FROM customer_environments e
    JOIN produtos p ON p.environment_id = e.id
    CROSS JOIN ${consumoServices}
  ),
  dias AS MATERIALIZED (
    SELECT d.dia, d.dia - date '2000-01-01' AS numero,
           -- Growing use: a quarter more now than two years ago; less on weekends.
           (1.25 - least(current_date - d.dia, 730) / 2920.0::float8)
             * CASE WHEN extract(isodow FROM d.dia) >= 6 THEN 0.8 ELSE 1 END AS fator
    FROM ${demoDays} AS d (dia, dia_texto)
  )
  -- valor and quantidade are rounded by their columns' scale (numeric(14, 2) and (16, 3)).
  INSERT INTO analytics_consumo (dia, environment_id, servico, produto, regiao, unidade, valor, quantidade)
  SELECT x.dia, x.environment_id, x.servico, x.produto, x.regiao, x.unidade, x.valor, x.valor / x.preco_unitario
  FROM (
    SELECT d.dia, l.environment_id, l.servico, l.produto, l.regiao, l.unidade, l.preco_unitario,
           l.base * d.fator * (0.85 + 0.3 * ((hashint8(l.linha * 100000 + d.numero) & 65535) / 65536.0::float8))
             AS valor
    FROM linhas l CROSS JOIN dias d
  ) x`;
