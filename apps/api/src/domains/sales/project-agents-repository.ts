// The provider's project and sales agents (people) and the customers each looks after (migration 0047).
import type { ProjectAgent, SalesCustomer } from '@nuvem/api-contract';
import type { Queryable } from '../../db/database';

/** Every customer (t_code) with its name, by name. */
export async function listSalesCustomers(db: Queryable): Promise<SalesCustomer[]> {
  return db.query<SalesCustomer>(
    `SELECT DISTINCT ON (corporate_name, t_code) t_code, corporate_name
     FROM customer_environments ORDER BY corporate_name, t_code`,
  );
}

export async function findSalesCustomer(db: Queryable, tCode: string): Promise<SalesCustomer | undefined> {
  const [row] = await db.query<SalesCustomer>(
    'SELECT t_code, corporate_name FROM customer_environments WHERE t_code = $1 ORDER BY corporate_name LIMIT 1',
    [tCode],
  );
  return row;
}

const agentSelect = `SELECT a.id, a.full_name, a.email, a.role,
    COALESCE((SELECT json_agg(json_build_object('t_code', c.t_code, 'corporate_name', c.corporate_name)
                ORDER BY c.corporate_name, c.t_code)
              FROM project_agent_customers pc
              JOIN LATERAL (SELECT t_code, corporate_name FROM customer_environments e
                            WHERE e.t_code = pc.t_code ORDER BY corporate_name LIMIT 1) c ON true
              WHERE pc.agent_id = a.id), '[]'::json) AS customers
  FROM project_agents a`;

export async function listProjectAgents(db: Queryable): Promise<ProjectAgent[]> {
  return db.query<ProjectAgent>(`${agentSelect} ORDER BY a.full_name, a.id`);
}

export async function findProjectAgent(db: Queryable, id: string): Promise<ProjectAgent | undefined> {
  const [row] = await db.query<ProjectAgent>(`${agentSelect} WHERE a.id = $1`, [id]);
  return row;
}

/** Assigns the customer; false when it was assigned already. */
export async function assignCustomer(
  db: Queryable,
  agentId: string,
  tCode: string,
  userId: string,
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO project_agent_customers (agent_id, t_code, assigned_by) VALUES ($1, $2, $3)
     ON CONFLICT DO NOTHING RETURNING 1`,
    [agentId, tCode, userId],
  );
  return rows.length > 0;
}

/** Unassigns the customer; false when it was not assigned. */
export async function unassignCustomer(db: Queryable, agentId: string, tCode: string): Promise<boolean> {
  const rows = await db.query(
    'DELETE FROM project_agent_customers WHERE agent_id = $1 AND t_code = $2 RETURNING 1',
    [agentId, tCode],
  );
  return rows.length > 0;
}
