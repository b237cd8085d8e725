// Virtual machines: the IaaS machines of every environment (demo-iaas-resources.ts, seeded before), each with
// its size, its image's system and its daily CPU and memory use; some are stopped for a week now and then, or
// in maintenance for a day. The IaaS machine page reads its use from here, by the machine's name.
import { dayNumber, demoDays, draw, drawInt, regionName } from './demo-period';

/** $1: months of history. Each machine gets a number, so the daily draws hash integers. */
export const insertMaquinasVirtuais = `
  WITH vms AS MATERIALIZED (
    SELECT r.environment_id, ${regionName('r.region')} AS regiao, r.name AS vm,
           row_number() OVER (ORDER BY r.resource_id) AS numero,
           coalesce(i.name, 'Oracle Linux 9') AS sistema,
           r.vcpus, r.memory_gb,
           15 + 55 * ${draw("r.resource_id || '|carga'")} AS carga
    FROM iaas_resources r LEFT JOIN iaas_images i ON i.image_id = r.image_id
    WHERE r.kind = 'virtual_machine'
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
  SELECT dia, environment_id, vm, sistema, estado, regiao, vcpus, memory_gb,
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
