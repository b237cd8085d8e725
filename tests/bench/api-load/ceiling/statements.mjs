// The ceiling's SQL: each route is one named statement that checks the sign-in, applies the tenant boundary and
// builds the whole JSON answer in the database, handed to the client as text. Parameters: $1 the user (the
// token's sub), $2 the sign-in (its sid), then the route's own. Written for the benchmark, from the API's
// schema and answers; nothing here is shared with apps/api.

/** The sign-in lives: a refresh token of its family neither revoked nor expired (one index probe). */
export const live = `EXISTS (SELECT 1 FROM refresh_tokens r
                      WHERE r.family_id = $2::uuid AND r.revoked_at IS NULL AND r.expires_at > now())`;

/**
 * Environment `e` is visible to user $1: they hold it, or they are staff with all_resources_by_customer. The
 * staff test comes first: it does not depend on `e`, so it is evaluated once and spares the per-row probe.
 */
export const visible = `(EXISTS (SELECT 1 FROM users su JOIN user_features sf ON sf.user_id = su.id
                          WHERE su.id = $1::uuid AND su.kind = 'staff' AND sf.feature = 'all_resources_by_customer')
                  OR EXISTS (SELECT 1 FROM user_environments ue WHERE ue.environment_id = e.id AND ue.user_id = $1::uuid))`;

/** GET /me → one row (stream_channel, body without stream_hash), or none when the sign-in or the user is gone. */
export const me = {
  name: 'ceiling_me',
  text: `
    SELECT u.stream_channel, json_build_object(
      'fullName', u.full_name,
      'firstName', substring(u.full_name FROM '^\\S*'),
      'email', u.email,
      'phone', u.phone,
      'kind', u.kind,
      'stream_channel', u.stream_channel,
      'customers', coalesce((
        SELECT json_agg(json_build_object(
                 'cloud_id', e.cloud_id, 't_code', e.t_code, 'corporate_name', e.corporate_name,
                 'federal_id', e.federal_id, 'region', e.region, 'budget_id', e.budget_id,
                 'primeData', json_build_object('support_type', e.support_type))
               ORDER BY e.corporate_name, e.cloud_id)
        FROM user_environments ue JOIN customer_environments e ON e.id = ue.environment_id
        WHERE ue.user_id = u.id), '[]'::json),
      -- rev_home counts as a feature; with it the list is sorted by code point, as the API sorts it then.
      'features', ARRAY(SELECT f FROM (SELECT feature AS f FROM user_features WHERE user_id = u.id
                                       UNION SELECT 'rev_home' WHERE u.rev_home) fs
                        ORDER BY CASE WHEN u.rev_home THEN f COLLATE "C" END, f),
      'featureFlags', ARRAY(SELECT flag FROM feature_flags WHERE enabled_for_all
                            UNION SELECT flag FROM user_feature_flags WHERE user_id = u.id ORDER BY 1),
      'alertMessage', coalesce((SELECT json_agg(json_build_object('type', type, 'text', text) ORDER BY created_at, id)
                                FROM user_alert_messages WHERE user_id = u.id), '[]'::json),
      'iaas_cancelling', u.iaas_cancelling,
      'message', CASE WHEN u.message_code IS NOT NULL AND u.message_type IS NOT NULL
                      THEN json_build_object('message_code', u.message_code, 'type', u.message_type) END,
      'impersonation', NULL)::text
    FROM users u
    WHERE u.id = $1::uuid AND ${live}`,
};

/** GET /environments/:cloudId/topologies ($3) → one row (status, body): 401, 404, 409 or 200 with the list. */
export const topologies = {
  name: 'ceiling_topologies',
  text: `
    WITH env AS (
      SELECT e.id, e.cloud_id, e.topology_registry,
             coalesce((SELECT s.all_topologies FROM disaster_recovery_switches s
                       WHERE s.user_id = $1::uuid AND s.environment_id = e.id), false)
             AND EXISTS (SELECT 1 FROM user_features f
                         WHERE f.user_id = $1::uuid AND f.feature = 'admin_topology_dr') AS all_topologies
      FROM customer_environments e
      WHERE e.cloud_id = $3 AND ${visible}
    )
    SELECT CASE WHEN NOT s.live THEN 401 WHEN env.id IS NULL THEN 404
                WHEN env.topology_registry <> 'available' THEN 409 ELSE 200 END,
           CASE WHEN s.live AND env.topology_registry = 'available' THEN json_build_object(
             'cloud_id', env.cloud_id,
             'all_topologies', env.all_topologies,
             'topologies', coalesce((
               SELECT json_agg(json_build_object(
                        'topology_id', t.topology_id, 'cloud_id', env.cloud_id, 'product', t.product,
                        'topology_type', t.topology_type, 'replica_of', o.topology_id, 'provider', t.provider,
                        'region', t.region, 'instance_name', t.instance_name, 'domain', t.domain,
                        'public_ip', host(t.public_ip), 'status', t.status)
                      ORDER BY t.product, t.topology_id)
               FROM topologies t LEFT JOIN topologies o ON o.id = t.replica_of
               WHERE t.environment_id = env.id AND (env.all_topologies OR t.topology_type <> 'dr_destination')
             ), '[]'::json))::text END
    FROM (SELECT ${live} AS live) s LEFT JOIN env ON true`,
};

const asList = (column) => `CASE WHEN ${column} IS NULL THEN '[]'::json ELSE json_build_array(${column}) END`;

/**
 * GET /search/topologies → one row (status, body): 401, or 200 with the first $4 matches of the ILIKE pattern
 * $3 by cloud_id then topology_id, and how many match in all. Matches come from two index paths: the topology's
 * own text (trigram index on search_text), or its environment's cloud_id or t_code.
 */
export const search = {
  name: 'ceiling_search',
  text: `
    WITH matches AS (
      SELECT t.environment_id, t.topology_id, t.instance_name, t.domain, t.public_ip
      FROM topologies t
      WHERE t.search_text ILIKE $3
      UNION ALL
      SELECT t.environment_id, t.topology_id, t.instance_name, t.domain, t.public_ip
      FROM customer_environments me JOIN topologies t ON t.environment_id = me.id
      WHERE (me.cloud_id ILIKE $3 OR me.t_code ILIKE $3) AND NOT t.search_text ILIKE $3
    ), page AS (
      SELECT m.topology_id, e.cloud_id, e.t_code, m.instance_name, m.domain, host(m.public_ip) AS public_ip,
             count(*) OVER () AS total
      FROM matches m JOIN customer_environments e ON e.id = m.environment_id
      WHERE ${visible}
      ORDER BY e.cloud_id, m.topology_id
      LIMIT $4::int
    )
    SELECT CASE WHEN s.live THEN 200 ELSE 401 END,
           CASE WHEN s.live THEN (
             SELECT json_build_object(
                      'data', coalesce(json_agg(json_build_object(
                                'topology_id', json_build_array(p.topology_id),
                                'cloud_id', json_build_array(p.cloud_id),
                                't_code', json_build_array(p.t_code),
                                'instance_name', json_build_array(p.instance_name),
                                'domain', ${asList('p.domain')},
                                'public_ip', ${asList('p.public_ip')})
                              ORDER BY p.cloud_id, p.topology_id), '[]'::json),
                      'total', coalesce(max(p.total), 0))
             FROM page p)::text END
    FROM (SELECT ${live} AS live) s`,
};
