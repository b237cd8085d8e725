import type { IamFeatureItem } from '@nuvem/ui';
import { IamFeaturesList, useIamFeatureColumns } from '@nuvem/ui';
import { useMemo } from 'react';
import { useLoadState } from '../api/useLoadState';
import type { CollectionAccessors } from '../collection/applyCollection';
import { useCollection } from '../collection/useCollection';
import { useShellPermissions } from '../permissions/useShellPermissions';
import { areasOf, iamFeatureItemsOf } from './iamCatalogueView';
import { useIamCatalogue, useIamRoles, useMenuPlaces } from './useIamStaffData';

export interface IamFeaturesContainerProps {
  /** The address's search params (the list's filter, sort, page) and how to change them. */
  search: URLSearchParams;
  onSearchChange: (next: URLSearchParams) => void;
}

/** A role's editor in Perfis (the role opened from the address). */
export const iamRoleHref = (roleId: string) => `/admin/iam/roles?role=${encodeURIComponent(roleId)}`;

const valueOf = (item: IamFeatureItem, field: string) =>
  field === 'name'
    ? item.name
    : field === 'kind'
      ? item.kind
      : field === 'opens'
        ? item.opens.map((place) => place.label).join(' · ')
        : field === 'roles'
          ? (item.roles ?? []).map((role) => role.name).join(' · ')
          : field === 'scope'
            ? item.customerGrantable
              ? 'customer'
              : 'staff'
            : null;

/** How the catalogue filters and sorts in memory (roles by how many); free text in name and what it opens. */
export const iamFeatureAccessors: CollectionAccessors<IamFeatureItem> = {
  valueOf,
  sortValueOf: (item, field) => (field === 'roles' ? (item.roles?.length ?? 0) : valueOf(item, field)),
  textOf: (item) => `${item.name}\n${item.opens.map((place) => place.label).join('\n')}`,
};

/**
 * Funcionalidades on the API: the catalogue (GET /iam/features) with what each entry opens in the menu, and,
 * for a viewer who may read roles (list_roles), the roles holding each, linked to their editor.
 */
export function IamFeaturesContainer({ search, onSearchChange }: IamFeaturesContainerProps) {
  const permissions = useShellPermissions();
  const catalogue = useIamCatalogue(permissions?.iamFeatures ?? false);
  const readsRoles = permissions?.iamRoles ?? false;
  const roles = useIamRoles(readsRoles);
  const places = useMenuPlaces();
  const items = useMemo(
    () =>
      catalogue.data
        ? iamFeatureItemsOf(catalogue.data, places, readsRoles ? (roles.data?.roles ?? []) : undefined)
        : [],
    [catalogue.data, roles.data, places, readsRoles],
  );
  const areas = useMemo(() => areasOf(items), [items]);
  const state = useLoadState(catalogue.data, catalogue.error);
  const columns = useIamFeatureColumns(iamRoleHref, areas);
  const { listProps } = useCollection(
    { list: 'iam-features', columns, search, onSearchChange },
    {
      items,
      state,
      retry: () => {
        void catalogue.mutate();
        if (readsRoles) void roles.mutate();
      },
      accessors: iamFeatureAccessors,
    },
  );
  return <IamFeaturesList {...listProps} roleHref={iamRoleHref} areas={areas} hideRoles={!readsRoles} />;
}
