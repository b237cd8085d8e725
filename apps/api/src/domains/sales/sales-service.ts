// The sales tree (issue 32, staff holding sales_tree): every purchase across customers with its totals, and the
// project agents assigned to customers. Assigning and unassigning are PUT and DELETE (sending one again changes
// nothing and writes no audit entry); each change is audited with before and after.
import {
  salesTreeFeature,
  type ProjectAgent,
  type ProjectAgentList,
  type SalesHistory,
  type SalesHistoryQuery,
} from '@nuvem/api-contract';
import { requireAnyOf } from '../../auth/access';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../errors';
import { insertAuditEvent } from '../audit/audit-events-repository';
import { listPurchasesAcrossCustomers } from '../purchases/purchases-repository';
import type { Principal } from '../session/session-service';
import {
  assignCustomer,
  findProjectAgent,
  findSalesCustomer,
  listProjectAgents,
  listSalesCustomers,
  unassignCustomer,
} from './project-agents-repository';

/** The most purchases one answer lists (the count and total cover all that match). */
export const salesHistoryLimit = 1000;

const requireSalesTree = (db: Queryable, principal: Principal) =>
  requireAnyOf(db, principal, [salesTreeFeature]);

/** A calendar day: the schema's format checks its shape only ('2026-02-31' would reach the database). */
function dayOf(value: string | undefined, where: 'from' | 'to'): string | undefined {
  if (value === undefined) return undefined;
  const parsed = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== value)
    throw new ApiError(
      400,
      'validation_failed',
      `Invalid request: ${where} is no calendar day.`,
      [where],
      [{ in: 'query', path: `/${where}`, keyword: 'format' }],
    );
  return value;
}

export async function readSalesHistory(
  db: Queryable,
  principal: Principal,
  query: SalesHistoryQuery,
): Promise<SalesHistory> {
  await requireSalesTree(db, principal);
  const { rows, count, totalCents } = await listPurchasesAcrossCustomers(
    db,
    {
      tCode: query.customer,
      source: query.source,
      from: dayOf(query.from, 'from'),
      to: dayOf(query.to, 'to'),
    },
    salesHistoryLimit,
  );
  return {
    purchases: rows.map(({ t_code, corporate_name, ordered_at, ...row }) => ({
      ...row,
      customer: { t_code, corporate_name },
      ordered_at: new Date(ordered_at).toISOString(),
    })),
    count,
    total_cents: totalCents,
    customers: await listSalesCustomers(db),
  };
}

export async function readProjectAgents(db: Queryable, principal: Principal): Promise<ProjectAgentList> {
  await requireSalesTree(db, principal);
  return { agents: await listProjectAgents(db), customers: await listSalesCustomers(db) };
}

const agentNotFound = (id: string) =>
  new ApiError(404, 'project_agent_not_found', 'No such project agent.', [id]);
const customerNotFound = (tCode: string) =>
  new ApiError(404, 'sales_customer_not_found', 'No such customer.', [tCode]);

const audited = (agent: ProjectAgent) => ({ customers: agent.customers.map((c) => c.t_code) });

/** Assigns (or, `assign` false, unassigns) a customer to the agent; the agent as it is after. */
export async function setAssignment(
  db: Database,
  principal: Principal,
  agentId: string,
  tCode: string,
  assign: boolean,
): Promise<ProjectAgent> {
  await requireSalesTree(db, principal);
  return db.transaction(async (tx) => {
    const before = await findProjectAgent(tx, agentId);
    if (!before) throw agentNotFound(agentId);
    if (!(await findSalesCustomer(tx, tCode))) throw customerNotFound(tCode);
    const changed = assign
      ? await assignCustomer(tx, agentId, tCode, principal.userId)
      : await unassignCustomer(tx, agentId, tCode);
    if (!changed) return before;
    const after = (await findProjectAgent(tx, agentId))!;
    await insertAuditEvent(tx, {
      actorUserId: principal.userId,
      action: assign ? 'project_agent.assign' : 'project_agent.unassign',
      subjectUserId: null,
      targetId: agentId,
      details: { t_code: tCode },
      before: audited(before),
      after: audited(after),
    });
    return after;
  });
}
