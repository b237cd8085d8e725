import { useTranslation } from 'react-i18next';
import { TypedNameConfirmDialog } from '../TypedNameConfirmDialog/TypedNameConfirmDialog';

export interface RemoveResourcesDialogProps {
  /** The resources' names; empty: closed. */
  names: readonly string[];
  onClose: () => void;
  onConfirm: () => void;
}

/**
 * Removing resources asks for a typed confirmation, as a machine's delete does: one resource's name, or for
 * several 'remover N' (each is then removed with its own name, by the caller).
 */
export function RemoveResourcesDialog({ names, onClose, onConfirm }: RemoveResourcesDialogProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'IaasManagerPage' });
  const count = names.length;
  const phrase = t('removePhrase', { count, name: names[0] ?? '' });
  return (
    <TypedNameConfirmDialog
      open={count > 0}
      name={phrase}
      title={t('removeTitle', { count })}
      text={t('removeText', { names: names.join(', '), phrase, interpolation: { escapeValue: false } })}
      label={t('removeLabel')}
      confirmLabel={t('removeConfirm')}
      mismatchText={t('removeMismatch')}
      onClose={onClose}
      onConfirm={() => onConfirm()}
    />
  );
}
