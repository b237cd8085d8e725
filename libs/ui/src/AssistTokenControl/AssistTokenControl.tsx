import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AssistTokenPanel } from '../internal/AssistTokenPanel';
import { TopBarPopover } from '../TopBar/TopBarPopover';
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
  const { t } = useTranslation('ui', { keyPrefix: 'AssistTokenControl' });
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const popoverId = useId();
  const titleId = useId();
  const open = anchor !== null;
  const close = () => setAnchor(null);

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
          <AssistTokenPanel
            token={token}
            expiresAt={expiresAt}
            loading={loading}
            error={error}
            onGenerate={onGenerate}
            onCopy={onCopy}
            timeZone={timeZone}
            size="small"
            empty={<Typography variant="body2">{t('none')}</Typography>}
          />
        </Stack>
      </TopBarPopover>
    </>
  );
}
