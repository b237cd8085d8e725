import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonedIconButton } from '../internal/ReasonedIconButton';
import { ResourceList, type ResourceListCollectionProps } from '../ResourceList/ResourceList';
import type { ResourceListColumn } from '../ResourceList/resourceListTypes';
import type { ProjectAgentItem, SalesCustomerItem } from './salesTreeTypes';

export interface ProjectAgentsActions {
  onAssign: (agent: ProjectAgentItem) => void;
  onUnassign: (agent: ProjectAgentItem, customer: SalesCustomerItem) => void;
  busy?: boolean;
}

/** The agents' columns: name and e-mail, role, their customers (each removable), assign. */
export function useProjectAgentColumns({
  onAssign,
  onUnassign,
  busy = false,
}: ProjectAgentsActions): ResourceListColumn<ProjectAgentItem>[] {
  const { t } = useTranslation('ui', { keyPrefix: 'SalesTree.agents' });
  return useMemo(
    () => [
      {
        id: 'name',
        header: t('column.name'),
        rowHeader: true,
        required: true,
        sortable: true,
        filter: { operators: [':', '!:', '=', '!='] },
        cell: (agent) => (
          <Stack spacing={0.25}>
            <Typography variant="body2" sx={{ fontWeight: 500 }}>
              {agent.fullName}
            </Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
              {agent.email}
            </Typography>
          </Stack>
        ),
      },
      {
        id: 'role',
        header: t('column.role'),
        sortable: true,
        filter: {
          options: (['sales', 'project'] as const).map((value) => ({ value, label: t(`role.${value}`) })),
        },
        cell: (agent) => t(`role.${agent.role}`),
      },
      {
        id: 'customers',
        header: t('column.customers'),
        filter: { operators: [':', '!:'] },
        cell: (agent) =>
          agent.customers.length === 0 ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('none')}
            </Typography>
          ) : (
            <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {agent.customers.map((customer) => (
                <Chip
                  key={customer.tCode}
                  size="small"
                  label={`${customer.name} (${customer.tCode})`}
                  disabled={busy}
                  onDelete={() => onUnassign(agent, customer)}
                  slotProps={{
                    // The chip's delete icon is its remove button: named for screen readers.
                    root: { 'aria-label': t('unassign', { customer: customer.name, name: agent.fullName }) },
                  }}
                />
              ))}
            </Stack>
          ),
      },
      {
        id: 'actions',
        header: t('column.actions'),
        required: true,
        cell: (agent) => (
          <ReasonedIconButton
            label={t('assign', { name: agent.fullName })}
            disabled={busy}
            onClick={() => onAssign(agent)}
          >
            <PersonAddAlt1Outlined fontSize="small" />
          </ReasonedIconButton>
        ),
      },
    ],
    [t, busy, onAssign, onUnassign],
  );
}

export interface ProjectAgentsListProps
  extends ResourceListCollectionProps<ProjectAgentItem>, ProjectAgentsActions {}

/** Agentes de projeto (staff): the provider's sales and project agents and the customers each looks after. */
export function ProjectAgentsList({ onAssign, onUnassign, busy, ...list }: ProjectAgentsListProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'SalesTree.agents' });
  const columns = useProjectAgentColumns({ onAssign, onUnassign, busy });
  return (
    <ResourceList<ProjectAgentItem>
      {...list}
      label={t('table')}
      columns={columns}
      rowId={(agent) => agent.id}
      rowLabel={(agent) => agent.fullName}
      empty={{ title: t('empty') }}
      countText={(total) => t('count', { count: total })}
      errorTitle={t('errorTitle')}
      loadingText={t('loading')}
      filterPlaceholder={t('filter')}
    />
  );
}
