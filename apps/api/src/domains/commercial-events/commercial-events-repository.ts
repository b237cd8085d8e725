// Commercial events, proposals and requests (migration 0049). Money stays integer centavos: bigint in SQL,
// read back as text, and a proposal's value in an event is computed in SQL (integer division, rounded down).
import type {
  CommercialEvent,
  CommercialEventRequest,
  CommercialProposal,
  CommercialRequestSummary,
} from '@nuvem/api-contract';
import type { Queryable } from '../../db/database';

const iso = (value: Date | null) => value?.toISOString() ?? null;

interface SummaryRow {
  id: string;
  kind: CommercialRequestSummary['kind'];
  state: CommercialRequestSummary['state'];
  reason: string | null;
  requested_at: Date;
  decided_at: Date | null;
}
const summaryColumns = (r: string) =>
  `${r}.id, ${r}.kind, ${r}.state, ${r}.reason, ${r}.requested_at, ${r}.decided_at`;
const summaryOf = (row: SummaryRow): CommercialRequestSummary => ({
  id: row.id,
  kind: row.kind,
  state: row.state,
  reason: row.reason,
  requested_at: row.requested_at.toISOString(),
  decided_at: iso(row.decided_at),
});

interface EventRow {
  id: string;
  code: string;
  name: string;
  description: string;
  conditions: string;
  discount_percent: number;
  starts_on: string;
  ends_on: string;
  open: boolean;
  join_request:
    | (Omit<SummaryRow, 'requested_at' | 'decided_at'> & { requested_at: string; decided_at: string | null })
    | null;
}

/** Events with environment `$1`'s latest join request for each. */
const eventSelect = `SELECT e.id, e.code, e.name, e.description, e.conditions, e.discount_percent,
    e.starts_on::text AS starts_on, e.ends_on::text AS ends_on,
    current_date BETWEEN e.starts_on AND e.ends_on AS open,
    (SELECT json_build_object('id', r.id, 'kind', r.kind, 'state', r.state, 'reason', r.reason,
        'requested_at', r.requested_at, 'decided_at', r.decided_at)
     FROM commercial_event_requests r
     WHERE r.event_id = e.id AND r.environment_id = $1 AND r.kind = 'join'
     ORDER BY r.requested_at DESC LIMIT 1) AS join_request
  FROM commercial_events e`;

const eventOf = (row: EventRow): CommercialEvent => ({
  ...row,
  join_request: row.join_request && {
    ...row.join_request,
    requested_at: new Date(row.join_request.requested_at).toISOString(),
    decided_at: row.join_request.decided_at && new Date(row.join_request.decided_at).toISOString(),
  },
});

export async function listEvents(db: Queryable, environmentId: string): Promise<CommercialEvent[]> {
  const rows = await db.query<EventRow>(`${eventSelect} ORDER BY e.starts_on DESC, e.name`, [environmentId]);
  return rows.map(eventOf);
}

export async function findEvent(
  db: Queryable,
  environmentId: string,
  eventId: string,
): Promise<CommercialEvent | undefined> {
  const [row] = await db.query<EventRow>(`${eventSelect} WHERE e.id = $2`, [environmentId, eventId]);
  return row && eventOf(row);
}

/** The environment's open (pending or approved) request to join the event. */
export async function findOpenJoinRequest(
  db: Queryable,
  environmentId: string,
  eventId: string,
): Promise<CommercialRequestSummary | undefined> {
  const [row] = await db.query<SummaryRow>(
    `SELECT ${summaryColumns('r')} FROM commercial_event_requests r
     WHERE r.environment_id = $1 AND r.event_id = $2 AND r.kind = 'join' AND r.state <> 'refused'`,
    [environmentId, eventId],
  );
  return row && summaryOf(row);
}

