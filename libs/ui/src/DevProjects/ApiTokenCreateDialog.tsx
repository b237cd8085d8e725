import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from '../Form/Form';
import { FormActions } from '../Form/FormActions';
import { FormAlert } from '../Form/FormAlert';
import { FormTextField } from '../Form/FormTextField';
import type { DevFormTextField } from './DevProjectDialog';
import type { ApiTokenScopeOption } from './devProjectTypes';

/** The expiry choice: a number of days ahead, or a date picked. */
export type ApiTokenExpiryChoice = `${number}` | 'custom';

export interface ApiTokenCreateDialogProps {
  open: boolean;
  name: DevFormTextField;
  scopeOptions: readonly ApiTokenScopeOption[];
  selectedScopes: readonly string[];
  onScopesChange: (scopes: string[]) => void;
  scopesError?: string;
  /** The day presets offered (7, 30, 90, 365). */
  expiryPresets: readonly number[];
  expiry: ApiTokenExpiryChoice;
  onExpiryChange: (choice: ApiTokenExpiryChoice) => void;
  /** The date picked when `expiry` is 'custom' (YYYY-MM-DD), and its bounds. */
  customDate: string;
  onCustomDateChange: (date: string) => void;
  minDate: string;
  maxDate: string;
  expiryError?: string;
  alert?: string;
  busy?: boolean;
  onSubmit: () => void;
  /**
   * The token just created, told this once: the dialog shows it with a copy button and the warning that it
   * will not be shown again, instead of the form.
   */
  created?: { name: string; secret: string };
  /** Writes the token to the clipboard (the caller writes it); resolves once written. */
  onCopy: (secret: string) => Promise<void>;
  onClose: () => void;
}

/**
 * 'Novo token' (GitHub's 'Generate new token'): a name, the permissions (one checkbox per scope, with what it
 * opens) and the expiry (required, at most a year); then the token itself, once, to copy.
 */
export function ApiTokenCreateDialog(props: ApiTokenCreateDialogProps) {
  const { open, created, onClose } = props;
  const { t } = useTranslation('ui', { keyPrefix: 'ApiTokenCreateDialog' });
  const titleId = useId();
  return (
    <Dialog
      open={open}
      // Once created, only the button closes it: a click beside it must not lose the token unseen.
      onClose={created ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>{created ? t('createdTitle') : t('title')}</DialogTitle>
      {created ? <CreatedToken {...props} created={created} /> : <TokenForm {...props} titleId={titleId} />}
    </Dialog>
  );
}

function TokenForm({
  name,
  scopeOptions,
  selectedScopes,
  onScopesChange,
  scopesError,
  expiryPresets,
  expiry,
  onExpiryChange,
  customDate,
  onCustomDateChange,
  minDate,
  maxDate,
  expiryError,
  alert,
  busy = false,
  onSubmit,
  onClose,
  titleId,
}: ApiTokenCreateDialogProps & { titleId: string }) {
  const { t } = useTranslation('ui', { keyPrefix: 'ApiTokenCreateDialog' });
  const scopesErrorId = useId();
  const toggle = (scope: string, on: boolean) =>
    onScopesChange(on ? [...selectedScopes, scope] : selectedScopes.filter((chosen) => chosen !== scope));
  return (
    <DialogContent>
      <Form onSubmit={onSubmit} busy={busy} aria-labelledby={titleId}>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <FormAlert message={alert} />
          <FormTextField {...name} label={t('name')} helperText={t('nameHint')} required autoFocus />
          <FormControl
            component="fieldset"
            required
            error={scopesError !== undefined}
            aria-describedby={scopesError ? scopesErrorId : undefined}
          >
            <FormLabel component="legend">{t('scopes')}</FormLabel>
            <Stack spacing={0.5} sx={{ mt: 1 }}>
              {scopeOptions.map((scope) => (
                <FormControlLabel
                  key={scope.value}
                  sx={{ alignItems: 'flex-start' }}
                  control={
                    <Checkbox
                      size="small"
                      checked={selectedScopes.includes(scope.value)}
                      onChange={(event) => toggle(scope.value, event.target.checked)}
                      sx={{ mt: -0.5 }}
                    />
                  }
                  label={
                    <>
                      <Typography component="span" variant="body2" sx={{ display: 'block', fontWeight: 500 }}>
                        {scope.label}
                      </Typography>
                      <Typography
                        component="span"
                        variant="caption"
                        sx={{ display: 'block', color: 'text.secondary', overflowWrap: 'anywhere' }}
                      >
                        {scope.description}
                      </Typography>
                    </>
                  }
                />
              ))}
            </Stack>
            {scopesError ? <FormHelperText id={scopesErrorId}>{scopesError}</FormHelperText> : null}
          </FormControl>
          <FormControl component="fieldset" required error={expiry !== 'custom' && expiryError !== undefined}>
            <FormLabel component="legend">{t('expiry')}</FormLabel>
            <RadioGroup
              row
              name="expiry"
              value={expiry}
              onChange={(event) => onExpiryChange(event.target.value as ApiTokenExpiryChoice)}
            >
              {expiryPresets.map((days) => (
                <FormControlLabel
                  key={days}
                  value={String(days)}
                  control={<Radio size="small" />}
                  label={t('days', { count: days })}
                />
              ))}
              <FormControlLabel value="custom" control={<Radio size="small" />} label={t('customDate')} />
            </RadioGroup>
            <FormHelperText sx={{ mx: 0 }}>
              {expiry !== 'custom' && expiryError ? expiryError : t('expiryHint')}
            </FormHelperText>
          </FormControl>
          {expiry === 'custom' ? (
            <TextField
              name="expires_at"
              type="date"
              label={t('date')}
              value={customDate}
              required
              onChange={(event) => onCustomDateChange(event.target.value)}
              error={expiryError !== undefined}
              helperText={expiryError}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: minDate, max: maxDate } }}
            />
          ) : null}
          <FormActions busy={busy} submitLabel={t('submit')} onCancel={onClose} placement="end" />
        </Stack>
      </Form>
    </DialogContent>
  );
}

function CreatedToken({
  created,
  onCopy,
  onClose,
}: ApiTokenCreateDialogProps & { created: { name: string; secret: string } }) {
  const { t } = useTranslation('ui', { keyPrefix: 'ApiTokenCreateDialog' });
  const [copied, setCopied] = useState<boolean>();
  return (
    <>
      <DialogContent>
        <Stack spacing={2}>
          <Alert severity="warning">{t('onceWarning', { name: created.name })}</Alert>
          <TextField
            label={t('token')}
            value={created.secret}
            slotProps={{ htmlInput: { readOnly: true, spellCheck: false, sx: { fontFamily: 'monospace' } } }}
            onFocus={(event) => event.target.select()}
            fullWidth
          />
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Button
              variant="contained"
              startIcon={<ContentCopyOutlined />}
              onClick={() =>
                void onCopy(created.secret).then(
                  () => setCopied(true),
                  () => setCopied(false),
                )
              }
            >
              {t('copy')}
            </Button>
            <Typography
              role="status"
              variant="body2"
              sx={{ color: copied === false ? 'error.main' : 'text.secondary' }}
            >
              {copied === undefined ? '' : copied ? t('copied') : t('copyFailed')}
            </Typography>
          </Box>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('usage')}
          </Typography>
          <Box
            component="code"
            sx={{
              fontFamily: 'monospace',
              fontSize: '0.8125rem',
              overflowWrap: 'anywhere',
              display: 'block',
            }}
          >
            Authorization: Bearer nvm_pat_…
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('done')}</Button>
      </DialogActions>
    </>
  );
}
