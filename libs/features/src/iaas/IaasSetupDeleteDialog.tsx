import { TypedNameConfirmDialog } from '@nuvem/ui';
import { useTranslation } from 'react-i18next';
import { FEATURES_NAMESPACE } from '../i18n/featuresNamespace';

/** What a delete asks to confirm: a network (with its subnets) or one subnet. */
export type IaasSetupDeletion =
  | { kind: 'network'; networkId: string; name: string }
  | { kind: 'subnet'; networkId: string; subnetId: string; name: string };

/**
 * 'Excluir a rede …?': confirmed by typing the network's or subnet's name (as a machine's delete), which is
 * sent as the request's confirmation.
 */
export function IaasSetupDeleteDialog({
  deletion,
  onCancel,
  onConfirm,
}: {
  deletion: IaasSetupDeletion | undefined;
  onCancel: () => void;
  onConfirm: (deletion: IaasSetupDeletion, typed: string) => void;
}) {
  const { t } = useTranslation(FEATURES_NAMESPACE, { keyPrefix: 'iaasSetup.delete' });
  const kind = deletion?.kind ?? 'network';
  const name = deletion?.name ?? '';
  return (
    <TypedNameConfirmDialog
      // A new deletion starts with an empty field.
      key={deletion ? `${deletion.kind}:${deletion.networkId}:${name}` : 'closed'}
      open={deletion !== undefined}
      name={name}
      title={t(`${kind}Title`, { name })}
      text={t(`${kind}Text`, { name })}
      label={t(`${kind}Label`)}
      confirmLabel={t('confirm')}
      onClose={onCancel}
      onConfirm={(typed) => deletion && onConfirm(deletion, typed)}
    />
  );
}
