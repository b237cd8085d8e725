// Evento comercial, its migration and the staff's requests (issue 32). A customer's writes are requests: to
// join an event, or to move a proposal into one; staff approve or refuse them (a refusal with its reason) and
// the customer sees the outcome. Each write once per Idempotency-Key, in one transaction with its audit entry;
// asking again for what is already asked (pending or approved) answers that request.
import {
  commercialEventFeature,
  commercialMigrationFeatures,
  commercialRequestsAdminFeatures,
  type CommercialDecisionBody,
  type CommercialEvent,
  type CommercialEventList,
  type CommercialEventRequest,
  type CommercialEventRequestList,
  type CommercialProposal,
  type CommercialProposalList,
} from '@nuvem/api-contract';
import { environmentOf, requireAnyOf } from '../../auth/access';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../errors';
import { oncePerKey } from '../../idempotency/once-per-key';
import type { EnvironmentRow } from '../environments/environments-repository';
import { insertAuditEvent } from '../audit/audit-events-repository';
import type { Principal } from '../session/session-service';
import {
  decideRequest,
  findEvent,
  findOpenJoinRequest,
  findOpenMigrationRequest,
  findProposal,
  findRequest,
  insertJoinRequest,
  insertMigrationRequest,
  listEvents,
  listProposals,
  listRequests,
  moveProposalIntoEvent,
} from './commercial-events-repository';

const eventNotFound = (id: string) =>
  new ApiError(404, 'commercial_event_not_found', 'No such commercial event.', [id]);
const eventClosed = (name: string) =>
  new ApiError(409, 'commercial_event_closed', 'This commercial event is not open today.', [name]);
const proposalNotFound = (id: string) =>
  new ApiError(404, 'commercial_proposal_not_found', 'No such proposal in this environment.', [id]);
const migrationOpen = (number: string) =>
  new ApiError(409, 'commercial_migration_open', 'This proposal already has a migration asked or done.', [
    number,
  ]);
const requestNotFound = (id: string) =>
  new ApiError(404, 'commercial_request_not_found', 'No such request.', [id]);
const requestDecided = () =>
  new ApiError(409, 'commercial_request_decided', 'This request was already approved or refused.');

async function eventsEnvironmentOf(
  db: Queryable,
  principal: Principal,
  cloudId: string,
  features: readonly [string, ...string[]] = [commercialEventFeature],
): Promise<EnvironmentRow> {
  await requireAnyOf(db, principal, features);
  return environmentOf(db, principal, cloudId);
}

/** Reading the events: commercial_event, or a migration feature (the migration chooses among them). */
const eventReaders = [commercialEventFeature, ...commercialMigrationFeatures] as const;

async function migrationEnvironmentOf(db: Queryable, principal: Principal, cloudId: string) {
  await requireAnyOf(db, principal, commercialMigrationFeatures);
  return environmentOf(db, principal, cloudId);
}

export async function eventsOf(
  db: Queryable,
  principal: Principal,
  cloudId: string,
): Promise<CommercialEventList> {
  const environment = await eventsEnvironmentOf(db, principal, cloudId, eventReaders);
  return { events: await listEvents(db, environment.id) };
}

export async function eventOf(
  db: Queryable,
  principal: Principal,
  cloudId: string,
  eventId: string,
): Promise<CommercialEvent> {
  const environment = await eventsEnvironmentOf(db, principal, cloudId, eventReaders);
  const event = await findEvent(db, environment.id, eventId);
  if (!event) throw eventNotFound(eventId);
  return event;
}

/** Asks to join an open event; an open request (pending or approved) already there is the answer. */
export async function joinEvent(
  db: Database,
  principal: Principal,
  cloudId: string,
  eventId: string,
  idempotencyKey: string,
): Promise<{ event: CommercialEvent; created: boolean }> {
  const environment = await eventsEnvironmentOf(db, principal, cloudId);
  const answer = await db.transaction((tx) =>
    oncePerKey(
      tx,
      {
        userId: principal.userId,
        idempotencyKey,
        scope: 'commercial_event.join_request',
        request: [environment.id, eventId],
      },
      async () => {
        // One request at a time per environment and event: the second waits, then finds the first's.
        await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [
          `join:${environment.id}:${eventId}`,
        ]);
        const event = await findEvent(tx, environment.id, eventId);
        if (!event) throw eventNotFound(eventId);
        if (await findOpenJoinRequest(tx, environment.id, eventId)) return { status: 200, body: event };
        if (!event.open) throw eventClosed(event.name);
        const id = await insertJoinRequest(tx, {
          environmentId: environment.id,
          eventId,
          userId: principal.userId,
        });
        const after = (await findEvent(tx, environment.id, eventId))!;
        await insertAuditEvent(tx, {
          actorUserId: principal.userId,
          action: 'commercial_event.join_request',
          subjectUserId: null,
          environmentId: environment.id,
          targetId: id,
          details: { event: event.code },
          before: null,
          after: { event: event.code, state: 'pending' },
        });
        return { status: 201, body: after };
      },
    ),
  );
  return { event: answer.body, created: answer.status === 201 && !answer.replayed };
}

