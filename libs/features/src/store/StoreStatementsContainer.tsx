import type { StoreStatement, StoreStatementList } from '@nuvem/api-contract';
import { storeEndpoints } from '@nuvem/api-contract/paths';
import {
  STORE_STATEMENT_COLUMNS,
  STORE_STATEMENT_LINE_COLUMNS,
  StoreStatementDetail,
  StoreStatements,
  useStoreStatementColumns,
  useStoreStatementLineColumns,
} from '@nuvem/ui';
import { useMemo } from 'react';
import useSWR from 'swr';
import { useCurrentAccount } from '../accounts/useCurrentAccount';
import { useLoadState } from '../api/useLoadState';
import { useCollection } from '../collection/useCollection';
import { useSession } from '../session/useSession';
import type { StoreListSearchProps } from './StoreConsumptionContainer';
import { storeKeys } from './storeKeys';
import {
  statementAccessors,
  statementLineAccessors,
  storeStatementItemOf,
  storeStatementLinesOf,
} from './storeOf';
import { useStatementDownload } from './useStatementDownload';

interface StatementLinks {
  /** A statement's page. */
  hrefOf: (period: string) => string;
  /** Follows a link inside the portal (the router's navigate). */
  onNavigate: (href: string) => void;
}

/** Minha conta › Extratos on the API: the selected environment's statements, each opened or downloaded. */
export function StoreStatementsContainer({
  search,
  onSearchChange,
  hrefOf,
  onNavigate,
}: StoreListSearchProps & StatementLinks) {
  const session = useSession();
  const cloudId = useCurrentAccount()?.cloud_id;
  const { data, error, mutate } = useSWR(storeKeys.statements(session, cloudId), ([, , id]) =>
    session.client.call<StoreStatementList>(storeEndpoints.statements, { params: { cloudId: id } }),
  );
  const items = useMemo(() => data?.statements.map(storeStatementItemOf) ?? [], [data]);
  const state = useLoadState(data, error);
  const { download, downloading, downloadError } = useStatementDownload(cloudId);
  const columns = useStoreStatementColumns({ hrefOf, onNavigate, onDownload: download, downloading });
  const { listProps } = useCollection(
    {
      list: 'store-statements',
      columns,
      search,
      onSearchChange,
      defaultSort: { field: 'period', direction: 'desc' },
      defaultColumns: STORE_STATEMENT_COLUMNS,
    },
    { items, state, retry: () => void mutate(), accessors: statementAccessors },
  );
  return <StoreStatements {...listProps} columns={columns} downloadError={downloadError} />;
}

/** One statement on the API: its lines, totals and files. */
export function StoreStatementContainer({
  period,
  backHref,
  onNavigate,
  search,
  onSearchChange,
}: StoreListSearchProps & { period: string; backHref: string; onNavigate: (href: string) => void }) {
  const session = useSession();
  const cloudId = useCurrentAccount()?.cloud_id;
  const { data, error, mutate } = useSWR(storeKeys.statement(session, cloudId, period), ([, , id, month]) =>
    session.client.call<StoreStatement>(storeEndpoints.statement, { params: { cloudId: id, period: month } }),
  );
  const items = useMemo(() => (data ? storeStatementLinesOf(data) : []), [data]);
  const state = useLoadState(data, error);
  const { download, downloading, downloadError } = useStatementDownload(cloudId);
  const columns = useStoreStatementLineColumns();
  const { listProps } = useCollection(
    {
      list: 'store-statement-lines',
      columns,
      search,
      onSearchChange,
      defaultColumns: STORE_STATEMENT_LINE_COLUMNS,
      defaultPageSize: 50,
    },
    { items, state, retry: () => void mutate(), accessors: statementLineAccessors },
  );
  return (
    <StoreStatementDetail
      {...listProps}
      columns={columns}
      period={period}
      summary={data ? storeStatementItemOf(data) : undefined}
      backHref={backHref}
      onNavigate={onNavigate}
      onDownload={(format) => download(period, format)}
      downloading={downloading?.period === period ? downloading.format : undefined}
      downloadError={downloadError}
    />
  );
}
