import CloseOutlined from '@mui/icons-material/CloseOutlined';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../a11y/visuallyHidden';
import { formatDateTime } from '../format/formatDateTime';
import { auditDiffOf } from './auditDiff';
import type { AuditLogItem } from './auditLogTypes';
import { AuditResultChip } from './AuditResultChip';
import { useAuditLabels } from './useAuditLabels';

export interface AuditEntryPanelProps {
  /** The entry shown; the panel is closed when null. */
  entry: AuditLogItem | null;
  onClose: () => void;
  timeZone?: string;
}

const code = {
  fontFamily: 'monospace',
  fontSize: 13,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
  m: 0,
} as const;

/**
 * One audit entry in a side panel (CloudTrail's event record): when, who (and whom for, under impersonation),
 * where, what and its result, its details, and what it changed, before and after side by side with the changed
 * fields marked. Values come as the API kept them, pretty-printed; secrets never reach it (the API redacts).
 */
export function AuditEntryPanel({ entry, onClose, timeZone }: AuditEntryPanelProps) {
  const { t, i18n } = useTranslation('ui', { keyPrefix: 'AuditLog' });
  const { actionLabel } = useAuditLabels();
  const titleId = useId();
  const diff = entry ? auditDiffOf(entry.before, entry.after) : [];
  const details = entry ? Object.entries(entry.details) : [];
  return (
    <Drawer
      anchor="right"
      open={entry !== null}
      onClose={onClose}
      slotProps={{
        paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { width: { xs: '100%', md: 720 } } },
      }}
    >
      {entry ? (
        <Box sx={{ p: 3 }}>
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 2 }}>
            <Box sx={{ flex: 1 }}>
              <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
                {t('panel.title')}
              </Typography>
              <Typography id={titleId} variant="h6" component="h2">
                {actionLabel(entry.action)}
              </Typography>
            </Box>
            <IconButton onClick={onClose} aria-label={t('panel.close')}>
              <CloseOutlined />
            </IconButton>
          </Box>
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 1, m: 0 }}
          >
            <Typography component="dt" sx={{ color: 'text.secondary' }}>
              {t('columns.occurredAt')}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              <time dateTime={entry.occurredAt}>
                {formatDateTime(entry.occurredAt, i18n.language, timeZone)}
              </time>
            </Typography>
            <Typography component="dt" sx={{ color: 'text.secondary' }}>
              {t('columns.actor')}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              <AuditWho entry={entry} />
            </Typography>
            <Typography component="dt" sx={{ color: 'text.secondary' }}>
              {t('columns.environment')}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {entry.environment
                ? `${entry.environment.name} (${entry.environment.cloudId})`
                : t('noEnvironment')}
            </Typography>
            <Typography component="dt" sx={{ color: 'text.secondary' }}>
              {t('columns.resource')}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontFamily: 'monospace' }}>
              {entry.resource ?? t('panel.absent')}
            </Typography>
            <Typography component="dt" sx={{ color: 'text.secondary' }}>
              {t('columns.result')}
            </Typography>
            <Box component="dd" sx={{ m: 0 }}>
              <AuditResultChip result={entry.result} />
            </Box>
          </Box>

          {details.length > 0 ? (
            <>
              <Typography variant="subtitle1" component="h3" sx={{ mt: 3, mb: 1 }}>
                {t('panel.details')}
              </Typography>
              <Table size="small" aria-label={t('panel.details')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('panel.key')}</TableCell>
                    <TableCell>{t('panel.value')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {details.map(([key, value]) => (
                    <TableRow key={key}>
                      <TableCell component="th" scope="row" sx={{ fontFamily: 'monospace' }}>
                        {key}
                      </TableCell>
                      <TableCell>
                        <Box component="pre" sx={code}>
                          {JSON.stringify(value, null, 2)}
                        </Box>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </>
          ) : null}

          <Typography variant="subtitle1" component="h3" sx={{ mt: 3, mb: 1 }}>
            {t('panel.changes')}
          </Typography>
          {diff.length === 0 ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('panel.noChanges')}
            </Typography>
          ) : (
            <Table size="small" aria-label={t('panel.changes')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('panel.key')}</TableCell>
                  <TableCell>{t('panel.before')}</TableCell>
                  <TableCell>{t('panel.after')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {diff.map((row) => (
                  <TableRow
                    key={row.key}
                    data-changed={row.changed}
                    sx={
                      row.changed
                        ? { bgcolor: 'warning.light', '& td, & th': { fontWeight: 600 } }
                        : undefined
                    }
                  >
                    <TableCell
                      component="th"
                      scope="row"
                      sx={{ fontFamily: 'monospace', verticalAlign: 'top' }}
                    >
                      {row.key}
                      <Box component="span" sx={visuallyHidden}>
                        {` (${row.changed ? t('panel.changed') : t('panel.unchanged')})`}
                      </Box>
                    </TableCell>
                    <TableCell sx={{ verticalAlign: 'top', width: '40%' }}>
                      <Box component="pre" sx={code}>
                        {row.before ?? t('panel.absent')}
                      </Box>
                    </TableCell>
                    <TableCell sx={{ verticalAlign: 'top', width: '40%' }}>
                      <Box component="pre" sx={code}>
                        {row.after ?? t('panel.absent')}
                      </Box>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </Box>
      ) : null}
    </Drawer>
  );
}

/** Who did it: the name and e-mail, and whom for when it was done through an impersonation. */
export function AuditWho({ entry }: { entry: Pick<AuditLogItem, 'actor' | 'onBehalfOf'> }) {
  const { t } = useTranslation('ui', { keyPrefix: 'AuditLog' });
  const who = entry.onBehalfOf ?? entry.actor;
  if (!who) return <>{t('panel.absent')}</>;
  return (
    <>
      <Box component="span" sx={{ display: 'block' }}>
        {who.name}
      </Box>
      <Typography component="span" variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
        {who.email}
      </Typography>
      {entry.onBehalfOf && entry.actor ? (
        <Typography component="span" variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
          {t('viaImpersonation', { name: `${entry.actor.name} (${entry.actor.email})` })}
        </Typography>
      ) : null}
    </>
  );
}
