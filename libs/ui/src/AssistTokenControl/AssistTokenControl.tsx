import CheckOutlined from '@mui/icons-material/CheckOutlined';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TopBarPopover } from '../TopBar/TopBarPopover';
import { formatDateTime } from '../format/formatDateTime';
import { ASSIST_TOKEN_POPOVER_WIDTH } from './assistTokenLayout';

export interface AssistTokenControlProps {
  /**
   * The token just generated. The server keeps only its hash and never answers it again, so it is shown
   * with a reminder to copy it now.
   */
  token?: string;
  /** When the token stops working (ISO 8601). */
  expiresAt?: string;
  /** While a new token is being generated. */
  loading?: boolean;
  /** The last generation failed. */
  error?: boolean;
  /** Asks for a new token ('Gerar novo token'). */
  onGenerate: () => void;
  /** Called with the token when the user copies it; the caller writes it to the clipboard. */
  onCopy: (token: string) => void;
  /** Time zone of the expiry (IANA name); the browser's by default. Stories pin it. */
  timeZone?: string;
}

/**
 * The top bar's support assist token (portal spec §1 "token generation for support", §2.7): a button opening
 * a popover with the current token, its expiry, a copy button and 'Gerar novo token'.
 */
export function AssistTokenControl({
  token,
  expiresAt,
  loading = false,
  error = false,
  onGenerate,
  onCopy,
  timeZone,
}: AssistTokenControlProps) {
  const { t, i18n } = useTranslation('ui', { keyPrefix: 'AssistTokenControl' });
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Which token the user copied: the confirmation disappears by itself when a new token arrives.
  const [copiedToken, setCopiedToken] = useState<string | null>(null);
  const popoverId = useId();
  const titleId = useId();
  const open = anchor !== null;
  const copied = token !== undefined && copiedToken === token;

  const close = () => {
    setAnchor(null);
    setCopiedToken(null);
  };

  return (
    <>
      <Tooltip title={t('button')}>
        <IconButton
          color="inherit"
          aria-label={t('button')}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? popoverId : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <SupportAgentOutlined />
        </IconButton>
      </Tooltip>
      <TopBarPopover
        open={open}
        anchorEl={anchor}
        onClose={close}
        id={popoverId}
        labelledBy={titleId}
        width={ASSIST_TOKEN_POPOVER_WIDTH}
        sx={{ p: 2 }}
      >
        <Stack spacing={1.5}>
          <Typography id={titleId} variant="subtitle1" component="h2">
            {t('title')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('help')}
          </Typography>
          {token ? (
            <Box>
              <Stack
                direction="row"
                spacing={1}
                sx={{ alignItems: 'center', border: 1, borderColor: 'divider', borderRadius: 1, pl: 1.5 }}
              >
                <Typography
                  component="code"
                  sx={{
                    flex: 1,
                    fontFamily: 'monospace',
                    fontSize: '0.95rem',
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
            <Typography variant="body2">{t('none')}</Typography>
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
              {t('generate')}
            </Button>
            {/* Always present, so that screen readers announce what appears in it. */}
            <Typography role="status" variant="body2" sx={{ color: 'text.secondary' }}>
              {loading ? t('generating') : copied ? t('copied') : ''}
            </Typography>
          </Stack>
        </Stack>
      </TopBarPopover>
    </>
  );
}
