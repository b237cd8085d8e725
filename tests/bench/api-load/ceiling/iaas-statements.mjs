// The ceiling's SQL for the IaaS machines list (issue 30): GET /environments/:cloudId/iaas/resources with the
// portal's machines view (filter kind=virtual_machine, optionally one free-text token, default order, a page),
// as one named statement that checks the sign-in, the IaaS permission, the IaaS account not cancelling and the
// tenant boundary, then builds the whole JSON answer: the page, the total, the environment's summary.
// Parameters: $1 the user, $2 the sign-in, $3 the cloud_id, $4 page_size, $5 page, then ($6) the ILIKE
// pattern of the free text. Written for the benchmark from the API's schema and answers; nothing is shared.
import { live, visible } from './statements.mjs';

const KIND_ORDER = `array_position(ARRAY['virtual_machine','volume','network','public_ip'], r.kind)`;

/** The statement, with or without the free-text token (two statements: each gets its own plan). */
function machines(withText) {
  return {
    name: withText ? 'ceiling_iaas_machines_text' : 'ceiling_iaas_machines',
    text: `
    WITH env AS (
      SELECT e.id, e.cloud_id FROM customer_environments e WHERE e.cloud_id = $3 AND ${visible}
    ), who AS (
      SELECT EXISTS (SELECT 1 FROM user_features f WHERE f.user_id = $1::uuid AND f.feature = 'menu_iaas') AS iaas,
             coalesce((SELECT u.iaas_cancelling FROM users u WHERE u.id = $1::uuid), false) AS cancelling
    ), page AS (
      SELECT r.resource_id, r.name, r.kind, r.provider, r.region, r.state, r.vcpus, r.memory_gb, r.size_gb,
             r.cidr::text AS cidr, host(r.address) AS address, r.attached_to,
             to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
             count(*) OVER () AS total
      FROM env JOIN iaas_resources r ON r.environment_id = env.id
      WHERE lower(r.kind) = 'virtual_machine'
            ${withText ? 'AND (r.name ILIKE $6 OR r.resource_id ILIKE $6)' : ''}
      ORDER BY ${KIND_ORDER}, r.name COLLATE "C", r.resource_id COLLATE "C"
      LIMIT $4::int OFFSET ($5::int - 1) * $4::int
    ), counts AS (
      SELECT r.kind, r.region, r.state = 'error' AS in_error, count(*) AS n
      FROM env JOIN iaas_resources r ON r.environment_id = env.id
      GROUP BY r.kind, r.region, r.state = 'error'
    )
    SELECT CASE WHEN NOT s.live THEN 401 WHEN NOT who.iaas OR who.cancelling THEN 403
                WHEN env.id IS NULL THEN 404 ELSE 200 END,
           CASE WHEN s.live AND who.iaas AND NOT who.cancelling AND env.id IS NOT NULL THEN json_build_object(
             'cloud_id', env.cloud_id,
             'resources', coalesce((SELECT json_agg(json_build_object(
                 'resource_id', p.resource_id, 'name', p.name, 'kind', p.kind, 'provider', p.provider,
                 'region', p.region, 'state', p.state, 'vcpus', p.vcpus, 'memory_gb', p.memory_gb,
                 'size_gb', p.size_gb, 'cidr', p.cidr, 'address', p.address, 'attached_to', p.attached_to,
                 'created_at', p.created_at)
               ORDER BY ${KIND_ORDER.replace('r.kind', 'p.kind')}, p.name COLLATE "C", p.resource_id COLLATE "C")
               FROM page p), '[]'::json),
             'total', coalesce((SELECT max(total) FROM page), 0),
             'page', $5::int,
             'page_size', $4::int,
             'summary', json_build_object(
               'by_kind', json_build_object(
                 'virtual_machine', coalesce((SELECT sum(n) FROM counts WHERE kind = 'virtual_machine'), 0),
                 'volume', coalesce((SELECT sum(n) FROM counts WHERE kind = 'volume'), 0),
                 'network', coalesce((SELECT sum(n) FROM counts WHERE kind = 'network'), 0),
                 'public_ip', coalesce((SELECT sum(n) FROM counts WHERE kind = 'public_ip'), 0)),
               'in_error', coalesce((SELECT sum(n) FROM counts WHERE in_error), 0),
               'regions', ARRAY(SELECT DISTINCT region COLLATE "C" FROM counts ORDER BY 1)))::text END
    FROM (SELECT ${live} AS live) s CROSS JOIN who LEFT JOIN env ON true`,
  };
}

export const iaasMachines = machines(false);
export const iaasMachinesText = machines(true);
