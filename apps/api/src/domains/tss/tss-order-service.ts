// TSS › 'Pedir mais cota' (issue 32): a customer orders more quota for one of its companies. The order is a
// purchase (migration 0044: the store lists it, the statement bills it) that staff then confirm by raising the
// company's quota in TSS registration. Needs tss and a t_code the user may see; once per Idempotency-Key.
import {
  TSS_FEATURE,
  TSS_QUOTA_PACKAGE,
  type TssQuotaOrder,
  type TssQuotaRequestBody,
} from '@nuvem/api-contract';
import { environmentByTCode, requireFeature } from '../../auth/access';
import type { Database } from '../../db/database';
import { ApiError } from '../../errors';
import { oncePerKey } from '../../idempotency/once-per-key';
import { insertAuditEvent } from '../audit/audit-events-repository';
import { actorOf } from '../impersonation/impersonation-service';
import { findTssCompany } from '../me/tss-repository';
import { findUserById } from '../me/users-repository';
import { insertPurchase } from '../purchases/purchases-repository';
import type { Principal } from '../session/session-service';

const companyNotFound = (companyId: string) =>
  new ApiError(
    400,
    'tss_company_not_found',
    'No such company registered for this customer code.',
    [companyId],
    [{ in: 'body', path: '/company_id', keyword: 'exists' }],
  );

/** The statement line, in pt-BR as the purchases table keeps it. */
const lineOf = (documents: number, company: string) =>
  `Cota TSS adicional — ${documents.toLocaleString('pt-BR')} documentos por mês — ${company}`;

export async function orderTssQuota(
  db: Database,
  principal: Principal,
  tCode: string,
  body: TssQuotaRequestBody,
  idempotencyKey: string,
): Promise<{ order: TssQuotaOrder; created: boolean }> {
  await requireFeature(db, principal, TSS_FEATURE);
  const environment = await environmentByTCode(db, principal, tCode);
  const answer = await db.transaction((tx) =>
    oncePerKey(
      tx,
      { userId: principal.userId, idempotencyKey, scope: 'tss.quota_request', request: [tCode, body] },
      async () => {
        const company = await findTssCompany(tx, body.company_id);
        if (!company || company.t_code !== environment.t_code) throw companyNotFound(body.company_id);
        const user = await findUserById(tx, principal.userId);
        if (!user) throw new Error('signed-in user not found');
        const documents = body.packages * TSS_QUOTA_PACKAGE.documents;
        const purchase = await insertPurchase(tx, {
          environmentId: environment.id,
          buyerUserId: principal.userId,
          buyerEmail: user.email,
          source: 'tss',
          sourceRef: company.id,
          description: lineOf(documents, company.corporate_name),
          quantity: body.packages,
          unitPriceCents: TSS_QUOTA_PACKAGE.priceCents,
          recurrence: 'monthly',
        });
        await insertAuditEvent(tx, {
          actorUserId: actorOf(principal),
          action: 'purchase.create',
          subjectUserId: principal.userId,
          environmentId: environment.id,
          targetId: purchase.id,
          details: { source: 'tss', company_id: company.id, cnpj: company.cnpj },
          before: null,
          after: { description: purchase.description, quantity: purchase.quantity, state: purchase.state },
        });
        const order: TssQuotaOrder = {
          purchase_id: purchase.id,
          state: purchase.state,
          documents,
          unit_price_cents: purchase.unit_price_cents,
          quantity: purchase.quantity,
        };
        return { status: 201, body: order };
      },
    ),
  );
  return { order: answer.body, created: !answer.replayed };
}
