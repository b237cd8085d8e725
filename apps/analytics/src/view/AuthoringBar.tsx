import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { SaveReportDialog } from '@nuvem/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { askForSaveAsName, isUnsaved, saveAsNamed, saveReport } from '../report/actions/saveActions';
import type { ReportSession } from '../report/reportSession';
import type { ReportState } from '../report/reportState';

/**
 * Edit mode's bar above the canvas: the report's name, whether it has unsaved changes, and Salvar (a report
 * being created asks for its name first, in the host's dialog or the frame's).
 */
export function AuthoringBar({
  session,
  state,
  adoptToken,
}: {
  session: ReportSession;
  state: ReportState;
  /** The token the API issued for a report saved as (the embed goes on with it). */
  adoptToken: (token: string) => void;
}) {
  const { t } = useTranslation('analytics');
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const run = async (save: () => Promise<void>) => {
    setSaving(true);
    setFailed(false);
    try {
      await save();
    } catch {
      // The error event told the host; the frame says it too.
      setFailed(true);
    } finally {
      setSaving(false);
    }
  };
  const onSave = () => (isUnsaved(session) ? askForSaveAsName(session) : void run(() => saveReport(session)));
  return (
    <Box
      role="toolbar"
      aria-label={t('authoring.toolbar')}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        px: 1.5,
        py: 0.5,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <Typography variant="subtitle2" component="p" noWrap sx={{ minWidth: 0 }}>
        {state.report.name}
      </Typography>
      <Typography variant="caption" color="text.secondary" role="status" sx={{ flex: 1 }} noWrap>
        {failed
          ? t('errors.saveFailed')
          : state.dirty
            ? t('authoring.unsaved')
            : isUnsaved(session)
              ? ''
              : t('authoring.saved')}
      </Typography>
      <Button size="small" variant="contained" onClick={onSave} disabled={saving}>
        {t('authoring.save')}
      </Button>
      {state.saveAsPrompt && (
        <SaveReportDialog
          open
          nearTop
          defaultName={state.report.name}
          saving={saving}
          error={failed ? t('errors.saveFailed') : undefined}
          onSave={(name) => void run(() => saveAsNamed(session, name, adoptToken))}
          onCancel={() => session.update((current) => ({ ...current, saveAsPrompt: false }))}
        />
      )}
    </Box>
  );
}
