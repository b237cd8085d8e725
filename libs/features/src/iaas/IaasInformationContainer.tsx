import type {
  IaasDocument,
  IaasDocumentList,
  IaasInformation as IaasInformationAnswer,
} from '@nuvem/api-contract';
import { iaasInformationEndpoints } from '@nuvem/api-contract/paths';
import {
  IaasDocumentsList,
  IaasInformation,
  useIaasDocumentColumns,
  type IaasDocumentItem,
  type IaasInformationView,
  type ResourceListState,
} from '@nuvem/ui';
import { useCallback, useMemo, useState } from 'react';
import useSWR from 'swr';
import { useCurrentAccount } from '../accounts/useCurrentAccount';
import { saveDownloadedFile } from '../api/saveDownloadedFile';
import { useErrorNotice } from '../api/useErrorNotice';
import { useLoadState } from '../api/useLoadState';
import type { CollectionAccessors } from '../collection/applyCollection';
import { useCollection } from '../collection/useCollection';
import { useShellPermissions } from '../permissions/useShellPermissions';
import { useSession } from '../session/useSession';
import { iaasKeys } from './iaasKeys';

/** The API's answer as the page shows it. */
export function iaasInformationOf(answer: IaasInformationAnswer): IaasInformationView {
  return {
    contract: answer.contract && {
      number: answer.contract.number,
      plan: answer.contract.plan,
      startDate: answer.contract.start_date,
      termMonths: answer.contract.term_months,
      endDate: answer.contract.end_date,
      status: answer.contract.status,
    },
    billing: answer.billing && {
      legalName: answer.billing.legal_name,
      cnpj: answer.billing.cnpj,
      billingAddress: answer.billing.billing_address,
      invoiceEmail: answer.billing.invoice_email,
      paymentMethod: answer.billing.payment_method,
      invoiceDay: answer.billing.invoice_day,
    },
    consumption: { month: answer.consumption.month, toDateCents: answer.consumption.to_date_cents },
  };
}

export const iaasDocumentItemOf = (document: IaasDocument): IaasDocumentItem => ({
  id: document.id,
  kind: document.kind,
  period: document.period,
  issuedOn: document.issued_on,
  fileName: document.file_name,
});

const documentAccessors: CollectionAccessors<IaasDocumentItem> = {
  valueOf: (document, field) =>
    field === 'kind' ? document.kind : field === 'issuedOn' ? document.issuedOn : null,
  textOf: (document) => `${document.fileName} ${document.period ?? ''}`,
};

const NONE: readonly IaasDocumentItem[] = [];

interface DocumentsProps {
  cloudId: string;
  search: URLSearchParams;
  onSearchChange: (next: URLSearchParams) => void;
}

/** The documents section: listed from the API, filtered and paged here, each downloaded with the session. */
function IaasDocuments({ cloudId, search, onSearchChange }: DocumentsProps) {
  const session = useSession();
  const noticeOf = useErrorNotice();
  const { data, error, mutate } = useSWR(iaasKeys.documents(session, cloudId, true), ([, , id]) =>
    session.client.call<IaasDocumentList>(iaasInformationEndpoints.documents, { params: { cloudId: id } }),
  );
  const [downloading, setDownloading] = useState<string>();
  const [downloadError, setDownloadError] = useState<string>();
  const onDownload = useCallback(
    (document: IaasDocumentItem) => {
      setDownloading(document.id);
      setDownloadError(undefined);
      session.client
        .download(iaasInformationEndpoints.document, { params: { cloudId, documentId: document.id } })
        .then(({ blob, fileName }) => saveDownloadedFile(blob, fileName ?? document.fileName))
        .catch((reason: unknown) => setDownloadError(noticeOf(reason)?.message))
        .finally(() => setDownloading(undefined));
    },
    [session.client, cloudId, noticeOf],
  );
  const columns = useIaasDocumentColumns(onDownload, downloading);
  const items = useMemo(() => data?.documents.map(iaasDocumentItemOf) ?? NONE, [data]);
  const state: ResourceListState = useLoadState(data, error);
  const { listProps } = useCollection(
    {
      list: 'iaas-documents',
      columns,
      search,
      onSearchChange,
      defaultSort: { field: 'issuedOn', direction: 'desc' },
    },
    { items, state, retry: () => void mutate(), accessors: documentAccessors },
  );
  return <IaasDocumentsList {...listProps} columns={columns} downloadError={downloadError} />;
}

export interface IaasInformationContainerProps {
  /** The address's search params (the documents list's filter, sort, page) and how to change them. */
  search: URLSearchParams;
  onSearchChange: (next: URLSearchParams) => void;
}

/**
 * IaaS › Informações on the API (spec §6): the contract, billing data and consumption for users with the
 * iaas_information_access flag (the route's gate), and the documents section only with
 * iaas_information_documents (the API says so too: documents_allowed).
 */
export function IaasInformationContainer({ search, onSearchChange }: IaasInformationContainerProps) {
  const session = useSession();
  const cloudId = useCurrentAccount()?.cloud_id;
  const permissions = useShellPermissions();
  const { data, error, mutate } = useSWR(
    iaasKeys.information(session, cloudId, permissions?.iaasInformation ?? false),
    ([, , id]) =>
      session.client.call<IaasInformationAnswer>(iaasInformationEndpoints.information, {
        params: { cloudId: id },
      }),
  );
  const information = useMemo(() => (data ? iaasInformationOf(data) : undefined), [data]);
  const state = useLoadState(data, error);
  const documents =
    cloudId && data?.documents_allowed && permissions?.iaasDocuments ? (
      <IaasDocuments cloudId={cloudId} search={search} onSearchChange={onSearchChange} />
    ) : null;
  return (
    <IaasInformation
      information={information}
      state={state}
      onRetry={() => void mutate()}
      documents={documents}
    />
  );
}
