import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface UserMessageBannerProps {
  /** The message, already translated upstream from 'env_message.{code}' (portal spec §8). */
  message: string;
  /** Called when the user closes the banner. Without it, the banner has no close button. */
  onClose?: () => void;
  /**
   * Where the password of the user's dedicated database user is recovered: the message then ends with
   * 'Clique aqui para recuperar a senha' (portal spec §5).
   */
  passwordRecoveryHref?: string;
  /** Extra styles (spacing inside the shell). */
  sx?: SxProps<Theme>;
}

/**
 * The shell's user message banner, titled 'ATENÇÃO!' (portal spec §2.3). It is a labelled region rather
 * than a live alert: the message is part of the page the user lands on, not a sudden event.
 */
export function UserMessageBanner({ message, onClose, passwordRecoveryHref, sx }: UserMessageBannerProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'UserMessageBanner' });
  const titleId = useId();
  return (
    <Alert
      severity="warning"
      role="region"
      aria-labelledby={titleId}
      closeText={t('close')}
      onClose={onClose ? () => onClose() : undefined}
      sx={[{ overflowWrap: 'anywhere' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <AlertTitle id={titleId}>{t('title')}</AlertTitle>
      {message}
      {passwordRecoveryHref ? (
        <>
          {' '}
          <Link href={passwordRecoveryHref} color="inherit" underline="always" sx={{ fontWeight: 600 }}>
            {t('recoverPassword')}
          </Link>
        </>
      ) : null}
    </Alert>
  );
}
