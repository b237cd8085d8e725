import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface FormActionsProps {
  /** A submit is on its way: the submit button waits ('Salvando...') and cannot be pressed again. */
  busy?: boolean;
  /** 'Salvar' by default. */
  submitLabel?: string;
  /** 'Salvando...' by default. */
  busyLabel?: string;
  submitIcon?: ReactNode;
  /** Given: a 'Cancelar' button (disabled while busy). */
  onCancel?: () => void;
  cancelLabel?: string;
  /** start: the page's form (submit first, at the left); end: a dialog's (cancel, then submit, at the right). */
  placement?: 'start' | 'end';
  /** Beside the buttons: a status ('Há alterações não salvas.'). */
  children?: ReactNode;
  sx?: SxProps<Theme>;
}

/** A Form's buttons: submit (type=submit, so Enter in a field presses it) and cancel. */
export function FormActions({
  busy = false,
  submitLabel,
  busyLabel,
  submitIcon,
  onCancel,
  cancelLabel,
  placement = 'start',
  children,
  sx,
}: FormActionsProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'Form' });
  const submit = (
    <Button
      type="submit"
      variant="contained"
      startIcon={submitIcon}
      loading={busy}
      loadingPosition={submitIcon ? 'start' : 'center'}
    >
      {busy ? (busyLabel ?? t('submitting')) : (submitLabel ?? t('submit'))}
    </Button>
  );
  const cancel = onCancel ? (
    <Button onClick={onCancel} disabled={busy}>
      {cancelLabel ?? t('cancel')}
    </Button>
  ) : null;
  return (
    <Stack
      direction="row"
      useFlexGap
      sx={[
        { alignItems: 'center', gap: 2, flexWrap: 'wrap' },
        placement === 'end' && { justifyContent: 'flex-end', gap: 1 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {placement === 'end' ? (
        <>
          {children}
          {cancel}
          {submit}
        </>
      ) : (
        <>
          {submit}
          {cancel}
          {children}
        </>
      )}
    </Stack>
  );
}
