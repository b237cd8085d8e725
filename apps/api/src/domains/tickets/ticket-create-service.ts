// Opening a support ticket from the portal (IaaS › Ajuda 'Abrir chamado'): for users holding
// supportTicketsPermissions (403 otherwise; they are the ones who can then read it under /tickets), in an
// environment they may see (404 otherwise). A resource named must be one the environment holds (400
// ticket_resource_unknown on resource_id). The Idempotency-Key makes a retried request answer the ticket the
// first one opened; the same key with another request is refused (409 idempotency_key_reused). Audited.
import { supportTicketsPermissions, type TicketCreateBody, type TicketCreated } from '@nuvem/api-contract';
import { environmentOf, requireAnyOf } from '../../auth/access';
import type { Database } from '../../db/database';
import { ApiError } from '../../errors';
import { oncePerKey } from '../../idempotency/once-per-key';
import { insertAuditEvent } from '../audit/audit-events-repository';
import { findIaasResourceName } from '../iaas/iaas-resources-repository';
import { actorOf } from '../impersonation/impersonation-service';
import { findUserById } from '../me/users-repository';
import type { Principal } from '../session/session-service';
import { insertPortalTicket, insertSupportTicketEvent } from './support-tickets-repository';

const resourceUnknown = (resourceId: string) =>
  new ApiError(
    400,
    'ticket_resource_unknown',
    'The environment holds no such resource.',
    [resourceId],
    [{ in: 'body', path: '/resource_id', keyword: 'exists' }],
  );

/** The portal page of a ticket (TicketsRoute): /tickets/{number}. */
export const ticketPagePath = (number: number) => `/tickets/${number}`;

export async function openTicket(
  db: Database,
  principal: Principal,
  body: TicketCreateBody,
  idempotencyKey: string,
): Promise<{ ticket: TicketCreated; created: boolean }> {
  await requireAnyOf(db, principal, supportTicketsPermissions);
  const environment = await environmentOf(db, principal, body.cloud_id);
  const subject = body.subject.trim();
  const description = body.description.trim();
  const resourceId = body.resource_id?.trim() || null;
  const request = [environment.id, subject, description, body.category, resourceId];
  const answer = await db.transaction((tx) =>
    oncePerKey(
      tx,
      { userId: principal.userId, idempotencyKey, scope: 'ticket.create', request },
      async () => {
        const resourceName = resourceId ? await findIaasResourceName(tx, environment.id, resourceId) : null;
        if (resourceId && resourceName === undefined) throw resourceUnknown(resourceId);
        const user = await findUserById(tx, principal.userId);
        if (!user) throw new Error('signed-in user not found');
        const row = await insertPortalTicket(tx, environment.id, {
          subject,
          category: body.category,
          resourceId,
          requesterUserId: principal.userId,
          requesterName: user.full_name,
          requesterEmail: user.email,
        });
        await insertSupportTicketEvent(tx, row.id, {
          kind: 'message',
          occurredAt: new Date(),
          authorName: user.full_name,
          authorRole: 'customer',
          body: resourceId ? `${description}\n\nRecurso: ${resourceName} (${resourceId})` : description,
          fromStatus: null,
          toStatus: null,
        });
        await insertAuditEvent(tx, {
          actorUserId: actorOf(principal),
          action: 'ticket.create',
          subjectUserId: principal.userId,
          environmentId: environment.id,
          targetId: resourceId,
          details: { number: row.number, category: body.category },
          before: null,
          after: { number: row.number, subject, category: body.category, resource_id: resourceId },
        });
        const ticket: TicketCreated = {
          number: row.number,
          cloud_id: environment.cloud_id,
          path: ticketPagePath(row.number),
        };
        return { status: 201, body: ticket };
      },
    ),
  );
  return { ticket: answer.body, created: !answer.replayed };
}
