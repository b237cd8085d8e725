import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../format/formatDateTime';
import { ResourceList, type ResourceListCollectionProps } from '../ResourceList/ResourceList';
import type { ResourceListColumn } from '../ResourceList/resourceListTypes';
import { AuditEntryPanel, AuditWho } from './AuditEntryPanel';
import type { AuditLogFilterOptions, AuditLogItem } from './auditLogTypes';
import { AuditResultChip } from './AuditResultChip';
import { useAuditLabels } from './useAuditLabels';

/** The 'when' filter's presets (the API's from, computed by the container). */
export const AUDIT_PERIODS = ['last24h', 'last7d', 'last30d'] as const;
export const AUDIT_RESULTS = ['requested', 'succeeded', 'failed'] as const;

/** The columns a first visit shows (the resource is one choice away). */
export const AUDIT_LOG_DEFAULT_COLUMNS = ['occurredAt', 'actor', 'action', 'environment', 'result'] as const;

const NO_OPTIONS: AuditLogFilterOptions = { actors: [], actions: [], environments: [] };

/**
 * The audit log's columns, each filterable as the API filters (who, what, environment, resource, result, and
 * 'when' by a preset period); the time opens the entry.
 */
export function useAuditLogColumns(
  options: AuditLogFilterOptions = NO_OPTIONS,
  onOpen: (id: string) => void = () => undefined,
  timeZone?: string,
): ResourceListColumn<AuditLogItem>[] {
  const { t, i18n } = useTranslation('ui', { keyPrefix: 'AuditLog' });
  const { actionLabel, domainLabel } = useAuditLabels();
  return useMemo(() => {
    const actions = [...options.actions]
      .map((action) => ({
        value: action,
        label: `${domainLabel(action.split('.')[0]!)} › ${actionLabel(action)}`,
      }))
      .sort((a, b) => a.label.localeCompare(b.label, i18n.language));
    const domains = [...new Set(options.actions.map((action) => action.split('.')[0]!))].map((domain) => ({
      value: `${domain}.`,
      label: domainLabel(domain),
    }));
    return [
      {
        id: 'occurredAt',
        header: t('columns.occurredAt'),
        required: true,
        rowHeader: true,
        filter: {
          operators: ['='],
          options: AUDIT_PERIODS.map((p) => ({ value: p, label: t(`periods.${p}`) })),
        },
        cell: (entry) => {
          const when = formatDateTime(entry.occurredAt, i18n.language, timeZone);
          return (
            <Link
              component="button"
              type="button"
              onClick={() => onOpen(entry.id)}
              aria-label={t('open', { when })}
              sx={{ whiteSpace: 'nowrap', textAlign: 'left' }}
            >
              <time dateTime={entry.occurredAt}>{when}</time>
            </Link>
          );
        },
      },
      {
        id: 'actor',
        header: t('columns.actor'),
        filter: {
          operators: ['=', '!=', ':'],
          options: options.actors.map((a) => ({ value: a.email, label: `${a.name} (${a.email})` })),
        },
        cell: (entry) => <AuditWho entry={entry} />,
      },
      {
        id: 'action',
        header: t('columns.action'),
        // = an action; contains a domain's prefix (vm.) for every action of the domain.
        filter: { operators: ['=', '!=', ':'], options: [...domains, ...actions] },
        cell: (entry) => actionLabel(entry.action),
      },
      {
        id: 'environment',
        header: t('columns.environment'),
        filter: {
          operators: ['=', '!='],
          options: options.environments.map((e) => ({ value: e.cloudId, label: `${e.name} (${e.cloudId})` })),
        },
        cell: (entry) =>
          entry.environment ? (
            <>
              <Box component="span" sx={{ display: 'block' }}>
                {entry.environment.name}
              </Box>
              <Typography component="span" variant="caption" sx={{ color: 'text.secondary' }}>
                {entry.environment.cloudId}
              </Typography>
            </>
          ) : (
            <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
              {t('noEnvironment')}
            </Typography>
          ),
      },
      {
        id: 'resource',
        header: t('columns.resource'),
        filter: { operators: ['=', ':'] },
        cell: (entry) => (
          <Box component="span" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
            {entry.resource ?? ''}
          </Box>
        ),
      },
      {
        id: 'result',
        header: t('columns.result'),
        filter: {
          operators: ['=', '!='],
          options: AUDIT_RESULTS.map((r) => ({ value: r, label: t(`results.${r}`) })),
        },
        cell: (entry) => <AuditResultChip result={entry.result} />,
      },
    ] satisfies ResourceListColumn<AuditLogItem>[];
  }, [options, onOpen, timeZone, t, i18n.language, actionLabel, domainLabel]);
}

export interface AuditLogListProps extends ResourceListCollectionProps<AuditLogItem> {
  options?: AuditLogFilterOptions;
  /** The entry whose panel is open, if any. */
  openEntry: AuditLogItem | null;
  onOpen: (id: string) => void;
  onClose: () => void;
  /** Downloads the entries matching the current filters as CSV. */
  onExport: () => void;
  exporting?: boolean;
  /** Why the last export failed (already translated). */
  exportError?: string;
  timeZone?: string;
}

/**
 * Segurança › Registro de auditoria (issue 31; CloudTrail's event history): who did what, when, in which
 * environment, on the ResourceList (server-paged, filtered by who, what, when, environment), an entry opening
 * in a side panel with its before and after, and the CSV export of what the filters keep.
 */
export function AuditLogList({
  options,
  openEntry,
  onOpen,
  onClose,
  onExport,
  exporting = false,
  exportError,
  timeZone,
  ...list
}: AuditLogListProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'AuditLog' });
  const columns = useAuditLogColumns(options, onOpen, timeZone);
  return (
    <>
      {exportError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {exportError}
        </Alert>
      ) : null}
      <ResourceList<AuditLogItem>
        filterPlaceholder={t('filterPlaceholder')}
        {...list}
        label={t('table')}
        columns={columns}
        rowId={(entry) => entry.id}
        empty={{ title: t('empty'), hint: t('emptyHint') }}
        countText={(total) => t('count', { count: total })}
        errorTitle={t('errorTitle')}
        loadingText={t('loading')}
        toolbar={
          <Button
            variant="outlined"
            startIcon={<FileDownloadOutlined />}
            onClick={onExport}
            disabled={exporting || list.state.status !== 'ready'}
          >
            {exporting ? t('exporting') : t('exportCsv')}
          </Button>
        }
      />
      <AuditEntryPanel entry={openEntry} onClose={onClose} timeZone={timeZone} />
    </>
  );
}
