// TSS registration (issue 32, tss_admin): staff register a customer's companies for TSS and set their quotas.
// Tenant-free (staff serve every customer); every write once per Idempotency-Key and audited before/after.
import {
  TSS_ADMIN_FEATURE,
  type TssAdminCompany,
  type TssAdminCompanyList,
  type TssRegisterBody,
  type TssSetQuotaBody,
} from '@nuvem/api-contract';
import { requireFeature } from '../../auth/access';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../errors';
import { oncePerKey } from '../../idempotency/once-per-key';
import { insertAuditEvent } from '../audit/audit-events-repository';
import { actorOf } from '../impersonation/impersonation-service';
import {
  insertTssCompany,
  listAllTssCompanies,
  updateTssQuota,
  type TssCompanyRow,
} from '../me/tss-repository';
import type { Principal } from '../session/session-service';

const customerUnknown = (tCode: string) =>
  new ApiError(
    400,
    'tss_customer_unknown',
    `No customer has the code ${tCode}.`,
    [tCode],
    [{ in: 'body', path: '/t_code', keyword: 'exists' }],
  );
const companyTaken = (cnpj: string) =>
  new ApiError(
    409,
    'tss_company_taken',
    'The company is registered in that environment already.',
    [cnpj],
    [{ in: 'body', path: '/cnpj', keyword: 'unique' }],
  );
const companyNotFound = (id: string) =>
  new ApiError(404, 'tss_company_not_found', 'No such company registered for TSS.', [id]);

/** The customer's name: its first environment's; undefined when no environment has the code. */
async function customerNameOf(db: Queryable, tCode: string): Promise<string | undefined> {
  const [row] = await db.query<{ corporate_name: string }>(
    `SELECT corporate_name FROM customer_environments WHERE t_code = $1 ORDER BY created_at, cloud_id LIMIT 1`,
    [tCode],
  );
  return row?.corporate_name;
}

const adminCompanyOf = (row: TssCompanyRow, customerName: string): TssAdminCompany => ({
  id: row.id,
  t_code: row.t_code,
  customer_name: customerName,
  cnpj: row.cnpj,
  corporate_name: row.corporate_name,
  environment: row.environment,
  quota_hired: row.quota_hired,
  quota_used: row.quota_used,
  updated_at: new Date(row.updated_at).toISOString(),
});

/** What the audit log keeps of a company. */
const audited = (row: TssCompanyRow) => ({
  t_code: row.t_code,
  cnpj: row.cnpj,
  corporate_name: row.corporate_name,
  environment: row.environment,
  quota_hired: row.quota_hired,
});

export async function readTssCompanies(db: Queryable, principal: Principal): Promise<TssAdminCompanyList> {
  await requireFeature(db, principal, TSS_ADMIN_FEATURE);
  const rows = await listAllTssCompanies(db);
  return { companies: rows.map((row) => adminCompanyOf(row, row.customer_name)) };
}

export async function registerTssCompany(
  db: Database,
  principal: Principal,
  body: TssRegisterBody,
  idempotencyKey: string,
): Promise<{ company: TssAdminCompany; created: boolean }> {
  await requireFeature(db, principal, TSS_ADMIN_FEATURE);
  const company = { ...body, corporate_name: body.corporate_name.trim() };
  const answer = await db.transaction((tx) =>
    oncePerKey(
      tx,
      { userId: principal.userId, idempotencyKey, scope: 'tss_company.register', request: company },
      async () => {
        const customerName = await customerNameOf(tx, company.t_code);
        if (customerName === undefined) throw customerUnknown(company.t_code);
        const row = await insertTssCompany(tx, company);
        if (!row) throw companyTaken(company.cnpj);
        await insertAuditEvent(tx, {
          actorUserId: actorOf(principal),
          action: 'tss_company.register',
          subjectUserId: null,
          targetId: row.id,
          details: { t_code: row.t_code, cnpj: row.cnpj },
          before: null,
          after: audited(row),
        });
        return { status: 201, body: adminCompanyOf(row, customerName) };
      },
    ),
  );
  return { company: answer.body, created: !answer.replayed };
}

export async function setTssQuota(
  db: Database,
  principal: Principal,
  companyId: string,
  body: TssSetQuotaBody,
  idempotencyKey: string,
): Promise<TssAdminCompany> {
  await requireFeature(db, principal, TSS_ADMIN_FEATURE);
  const answer = await db.transaction((tx) =>
    oncePerKey(
      tx,
      { userId: principal.userId, idempotencyKey, scope: 'tss_company.quota', request: [companyId, body] },
      async () => {
        const changed = await updateTssQuota(tx, companyId, body.quota_hired);
        if (!changed) throw companyNotFound(companyId);
        await insertAuditEvent(tx, {
          actorUserId: actorOf(principal),
          action: 'tss_company.quota',
          subjectUserId: null,
          targetId: companyId,
          details: { t_code: changed.after.t_code, cnpj: changed.after.cnpj },
          before: audited(changed.before),
          after: audited(changed.after),
        });
        const customerName = (await customerNameOf(tx, changed.after.t_code)) ?? changed.after.t_code;
        return { status: 200, body: adminCompanyOf(changed.after, customerName) };
      },
    ),
  );
  return answer.body;
}
