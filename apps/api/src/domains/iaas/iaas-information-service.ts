// IaaS › Informações (portal spec §2.6, §6): the contract, billing data and this month's consumption for users
// holding the IaaS permission and the iaas_information_access flag; the documents and their downloads also need
// iaas_information_documents (403 forbidden otherwise, naming it). An environment the user may not see answers
// 404 as everywhere. Unlike the resources, this page stays open while the IaaS account is being cancelled: the
// contract then reads 'cancelling', which is what such a customer comes to check.
import {
  iaasFeature,
  iaasInformationAccessFlag,
  iaasInformationDocumentsFlag,
  type IaasDocument,
  type IaasDocumentList,
  type IaasInformation,
} from '@nuvem/api-contract';
import { environmentOf, requireAnyOf } from '../../auth/access';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../errors';
import { insertAuditEvent } from '../audit/audit-events-repository';
import { actorOf } from '../impersonation/impersonation-service';
import { findUserById, userHoldsAny } from '../me/users-repository';
import type { Principal } from '../session/session-service';
import { readMonthConsumption } from './iaas-budgets-repository';
import { contractPdf, documentFileOf, invoiceCsv, type DocumentFile } from './iaas-document-files';
import {
  findIaasBillingProfile,
  findIaasContract,
  findIaasDocument,
  listIaasDocuments,
  listMonthDailyConsumption,
  type IaasDocumentRow,
} from './iaas-information-repository';

const documentNotFound = (documentId: string) =>
  new ApiError(404, 'iaas_document_not_found', 'No such document in this environment.', [documentId]);

async function informationEnvironment(db: Queryable, principal: Principal, cloudId: string) {
  await requireAnyOf(db, principal, [iaasFeature]);
  await requireAnyOf(db, principal, [iaasInformationAccessFlag]);
  return environmentOf(db, principal, cloudId);
}

async function documentsEnvironment(db: Queryable, principal: Principal, cloudId: string) {
  await requireAnyOf(db, principal, [iaasFeature]);
  await requireAnyOf(db, principal, [iaasInformationAccessFlag]);
  await requireAnyOf(db, principal, [iaasInformationDocumentsFlag]);
  return environmentOf(db, principal, cloudId);
}

export async function readIaasInformation(
  db: Queryable,
  principal: Principal,
  cloudId: string,
): Promise<IaasInformation> {
  const environment = await informationEnvironment(db, principal, cloudId);
  const [contract, billing, month, user, documentsAllowed] = await Promise.all([
    findIaasContract(db, environment.id),
    findIaasBillingProfile(db, environment.id),
    readMonthConsumption(db, environment.id),
    findUserById(db, principal.userId),
    userHoldsAny(db, principal.userId, [iaasInformationDocumentsFlag]),
  ]);
  return {
    cloud_id: environment.cloud_id,
    contract: contract
      ? {
          number: contract.contract_number,
          plan: contract.plan,
          start_date: contract.start_date,
          term_months: contract.term_months,
          end_date: contract.end_date,
          status: user?.iaas_cancelling && contract.status === 'active' ? 'cancelling' : contract.status,
        }
      : null,
    billing: billing
      ? {
          legal_name: environment.corporate_name,
          cnpj: environment.federal_id,
          billing_address: billing.billing_address,
          invoice_email: billing.invoice_email,
          payment_method: billing.payment_method,
          invoice_day: billing.invoice_day,
        }
      : null,
    consumption: { month: month.month, to_date_cents: month.to_date_cents },
    documents_allowed: documentsAllowed,
  };
}

function documentOf(cloudId: string, row: IaasDocumentRow): IaasDocument {
  const file = documentFileOf(cloudId, row);
  return {
    id: row.id,
    kind: row.kind,
    period: row.period,
    issued_on: row.issued_on,
    file_name: file.fileName,
    content_type: file.contentType,
  };
}

export async function listIaasDocumentsOf(
  db: Queryable,
  principal: Principal,
  cloudId: string,
): Promise<IaasDocumentList> {
  const environment = await documentsEnvironment(db, principal, cloudId);
  const rows = await listIaasDocuments(db, environment.id);
  return { documents: rows.map((row) => documentOf(environment.cloud_id, row)) };
}

/** One document's file, made from the environment's data; the download is audited in the same transaction. */
export async function downloadIaasDocument(
  db: Database,
  principal: Principal,
  cloudId: string,
  documentId: string,
): Promise<DocumentFile> {
  return db.transaction(async (tx) => {
    const environment = await documentsEnvironment(tx, principal, cloudId);
    const document = await findIaasDocument(tx, environment.id, documentId);
    if (!document) throw documentNotFound(documentId);
    const { fileName, contentType } = documentFileOf(environment.cloud_id, document);
    let body: Buffer;
    if (document.kind === 'contract') {
      const contract = await findIaasContract(tx, environment.id);
      if (!contract) throw documentNotFound(documentId);
      body = contractPdf(environment, contract, await findIaasBillingProfile(tx, environment.id));
    } else {
      const month = document.period!;
      body = invoiceCsv(environment, month, await listMonthDailyConsumption(tx, environment.id, month));
    }
    await insertAuditEvent(tx, {
      actorUserId: actorOf(principal),
      action: 'iaas_document.download',
      subjectUserId: principal.userId,
      environmentId: environment.id,
      targetId: document.id,
      details: { kind: document.kind, period: document.period, file_name: fileName },
    });
    return { fileName, contentType, body };
  });
}
