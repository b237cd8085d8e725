import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceList, type ResourceListCollectionProps } from '../ResourceList/ResourceList';
import type { ResourceListColumn } from '../ResourceList/resourceListTypes';
import type { IamFeatureItem } from './iamStaffTypes';

/** The columns a first visit shows (every one). */
export const IAM_FEATURE_COLUMNS = ['name', 'kind', 'opens', 'roles', 'scope'] as const;

/**
 * The catalogue's columns: the name (its key), feature or flag, the menu entries it opens, the roles holding
 * it (each a link to the role), and whether customers may be given it. `roleHref` leads to a role's editor.
 */
export function useIamFeatureColumns(
  roleHref: (roleId: string) => string,
  areas: readonly string[] = [],
): ResourceListColumn<IamFeatureItem>[] {
  const { t } = useTranslation('ui', { keyPrefix: 'IamStaff' });
  return useMemo(
    () => [
      {
        id: 'name',
        header: t('features.column.name'),
        rowHeader: true,
        required: true,
        sortable: true,
        filter: { operators: ['=', ':', '!:'] },
        cell: (item) => (
          <Typography component="span" sx={{ fontFamily: 'monospace', fontWeight: 500 }}>
            {item.name}
          </Typography>
        ),
      },
      {
        id: 'kind',
        header: t('features.column.kind'),
        sortable: true,
        filter: {
          options: (['feature', 'flag'] as const).map((kind) => ({ value: kind, label: t(`kind.${kind}`) })),
        },
        cell: (item) => <Chip size="small" variant="outlined" label={t(`kind.${item.kind}`)} />,
      },
      {
        id: 'opens',
        header: t('features.column.opens'),
        filter: {
          operators: [':', '!:'],
          options: areas.filter(Boolean).map((area) => ({ value: area, label: area })),
        },
        cell: (item) =>
          item.opens.length === 0 ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('features.opensNothing')}
            </Typography>
          ) : (
            <Stack component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
              {item.opens.map((place) => (
                <li key={place.href + place.label}>
                  <Link href={place.href} variant="body2">
                    {place.label}
                  </Link>
                </li>
              ))}
            </Stack>
          ),
      },
      {
        id: 'roles',
        header: t('features.column.roles'),
        sortable: true,
        filter: { operators: [':', '!:'] },
        cell: (item) =>
          item.roles === undefined ? null : item.roles.length === 0 ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('features.noRoles')}
            </Typography>
          ) : (
            <>
              <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
                {t('features.rolesCount', { count: item.roles.length })}
              </Typography>
              <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 1 }}>
                {item.roles.map((role) => (
                  <Link key={role.id} href={roleHref(role.id)} variant="body2">
                    {role.name}
                  </Link>
                ))}
              </Stack>
            </>
          ),
      },
      {
        id: 'scope',
        header: t('features.column.scope'),
        sortable: true,
        filter: {
          options: (['customer', 'staff'] as const).map((scope) => ({
            value: scope,
            label: t(`features.grantable.${scope}`),
          })),
        },
        cell: (item) => t(`features.grantable.${item.customerGrantable ? 'customer' : 'staff'}`),
      },
    ],
    [t, roleHref, areas],
  );
}

export interface IamFeaturesListProps extends ResourceListCollectionProps<IamFeatureItem> {
  roleHref: (roleId: string) => string;
  /** The menu sections the 'what it opens' filter offers. */
  areas?: readonly string[];
  /** The viewer may not read roles: the roles column is left out. */
  hideRoles?: boolean;
}

/**
 * Administração › IAM › Funcionalidades (AWS IAM's service actions, Google Cloud's permissions reference): every
 * feature and flag a role may hold, what each opens in the menu, which roles hold it, and whether customers
 * may be given it. Read only: roles are edited in Perfis.
 */
export function IamFeaturesList({ roleHref, areas, hideRoles = false, ...list }: IamFeaturesListProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'IamStaff.features' });
  const all = useIamFeatureColumns(roleHref, areas);
  const columns = useMemo(() => (hideRoles ? all.filter((c) => c.id !== 'roles') : all), [all, hideRoles]);
  return (
    <ResourceList<IamFeatureItem>
      filterPlaceholder={t('filterPlaceholder')}
      {...list}
      label={t('table')}
      columns={columns}
      rowId={(item) => `${item.kind}:${item.name}`}
      rowLabel={(item) => item.name}
      empty={{ title: t('empty') }}
      countText={(total) => t('count', { count: total })}
      errorTitle={t('errorTitle')}
      loadingText={t('loading')}
    />
  );
}
