// Administração › Contratos (issue 32, adm_show_contract): every customer's contracts, and a status change
// (suspend, reactivate, end) that is checked against contractAdminMoves, once per Idempotency-Key, audited.
import {
  CONTRACT_ADMIN_FEATURE,
  contractAdminMoves,
  type ContractAdminKind,
  type ContractAdminList,
  type ContractAdminRow,
  type ContractStatusBody,
} from '@nuvem/api-contract';
import { requireFeature } from '../../auth/access';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../errors';
import { oncePerKey } from '../../idempotency/once-per-key';
import { insertAuditEvent } from '../audit/audit-events-repository';
import { actorOf } from '../impersonation/impersonation-service';
import type { Principal } from '../session/session-service';
import { findContractForUpdate, listAllContracts, updateContractStatus } from './contracts-admin-repository';

export async function readContracts(db: Queryable, principal: Principal): Promise<ContractAdminList> {
  await requireFeature(db, principal, CONTRACT_ADMIN_FEATURE);
  return { contracts: await listAllContracts(db) };
}

export async function changeContractStatus(
  db: Database,
  principal: Principal,
  kind: ContractAdminKind,
  number: string,
  body: ContractStatusBody,
  idempotencyKey: string,
): Promise<ContractAdminRow> {
  await requireFeature(db, principal, CONTRACT_ADMIN_FEATURE);
  const answer = await db.transaction((tx) =>
    oncePerKey(
      tx,
      { userId: principal.userId, idempotencyKey, scope: 'contract.status', request: [kind, number, body] },
      async () => {
        const before = await findContractForUpdate(tx, kind, number);
        if (!before) throw new ApiError(404, 'contract_not_found', `No contract ${number}.`, [number]);
        if (!contractAdminMoves[before.status].includes(body.status))
          throw new ApiError(
            409,
            'contract_status_refused',
            `A contract ${before.status} cannot become ${body.status}.`,
            [before.status, body.status],
          );
        await updateContractStatus(tx, kind, number, body.status);
        const after = (await findContractForUpdate(tx, kind, number))!;
        const [env] = await tx.query<{ id: string }>(
          'SELECT id FROM customer_environments WHERE cloud_id = $1',
          [after.cloud_id],
        );
        await insertAuditEvent(tx, {
          actorUserId: actorOf(principal),
          action: 'contract.status',
          subjectUserId: null,
          environmentId: env?.id ?? null,
          targetId: `${kind}:${number}`,
          details: { kind, number },
          before: { status: before.status, end_date: before.end_date },
          after: { status: after.status, end_date: after.end_date },
        });
        return { status: 200, body: after };
      },
    ),
  );
  return answer.body;
}
