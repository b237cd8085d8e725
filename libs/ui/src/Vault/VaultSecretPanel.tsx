import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../format/formatDateTime';
import { MASK } from '../MaskedValue/MaskedValue';
import type { VaultSecretItem } from './vaultTypes';

/** How long a revealed value stays on screen by default. */
export const VAULT_REVEAL_SECONDS = 30;

export interface VaultSecretPanelProps {
  secret: VaultSecretItem;
  /** The value revealed (the caller holds it only while it is shown); absent, bullets. */
  revealed?: { version: number; value: string };
  revealing?: boolean;
  /** Why the last reveal was refused, translated. */
  error?: string;
  /** The name of the vault's key while it is disabled: reveal and new version refused, and say why. */
  disabledKeyName?: string;
  /** Seconds a revealed value stays before onHide is called. */
  hideAfterSeconds?: number;
  timeZone?: string;
  onReveal: () => void;
  onHide: () => void;
  /** The value to write to the clipboard (the caller writes it). */
  onCopy: (value: string) => void;
  onNewVersion: () => void;
  onDelete: () => void;
  onClose: () => void;
}

/** Counts down from `seconds` while `running`, then calls `done`. */
function useCountdown(seconds: number, running: boolean, done: () => void): number {
  const [left, setLeft] = useState(seconds);
  // The latest callback, without restarting the count when the caller passes a new one.
  const doneRef = useRef(done);
  useEffect(() => {
    doneRef.current = done;
  });
  useEffect(() => {
    if (!running) {
      setLeft(seconds);
      return;
    }
    const started = Date.now();
    const timer = setInterval(() => {
      const remaining = seconds - Math.floor((Date.now() - started) / 1000);
      setLeft(Math.max(0, remaining));
      if (remaining <= 0) {
        clearInterval(timer);
        doneRef.current();
      }
    }, 250);
    return () => clearInterval(timer);
  }, [seconds, running]);
  return left;
}

/**
 * A secret's panel (AWS Secrets Manager's 'Retrieve secret value'): its versions and who wrote the latest; its
 * value behind bullets until 'Revelar' (a request the API audits), then shown for a short while with copy and
 * hide; a new version; delete. Props in, callbacks out.
 */
export function VaultSecretPanel({
  secret,
  revealed,
  revealing = false,
  error,
  disabledKeyName,
  hideAfterSeconds = VAULT_REVEAL_SECONDS,
  timeZone,
  onReveal,
  onHide,
  onCopy,
  onNewVersion,
  onDelete,
  onClose,
}: VaultSecretPanelProps) {
  const { t, i18n } = useTranslation('ui', { keyPrefix: 'VaultSecretPanel' });
  const titleId = useId();
  const valueId = useId();
  const [copied, setCopied] = useState(false);
  const left = useCountdown(hideAfterSeconds, revealed !== undefined, onHide);
  const refused = disabledKeyName ? t('refusedWhileDisabled') : undefined;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {secret.name}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={1.5}>
          {secret.description ? <Typography>{secret.description}</Typography> : null}
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('version', { version: secret.currentVersion, count: secret.versions })}
            <br />
            {t('updated', {
              when: formatDateTime(secret.updatedAt, i18n.language, timeZone),
              who: secret.updatedBy ?? t('unknownAuthor'),
            })}
          </Typography>
          {error ? (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          ) : null}
          <Box>
            <Typography id={valueId} variant="subtitle2" component="p">
              {t('value', { version: revealed?.version ?? secret.currentVersion })}
            </Typography>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Box
                component="code"
                aria-labelledby={valueId}
                sx={{
                  flex: '1 1 12rem',
                  minWidth: 0,
                  fontFamily: 'monospace',
                  p: 1,
                  borderRadius: 1,
                  bgcolor: 'action.hover',
                  overflowWrap: 'anywhere',
                  whiteSpace: 'pre-wrap',
                }}
              >
                {revealed ? revealed.value : <span aria-label={t('hiddenValue')}>{MASK}</span>}
              </Box>
              {revealed ? (
                <>
                  <Tooltip title={copied ? t('copied') : t('copy')} onClose={() => setCopied(false)}>
                    <IconButton
                      aria-label={t('copy')}
                      onClick={() => {
                        onCopy(revealed.value);
                        setCopied(true);
                      }}
                    >
                      <ContentCopyOutlined fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  <Button startIcon={<VisibilityOffOutlined />} onClick={onHide}>
                    {t('hide')}
                  </Button>
                </>
              ) : (
                <Tooltip title={refused ?? ''}>
                  <span>
                    <Button
                      variant="outlined"
                      startIcon={<VisibilityOutlined />}
                      disabled={revealing || refused !== undefined}
                      onClick={onReveal}
                    >
                      {revealing ? t('revealing') : t('reveal')}
                    </Button>
                  </span>
                </Tooltip>
              )}
            </Box>
            <Typography
              variant="caption"
              component="p"
              // Not a live region: a countdown read aloud every second would drown the page.
              sx={{ color: 'text.secondary', mt: 0.5 }}
            >
              {revealed ? t('hidesIn', { count: left }) : t('audited')}
            </Typography>
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button color="error" onClick={onDelete} disabled={refused !== undefined}>
          {t('delete')}
        </Button>
        <Box sx={{ flex: 1 }} />
        <Button onClick={onNewVersion} disabled={refused !== undefined}>
          {t('newVersion')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {t('close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
