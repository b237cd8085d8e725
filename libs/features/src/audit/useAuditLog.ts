import type { AuditLogOptions, AuditLogPage } from '@nuvem/api-contract';
import { auditLogEndpoints } from '@nuvem/api-contract/paths';
import {
  AUDIT_LOG_DEFAULT_COLUMNS,
  type AuditLogFilterOptions,
  type AuditLogItem,
  type ResourceListColumn,
} from '@nuvem/ui';
import { useMemo } from 'react';
import useSWR from 'swr';
import { useCollection, type CollectionListProps, type CollectionRequest } from '../collection/useCollection';
import { useSession } from '../session/useSession';
import { auditKeys } from './auditKeys';
import { auditLogFilterQueryOf, auditLogItemOf } from './auditLogRequest';

export const AUDIT_LOG_LIST = 'audit-log';

export interface AuditLog {
  listProps: CollectionListProps<AuditLogItem>;
  /** What the filter offers; undefined until read. */
  options: AuditLogFilterOptions | undefined;
}

/**
 * The audit log (GET /audit), server-paged through useCollection (the address's filter is the API's query,
 * the 'when' preset its `from`), and what its filter offers (GET /audit/options). Asked only when `allowed`.
 */
export function useAuditLog(
  allowed: boolean,
  columns: readonly ResourceListColumn<AuditLogItem>[],
  search: URLSearchParams,
  onSearchChange: (next: URLSearchParams) => void,
): AuditLog {
  const session = useSession();
  const { listProps } = useCollection<AuditLogItem>(
    { list: AUDIT_LOG_LIST, columns, search, onSearchChange, defaultColumns: AUDIT_LOG_DEFAULT_COLUMNS },
    {
      key: auditKeys.list(session, allowed),
      fetch: async (request: CollectionRequest) => {
        const page = await session.client.call<AuditLogPage>(auditLogEndpoints.list, {
          query: {
            ...auditLogFilterQueryOf(request.filter, request.sort),
            page: request.page,
            page_size: request.pageSize,
          },
        });
        return { items: page.items.map(auditLogItemOf), total: page.total };
      },
    },
  );
  const { data } = useSWR(auditKeys.options(session, allowed), () =>
    session.client.call<AuditLogOptions>(auditLogEndpoints.options),
  );
  const options = useMemo(
    () =>
      data && {
        actors: data.actors.map(({ name, email }) => ({ name, email })),
        actions: data.actions,
        environments: data.environments.map((e) => ({ cloudId: e.cloud_id, name: e.name })),
      },
    [data],
  );
  return { listProps, options };
}
