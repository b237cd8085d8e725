import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { accountLabel } from '../AccountPicker/accountLabel';
import { useMaskedText } from '../MaskedValue';
import type { Account } from '../model/account';

/** A chosen file: read (its columns and rows counted), or refused with the reason, in the viewer's language. */
export type NewReportFile =
  | { name: string; status: 'reading' }
  | { name: string; status: 'ready'; columns: number; rows: number }
  | { name: string; status: 'error'; message: string };

export interface NewReportFromFile {
  /** The environments the user works in: the file's rows are kept in the one chosen (by cloud id). */
  environments: readonly Pick<Account, 't_code' | 'cloud_id' | 'corporate_name'>[];
  environmentId: string;
  onEnvironmentChange(cloudId: string): void;
  file?: NewReportFile;
  onFileChoose(file: File): void;
}

/** The file source of 'Novo relatório': a CSV file and the environment its rows belong to. */
export function NewReportFileSource({
  environments,
  environmentId,
  onEnvironmentChange,
  file,
  onFileChoose,
}: NewReportFromFile) {
  const { t, i18n } = useTranslation('ui', { keyPrefix: 'NewReportDialog' });
  const input = useRef<HTMLInputElement>(null);
  // Named as the top bar names them, the cloud id hidden while the eye is on (portal spec §2.7).
  const maskedText = useMaskedText();
  const statusId = useId();
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Button
          variant="outlined"
          startIcon={<UploadFileIcon />}
          aria-describedby={file ? statusId : undefined}
          onClick={() => input.current?.click()}
        >
          {t('chooseFile')}
        </Button>
        {/* The button opens it: a native file input cannot be styled, and a label cannot be a button. */}
        <input
          ref={input}
          type="file"
          accept=".csv,text/csv"
          aria-label={t('chooseFile')}
          tabIndex={-1}
          hidden
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            if (chosen) onFileChoose(chosen);
            // The same file chosen again (after fixing it) is read again.
            event.target.value = '';
          }}
        />
        <Typography variant="body2" color="text.secondary" sx={{ minWidth: 0 }} noWrap>
          {file?.name ?? t('noFile')}
        </Typography>
      </Stack>
      {file ? (
        file.status === 'error' ? (
          <Alert severity="error" id={statusId}>
            {file.message}
          </Alert>
        ) : (
          <Typography variant="body2" id={statusId} role="status">
            {file.status === 'reading'
              ? t('readingFile')
              : t('fileSummary', {
                  columns: file.columns,
                  rows: new Intl.NumberFormat(i18n.language).format(file.rows),
                })}
          </Typography>
        )
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('fileHint')}
        </Typography>
      )}
      <TextField
        select
        label={t('environment')}
        helperText={t('environmentHint')}
        value={
          environments.some((environment) => environment.cloud_id === environmentId) ? environmentId : ''
        }
        onChange={(event) => onEnvironmentChange(event.target.value)}
        fullWidth
      >
        {environments.map((environment) => (
          <MenuItem key={environment.cloud_id} value={environment.cloud_id}>
            {accountLabel({ ...environment, cloud_id: maskedText(environment.cloud_id) })}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
