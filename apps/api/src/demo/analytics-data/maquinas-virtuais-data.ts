// Virtual machines: three to ten per environment, each with a size, a system and its daily CPU and memory
// use; some are stopped for a week now and then, or in maintenance for a day.
import { dayNumber, demoDays, draw, drawInt, regionName } from './demo-period';

/** $1: months of history. Each machine gets a number, so the daily draws hash integers. */
export const insertMaquinasVirtuais = `
  WITH vms AS MATERIALIZED (
    SELECT e.id AS environment_id, ${regionName('e.region')} AS regiao,
           lower(e.cloud_id) || '-vm' || lpad(n::text, 2, '0') AS vm,
           row_number() OVER (ORDER BY e.cloud_id, n) AS numero,
           (ARRAY['Oracle Linux 8', 'Ubuntu 22.04', 'Windows Server 2022', 'Red Hat Enterprise Linux 9'])
             [1 + (hashtext(e.cloud_id || n || '|so') & 3)] AS sistema,
           (ARRAY[2, 4, 8, 16])[1 + (hashtext(e.cloud_id || n || '|cpu') & 3)] AS vcpus,
           (ARRAY[4, 8])[1 + (hashtext(e.cloud_id || n || '|mem') & 1)] AS gb_por_vcpu,
           15 + 55 * ${draw("e.cloud_id || n || '|carga'")} AS carga
    FROM customer_environments e
    CROSS JOIN LATERAL generate_series(1, 3 + (hashtext(e.cloud_id || '|vms') & 7)) AS n
  ),
  datas AS MATERIALIZED (
    SELECT d.dia, ${dayNumber('d.dia')} AS numero, ${dayNumber('d.dia')} / 7 AS semana,
           extract(isodow FROM d.dia) >= 6 AS fim_de_semana
    FROM ${demoDays} AS d (dia, dia_texto)
  ),
  dias AS (
    SELECT v.*, d.dia, d.fim_de_semana,
           CASE
             WHEN hashint8(v.numero * 1000000 + d.semana * 8 + 1) & 31 = 0 THEN 'Parada'
             WHEN hashint8(v.numero * 1000000 + d.numero * 8 + 2) & 63 = 0 THEN 'Em manutenção'
             ELSE 'Em execução'
           END AS estado,
           ${drawInt('v.numero * 1000000 + d.numero * 8 + 3')} AS ruido_cpu,
           ${drawInt('v.numero * 1000000 + d.numero * 8 + 4')} AS ruido_mem
    FROM vms v CROSS JOIN datas d
  )
  INSERT INTO analytics_vm_uso_diario
    (dia, environment_id, vm, sistema, estado, regiao, vcpus, memoria_gb, cpu_pct, memoria_pct)
  SELECT dia, environment_id, vm, sistema, estado, regiao, vcpus, vcpus * gb_por_vcpu,
         CASE estado
           WHEN 'Parada' THEN 0
           WHEN 'Em manutenção' THEN round((2 + 6 * ruido_cpu)::numeric, 2)
           ELSE round(least(99, greatest(1, carga + 30 * ruido_cpu - 15
                  - CASE WHEN fim_de_semana THEN 10 ELSE 0 END))::numeric, 2)
         END,
         CASE estado
           WHEN 'Parada' THEN 0
           ELSE round(least(98, greatest(5, carga * 0.6 + 25 + 16 * ruido_mem - 8))::numeric, 2)
         END
  FROM dias`;
