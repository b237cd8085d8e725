import CheckOutlined from '@mui/icons-material/CheckOutlined';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../format/formatDateTime';

export interface AssistTokenPanelProps {
  /** The token just generated: shown once (the server keeps only its hash and never answers it again). */
  token?: string;
  /** When the token stops working (ISO 8601). */
  expiresAt?: string;
  /** While a new token is being generated. */
  loading?: boolean;
  /** The last generation failed. */
  error?: boolean;
  /** Asks for a new token (the previous one stops working). */
  onGenerate: () => void;
  /** Called with the token when the user copies it; the caller writes it to the clipboard. */
  onCopy: (token: string) => void;
  /** Time zone of the expiry (IANA name); the browser's by default. Stories pin it. */
  timeZone?: string;
  /** Above the token, when there is one (a caption naming it). */
  label?: ReactNode;
  /** In place of the token while there is none. */
  empty?: ReactNode;
  /** The token's type size: larger where the page is about it (/contact), smaller in a popover. */
  size?: 'medium' | 'small';
}

/**
 * The support assist token, wherever the portal offers it (the top bar's popover, /contact): the token with
 * a copy button, its expiry and the reminder that it shows once, then 'Gerar token' and a status line.
 */
export function AssistTokenPanel({
  token,
  expiresAt,
  loading = false,
  error = false,
  onGenerate,
  onCopy,
  timeZone,
  label,
  empty,
  size = 'medium',
}: AssistTokenPanelProps) {
  const { t, i18n } = useTranslation('ui', { keyPrefix: 'AssistTokenPanel' });
  // Which token the user copied: the confirmation goes by itself when a new token arrives.
  const [copiedToken, setCopiedToken] = useState<string | null>(null);
  const copied = token !== undefined && copiedToken === token;
  return (
    <Stack spacing={1.5}>
      {token ? (
        <Box>
          {label ? (
            <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
              {label}
            </Typography>
          ) : null}
          <Stack
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', border: 1, borderColor: 'divider', borderRadius: 1, pl: 1.5 }}
          >
            <Typography
              component="code"
              data-assist-token=""
              sx={{
                flex: 1,
                fontFamily: 'monospace',
                fontSize: size === 'medium' ? '1.1rem' : '0.95rem',
                overflowWrap: 'anywhere',
                py: 1,
              }}
            >
              {token}
            </Typography>
            <Tooltip title={copied ? t('copied') : t('copy')}>
              <IconButton
                aria-label={t('copy')}
                onClick={() => {
                  onCopy(token);
                  setCopiedToken(token);
                }}
              >
                {copied ? <CheckOutlined color="success" /> : <ContentCopyOutlined />}
              </IconButton>
            </Tooltip>
          </Stack>
          {expiresAt ? (
            <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 0.5 }}>
              <time dateTime={expiresAt}>
                {t('expires', { date: formatDateTime(expiresAt, i18n.language, timeZone) })}
              </time>
            </Typography>
          ) : null}
          <Typography
            variant="caption"
            component="p"
            sx={{ color: 'text.primary', fontWeight: 500, mt: 0.5 }}
          >
            {t('shownOnce')}
          </Typography>
        </Box>
      ) : (
        empty
      )}
      {error && !loading ? <Alert severity="error">{t('error')}</Alert> : null}
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Button
          variant="contained"
          aria-disabled={loading}
          startIcon={loading ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          onClick={() => {
            if (!loading) onGenerate();
          }}
          sx={{ flexShrink: 0, ...(loading ? { cursor: 'progress' } : {}) }}
        >
          {token ? t('generateAnother') : t('generate')}
        </Button>
        {/* Always present, so that screen readers announce what appears in it. */}
        <Typography role="status" variant="body2" sx={{ color: 'text.secondary' }}>
          {loading ? t('generating') : copied ? t('copied') : ''}
        </Typography>
      </Stack>
    </Stack>
  );
}