export async function insertJoinRequest(
  db: Queryable,
  request: { environmentId: string; eventId: string; userId: string },
): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO commercial_event_requests (kind, event_id, environment_id, requested_by)
     VALUES ('join', $1, $2, $3) RETURNING id`,
    [request.eventId, request.environmentId, request.userId],
  );
  return row!.id;
}

interface ProposalRow {
  id: string;
  number: string;
  products: string[];
  value_cents: string;
  event_id: string | null;
  event_name: string | null;
  event_value_cents: string | null;
  migration_request: (SummaryRow & { event_name: string }) | null;
}

const proposalSelect = `SELECT p.id, p.number, p.products, p.value_cents::text AS value_cents, p.event_id,
    pe.name AS event_name, p.event_value_cents::text AS event_value_cents,
    (SELECT json_build_object('id', r.id, 'kind', r.kind, 'state', r.state, 'reason', r.reason,
        'requested_at', r.requested_at, 'decided_at', r.decided_at, 'event_name', re.name)
     FROM commercial_event_requests r JOIN commercial_events re ON re.id = r.event_id
     WHERE r.proposal_id = p.id ORDER BY r.requested_at DESC LIMIT 1) AS migration_request
  FROM commercial_proposals p LEFT JOIN commercial_events pe ON pe.id = p.event_id
  WHERE p.environment_id = $1`;

const proposalOf = (row: ProposalRow): CommercialProposal => ({
  id: row.id,
  number: row.number,
  products: row.products,
  value_cents: row.value_cents,
  event:
    row.event_id && row.event_name && row.event_value_cents
      ? { id: row.event_id, name: row.event_name, value_cents: row.event_value_cents }
      : null,
  migration_request: row.migration_request && {
    ...row.migration_request,
    requested_at: new Date(row.migration_request.requested_at).toISOString(),
    decided_at: row.migration_request.decided_at && new Date(row.migration_request.decided_at).toISOString(),
  },
});

export async function listProposals(db: Queryable, environmentId: string): Promise<CommercialProposal[]> {
  const rows = await db.query<ProposalRow>(`${proposalSelect} ORDER BY p.number`, [environmentId]);
  return rows.map(proposalOf);
}

export async function findProposal(
  db: Queryable,
  environmentId: string,
  proposalId: string,
): Promise<CommercialProposal | undefined> {
  const [row] = await db.query<ProposalRow>(`${proposalSelect} AND p.id = $2`, [environmentId, proposalId]);
  return row && proposalOf(row);
}

/** The proposal's open (pending or approved) migration request, with its event. */
export async function findOpenMigrationRequest(
  db: Queryable,
  proposalId: string,
): Promise<{ id: string; event_id: string } | undefined> {
  const [row] = await db.query<{ id: string; event_id: string }>(
    `SELECT id, event_id FROM commercial_event_requests
     WHERE proposal_id = $1 AND kind = 'migration' AND state <> 'refused'`,
    [proposalId],
  );
  return row;
}

/** A request to move the proposal into the event, at its value there (discount applied, rounded down). */
export async function insertMigrationRequest(
  db: Queryable,
  request: { environmentId: string; eventId: string; proposalId: string; userId: string },
): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO commercial_event_requests (kind, event_id, environment_id, proposal_id, new_value_cents,
       requested_by)
     SELECT 'migration', e.id, $2, p.id, p.value_cents * (100 - e.discount_percent) / 100, $4
     FROM commercial_events e, commercial_proposals p WHERE e.id = $1 AND p.id = $3
     RETURNING id`,
    [request.eventId, request.environmentId, request.proposalId, request.userId],
  );
  return row!.id;
}

interface AdminRequestRow extends SummaryRow {
  environment_id: string;
  proposal_id: string | null;
  event_id: string;
  event_name: string;
  cloud_id: string;
  corporate_name: string;
  t_code: string;
  proposal_number: string | null;
  value_cents: string | null;
  new_value_cents: string | null;
  requested_by: string | null;
  decided_by: string | null;
}

const requestSelect = `SELECT ${summaryColumns('r')}, r.environment_id, r.proposal_id, r.event_id,
    e.name AS event_name, env.cloud_id, env.corporate_name, env.t_code, p.number AS proposal_number,
    p.value_cents::text AS value_cents, r.new_value_cents::text AS new_value_cents,
    ru.email AS requested_by, du.email AS decided_by
  FROM commercial_event_requests r
  JOIN commercial_events e ON e.id = r.event_id
  JOIN customer_environments env ON env.id = r.environment_id
  LEFT JOIN commercial_proposals p ON p.id = r.proposal_id
  LEFT JOIN users ru ON ru.id = r.requested_by
  LEFT JOIN users du ON du.id = r.decided_by`;

export interface StoredRequest {
  request: CommercialEventRequest;
  environmentId: string;
  proposalId: string | null;
}

const requestOf = (row: AdminRequestRow): StoredRequest => ({
  environmentId: row.environment_id,
  proposalId: row.proposal_id,
  request: {
    ...summaryOf(row),
    event: { id: row.event_id, name: row.event_name },
    environment: { cloud_id: row.cloud_id, corporate_name: row.corporate_name, t_code: row.t_code },
    proposal:
      row.proposal_number && row.value_cents && row.new_value_cents
        ? { number: row.proposal_number, value_cents: row.value_cents, new_value_cents: row.new_value_cents }
        : null,
    requested_by: row.requested_by,
    decided_by: row.decided_by,
  },
});

/** Every request, pending first, then newest first. */
export async function listRequests(db: Queryable): Promise<CommercialEventRequest[]> {
  const rows = await db.query<AdminRequestRow>(
    `${requestSelect} ORDER BY (r.state = 'pending') DESC, r.requested_at DESC LIMIT 2000`,
  );
  return rows.map((row) => requestOf(row).request);
}

export async function findRequest(
  db: Queryable,
  id: string,
  lock = false,
): Promise<StoredRequest | undefined> {
  const [row] = await db.query<AdminRequestRow>(
    `${requestSelect} WHERE r.id = $1 ${lock ? 'FOR UPDATE OF r' : ''}`,
    [id],
  );
  return row && requestOf(row);
}

export async function decideRequest(
  db: Queryable,
  id: string,
  decision: { state: 'approved' | 'refused'; reason: string | null; userId: string },
): Promise<void> {
  await db.query(
    `UPDATE commercial_event_requests SET state = $2, reason = $3, decided_by = $4, decided_at = now()
     WHERE id = $1 AND state = 'pending'`,
    [id, decision.state, decision.reason, decision.userId],
  );
}

/** An approved migration: the proposal is in the event, at the value reviewed when asked. */
export async function moveProposalIntoEvent(db: Queryable, requestId: string): Promise<void> {
  await db.query(
    `UPDATE commercial_proposals p SET event_id = r.event_id, event_value_cents = r.new_value_cents
     FROM commercial_event_requests r WHERE r.id = $1 AND p.id = r.proposal_id`,
    [requestId],
  );
}
