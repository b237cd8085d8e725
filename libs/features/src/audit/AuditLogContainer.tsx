import { auditLogEndpoints } from '@nuvem/api-contract/paths';
import { AuditLogList, useAuditLogColumns } from '@nuvem/ui';
import { useCallback, useState } from 'react';
import { saveDownloadedFile } from '../api/saveDownloadedFile';
import { useErrorNotice } from '../api/useErrorNotice';
import { useShellPermissions } from '../permissions/useShellPermissions';
import { useSession } from '../session/useSession';
import { auditLogFilterQueryOf } from './auditLogRequest';
import { useAuditLog } from './useAuditLog';

export interface AuditLogContainerProps {
  /** The address's search params (filter, page, page_size, entry) and how to change them. */
  search: URLSearchParams;
  onSearchChange: (next: URLSearchParams) => void;
  timeZone?: string;
}

/** The address's parameter naming the entry whose panel is open. */
export const AUDIT_ENTRY_PARAM = 'entry';

/**
 * Segurança › Registro de auditoria: the entries the user may see (the API decides: a customer their
 * environments', staff all), the open entry kept in the address (?entry=<id>), the CSV export of the current
 * filters downloaded with the session.
 */
export function AuditLogContainer({ search, onSearchChange, timeZone }: AuditLogContainerProps) {
  const session = useSession();
  const noticeOf = useErrorNotice();
  const allowed = useShellPermissions()?.auditLog ?? false;
  const open = useCallback(
    (id: string | null) => {
      const next = new URLSearchParams(search);
      if (id) next.set(AUDIT_ENTRY_PARAM, id);
      else next.delete(AUDIT_ENTRY_PARAM);
      onSearchChange(next);
    },
    [search, onSearchChange],
  );
  const onOpen = useCallback((id: string) => open(id), [open]);
  // The columns tell useCollection which fields filter; the list draws its own from the same hook.
  const columns = useAuditLogColumns(undefined, onOpen, timeZone);
  const { listProps, options } = useAuditLog(allowed, columns, search, onSearchChange);
  const openId = search.get(AUDIT_ENTRY_PARAM);
  const openEntry = listProps.rows.find((entry) => entry.id === openId) ?? null;

  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string>();
  const onExport = useCallback(() => {
    setExporting(true);
    setExportError(undefined);
    session.client
      .download(auditLogEndpoints.exportCsv, {
        query: auditLogFilterQueryOf(listProps.filter, listProps.sort),
      })
      .then(({ blob, fileName }) => saveDownloadedFile(blob, fileName ?? 'registro-de-auditoria.csv'))
      .catch((reason: unknown) => setExportError(noticeOf(reason)?.message))
      .finally(() => setExporting(false));
  }, [session.client, listProps.filter, listProps.sort, noticeOf]);

  return (
    <AuditLogList
      {...listProps}
      options={options}
      openEntry={openEntry}
      onOpen={onOpen}
      onClose={() => open(null)}
      onExport={onExport}
      exporting={exporting}
      exportError={exportError}
      timeZone={timeZone}
    />
  );
}