export async function proposalsOf(
  db: Queryable,
  principal: Principal,
  cloudId: string,
): Promise<CommercialProposalList> {
  const environment = await migrationEnvironmentOf(db, principal, cloudId);
  return { proposals: await listProposals(db, environment.id) };
}

/**
 * Asks to move the proposal into the open event, at its value there. The same migration asked again answers
 * it; another while one is pending or done: 409 commercial_migration_open.
 */
export async function migrateProposal(
  db: Database,
  principal: Principal,
  cloudId: string,
  proposalId: string,
  eventId: string,
  idempotencyKey: string,
): Promise<{ proposal: CommercialProposal; created: boolean }> {
  const environment = await migrationEnvironmentOf(db, principal, cloudId);
  const answer = await db.transaction((tx) =>
    oncePerKey(
      tx,
      {
        userId: principal.userId,
        idempotencyKey,
        scope: 'commercial_event.migration_request',
        request: [environment.id, proposalId, eventId],
      },
      async () => {
        await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`migration:${proposalId}`]);
        const proposal = await findProposal(tx, environment.id, proposalId);
        if (!proposal) throw proposalNotFound(proposalId);
        const event = await findEvent(tx, environment.id, eventId);
        if (!event) throw eventNotFound(eventId);
        const open = await findOpenMigrationRequest(tx, proposalId);
        if (open?.event_id === eventId) return { status: 200, body: proposal };
        if (open) throw migrationOpen(proposal.number);
        if (!event.open) throw eventClosed(event.name);
        const id = await insertMigrationRequest(tx, {
          environmentId: environment.id,
          eventId,
          proposalId,
          userId: principal.userId,
        });
        const after = (await findProposal(tx, environment.id, proposalId))!;
        const stored = (await findRequest(tx, id))!;
        await insertAuditEvent(tx, {
          actorUserId: principal.userId,
          action: 'commercial_event.migration_request',
          subjectUserId: null,
          environmentId: environment.id,
          targetId: id,
          details: { event: event.code, proposal: proposal.number },
          before: {
            proposal: proposal.number,
            value_cents: proposal.value_cents,
            event: proposal.event?.name ?? null,
          },
          after: {
            proposal: proposal.number,
            event: event.name,
            new_value_cents: stored.request.proposal?.new_value_cents ?? null,
            state: 'pending',
          },
        });
        return { status: 201, body: after };
      },
    ),
  );
  return { proposal: answer.body, created: answer.status === 201 && !answer.replayed };
}

export async function requestsForStaff(
  db: Queryable,
  principal: Principal,
): Promise<CommercialEventRequestList> {
  await requireAnyOf(db, principal, commercialRequestsAdminFeatures);
  return { requests: await listRequests(db) };
}

/** Approves (a migration moves the proposal) or refuses with a reason (400 without one). */
export async function decideOnRequest(
  db: Database,
  principal: Principal,
  requestId: string,
  body: CommercialDecisionBody,
  idempotencyKey: string,
): Promise<CommercialEventRequest> {
  await requireAnyOf(db, principal, commercialRequestsAdminFeatures);
  const reason = body.reason?.trim() || null;
  if (body.decision === 'refuse' && !reason)
    throw new ApiError(
      400,
      'commercial_reason_required',
      'Say why the request is refused.',
      [],
      [{ in: 'body', path: '/reason', keyword: 'required' }],
    );
  const answer = await db.transaction((tx) =>
    oncePerKey(
      tx,
      {
        userId: principal.userId,
        idempotencyKey,
        scope: 'commercial_event.decide',
        request: [requestId, body.decision, reason],
      },
      async () => {
        const before = await findRequest(tx, requestId, true);
        if (!before) throw requestNotFound(requestId);
        if (before.request.state !== 'pending') throw requestDecided();
        const state = body.decision === 'approve' ? 'approved' : 'refused';
        await decideRequest(tx, requestId, {
          state,
          reason: state === 'refused' ? reason : null,
          userId: principal.userId,
        });
        if (state === 'approved' && before.proposalId) await moveProposalIntoEvent(tx, requestId);
        const after = (await findRequest(tx, requestId))!;
        await insertAuditEvent(tx, {
          actorUserId: principal.userId,
          action: 'commercial_event.decide',
          subjectUserId: null,
          environmentId: before.environmentId,
          targetId: requestId,
          details: { kind: before.request.kind, event: before.request.event.name, decision: state },
          before: { state: before.request.state },
          after: { state: after.request.state, reason: after.request.reason },
        });
        return { status: 200, body: after.request };
      },
    ),
  );
  return answer.body;
}
