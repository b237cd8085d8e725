import type { IaasResourceList } from '@nuvem/api-contract';
import { iaasEndpoints, writeFilterToken, writeSort } from '@nuvem/api-contract/paths';
import {
  IAAS_DEFAULT_COLUMNS,
  IAAS_MACHINE_DEFAULT_COLUMNS,
  type FilterToken,
  type IaasResourceItem,
  type IaasResourceSummaryItem,
  type ResourceListColumn,
} from '@nuvem/ui';
import { useCollection, type CollectionListProps, type CollectionRequest } from '../collection/useCollection';
import { useSession } from '../session/useSession';
import { iaasKeys } from './iaasKeys';
import { iaasResourceOf } from './iaasResourceOf';

export interface IaasResources {
  /** ResourceList's props: the page of resources and every choice. */
  listProps: CollectionListProps<IaasResourceItem>;
  /** The whole environment summed up; undefined until the first answer. */
  summary: IaasResourceSummaryItem | undefined;
}

/**
 * Which resources a list shows: its id in the user's `lists` preference, the filter it always applies (not in
 * the address: the machines list is the resources of one kind), and the columns a first visit shows.
 */
export interface IaasResourcesView {
  list: string;
  fixedFilter: readonly FilterToken[];
  defaultColumns: readonly string[];
}

const ALL_RESOURCES: IaasResourcesView = {
  list: 'iaas-resources',
  fixedFilter: [],
  defaultColumns: IAAS_DEFAULT_COLUMNS,
};

/** The machines list: the virtual machines alone. */
export const IAAS_MACHINES_VIEW: IaasResourcesView = {
  list: 'iaas-machines',
  fixedFilter: [{ field: 'kind', operator: '=', value: 'virtual_machine' }],
  defaultColumns: IAAS_MACHINE_DEFAULT_COLUMNS,
};

interface IaasPage {
  items: IaasResourceItem[];
  total: number;
  summary: IaasResourceSummaryItem;
}

/**
 * The environment's IaaS resources (GET /environments/:cloudId/iaas/resources), server-paged through
 * useCollection: the address's filter, sort and page are the API's query. Asked only when `allowed`
 * (menu_iaas, and the IaaS account not cancelling: spec §6).
 */
export function useIaasResources(
  cloudId: string | undefined,
  allowed: boolean,
  columns: readonly ResourceListColumn<IaasResourceItem>[],
  search: URLSearchParams,
  onSearchChange: (next: URLSearchParams) => void,
  view: IaasResourcesView = ALL_RESOURCES,
): IaasResources {
  const session = useSession();
  const key = iaasKeys.resources(session, cloudId, allowed, view.list);
  const { listProps, response } = useCollection<IaasResourceItem, IaasPage>(
    { list: view.list, columns, search, onSearchChange, defaultColumns: view.defaultColumns },
    {
      key,
      fetch: async (request: CollectionRequest) => {
        const answer = await session.client.call<IaasResourceList>(iaasEndpoints.resources, {
          params: { cloudId: key![2] },
          query: {
            filter: [...view.fixedFilter, ...request.filter].map(writeFilterToken),
            sort: request.sort ? writeSort(request.sort) : undefined,
            page: request.page,
            page_size: request.pageSize,
          },
        });
        return {
          items: answer.resources.map(iaasResourceOf),
          total: answer.total,
          summary: {
            byKind: answer.summary.by_kind,
            inError: answer.summary.in_error,
            regions: answer.summary.regions,
          },
        };
      },
    },
  );
  return { listProps, summary: response?.summary };
}
