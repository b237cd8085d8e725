// The ceiling's SQL for the IaaS machines list (issue 30): GET /environments/:cloudId/iaas/resources with the
// portal's machines view (filter kind=virtual_machine, optionally one free-text token, default order, a page),
// written as the API now reads it, without the API around it. One named statement per request checks the
// sign-in, the IaaS permission, the IaaS account not cancelling and the tenant boundary, and reads the
// environment's resource version and the page (as JSON, from the (environment, kind, name) index; free text as
// LIKE over search_text); the environment's summary and a filter's total are counted by two more statements
// only when the version has moved (ceiling-server.mjs keeps them, as the API does).
// Parameters of scopeAndPage: $1 the user, $2 the sign-in, $3 the cloud_id, $4 page_size, $5 page, then ($6)
// the LIKE pattern of the free text. Written for the benchmark from the API's schema and answers; nothing is
// shared with the API's code.
import { live, visible } from './statements.mjs';

const textCondition = (param) => `AND r.search_text LIKE (SELECT lower(${param}))`;
/** With a text, the environment compared as text (as the API does: the trigram index alone is read). */
const environmentIs = (withText, sql) =>
  withText ? `r.environment_id::text = (${sql})::text` : `r.environment_id = ${sql}`;

/** The scope and the page, with or without the free-text token (two statements: each gets its own plan). */
function scopeAndPage(withText) {
  return {
    name: withText ? 'ceiling_iaas_page_text' : 'ceiling_iaas_page',
    text: `
    WITH env AS (
      SELECT e.id, e.cloud_id FROM customer_environments e WHERE e.cloud_id = $3 AND ${visible}
    ), who AS (
      SELECT EXISTS (SELECT 1 FROM user_features f WHERE f.user_id = $1::uuid AND f.feature = 'menu_iaas') AS iaas,
             coalesce((SELECT u.iaas_cancelling FROM users u WHERE u.id = $1::uuid), false) AS cancelling
    )
    SELECT CASE WHEN NOT s.live THEN 401 WHEN NOT who.iaas OR who.cancelling THEN 403
                WHEN env.id IS NULL THEN 404 ELSE 200 END,
           env.id, env.cloud_id,
           coalesce((SELECT v.version FROM iaas_resource_versions v WHERE v.environment_id = env.id), 0),
           page.resources::text, json_array_length(page.resources)
    FROM (SELECT ${live} AS live) s CROSS JOIN who LEFT JOIN env ON true
    LEFT JOIN LATERAL (
      SELECT coalesce(json_agg(json_build_object('resource_id', p.resource_id, 'name', p.name, 'kind', p.kind,
               'provider', p.provider, 'region', p.region, 'state', p.state, 'vcpus', p.vcpus,
               'memory_gb', p.memory_gb, 'size_gb', p.size_gb, 'cidr', p.cidr::text,
               'address', host(p.address), 'attached_to', p.attached_to,
               'created_at', to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))), '[]')
             AS resources
      FROM (SELECT r.* FROM iaas_resources r
            WHERE ${environmentIs(withText, 'env.id')} AND r.kind = 'virtual_machine' ${withText ? textCondition('$6') : ''}
            ORDER BY r.name COLLATE "C", r.resource_id COLLATE "C"
            LIMIT $4::int OFFSET ($5::int - 1) * $4::int) p
    ) page ON s.live AND who.iaas AND NOT who.cancelling AND env.id IS NOT NULL`,
  };
}

/** How many machines match, over every page: $1 the environment's id, ($2) the LIKE pattern. */
function total(withText) {
  return {
    name: withText ? 'ceiling_iaas_total_text' : 'ceiling_iaas_total',
    text: `SELECT count(*) FROM iaas_resources r
           WHERE ${environmentIs(withText, '$1::uuid')} AND r.kind = 'virtual_machine' ${withText ? textCondition('$2') : ''}`,
  };
}

/** The environment's summary as the API answers it: $1 the environment's id. */
export const iaasSummary = {
  name: 'ceiling_iaas_summary',
  text: `
    WITH counts AS (
      SELECT r.kind, r.region, r.state = 'error' AS in_error, count(*) AS n
      FROM iaas_resources r WHERE r.environment_id = $1::uuid
      GROUP BY r.kind, r.region, r.state = 'error'
    )
    SELECT json_build_object(
      'by_kind', json_build_object(
        'virtual_machine', coalesce((SELECT sum(n) FROM counts WHERE kind = 'virtual_machine'), 0),
        'volume', coalesce((SELECT sum(n) FROM counts WHERE kind = 'volume'), 0),
        'network', coalesce((SELECT sum(n) FROM counts WHERE kind = 'network'), 0),
        'public_ip', coalesce((SELECT sum(n) FROM counts WHERE kind = 'public_ip'), 0)),
      'in_error', coalesce((SELECT sum(n) FROM counts WHERE in_error), 0),
      'regions', ARRAY(SELECT DISTINCT region COLLATE "C" FROM counts ORDER BY 1))::text`,
};

export const iaasPage = scopeAndPage(false);
export const iaasPageText = scopeAndPage(true);
export const iaasTotal = total(false);
export const iaasTotalText = total(true);
