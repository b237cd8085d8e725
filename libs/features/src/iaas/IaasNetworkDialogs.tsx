import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { OperationAnswer } from '@nuvem/api-contract';
import { IaasNetworkBodySchema, IaasSubnetBodySchema } from '@nuvem/api-contract/forms';
import { iaasSetupEndpoints } from '@nuvem/api-contract/paths';
import { Form, FormActions, FormAlert, FormSelect, FormTextField, type FormSelectOption } from '@nuvem/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FEATURES_NAMESPACE } from '../i18n/featuresNamespace';
import { useSchemaForm } from '../forms/useSchemaForm';
import { useSession } from '../session/useSession';
import { checkCidrField } from './iaasCidrCheck';

interface NetworkValues {
  name: string;
  region: string;
  cidr: string;
}

export interface IaasNetworkCreateDialogProps {
  open: boolean;
  cloudId: string;
  /** The enabled regions, the first chosen. */
  regions: readonly FormSelectOption[];
  onClose: () => void;
  /** Accepted (202): the operation network.create (its target is the new network), and the name asked. */
  onCreated: (answer: OperationAnswer, name: string) => void;
}

/**
 * 'Criar rede': name, region and block, held to the route's schema and CIDR rules before any request (the
 * block's fault named: format, prefix, host bits, private range); an overlap is the API's to tell. Accepted, the
 * network is made by an operation (202) that the list and the sidebar follow.
 */
export function IaasNetworkCreateDialog({
  open,
  cloudId,
  regions,
  onClose,
  onCreated,
}: IaasNetworkCreateDialogProps) {
  const { t } = useTranslation(FEATURES_NAMESPACE, { keyPrefix: 'iaasSetup.createNetwork' });
  const session = useSession();
  const titleId = useId();
  const { submit, busy, alert, text, form } = useSchemaForm<NetworkValues, OperationAnswer>({
    schema: IaasNetworkBodySchema,
    defaultValues: { name: '', region: regions[0]?.value ?? '', cidr: '' },
    check: checkCidrField,
    submit: (body, { idempotencyKey }) =>
      session.client.call<OperationAnswer>(iaasSetupEndpoints.createNetwork, {
        params: { cloudId },
        body,
        idempotencyKey,
      }),
    onSubmitted: (answer) => {
      const asked = form.getValues('name');
      form.reset({ name: '', region: regions[0]?.value ?? '', cidr: '' });
      onCreated(answer, asked);
    },
  });
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('title')}</DialogTitle>
      <DialogContent>
        <Form onSubmit={() => void submit()} busy={busy} aria-labelledby={titleId}>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormAlert message={alert} />
            <FormTextField
              {...text('name')}
              label={t('name')}
              helperText={t('nameHint')}
              required
              autoFocus
            />
            <FormSelect {...text('region')} label={t('region')} options={regions} required />
            <FormTextField {...text('cidr')} label={t('cidr')} helperText={t('cidrHint')} required />
            <FormActions busy={busy} submitLabel={t('submit')} onCancel={onClose} placement="end" />
          </Stack>
        </Form>
      </DialogContent>
    </Dialog>
  );
}

interface SubnetValues {
  name: string;
  cidr: string;
}

export interface IaasSubnetCreateDialogProps {
  cloudId: string;
  /** The network it goes in; closed without one. */
  network: { id: string; name: string; cidr: string } | undefined;
  onClose: () => void;
  /** Accepted (202): the operation subnet.create (its target is the new subnet), and the name asked. */
  onCreated: (answer: OperationAnswer, name: string) => void;
}

/** 'Adicionar sub-rede': a name and a block inside the network's, checked as a network's block is. */
export function IaasSubnetCreateDialog({
  cloudId,
  network,
  onClose,
  onCreated,
}: IaasSubnetCreateDialogProps) {
  const { t } = useTranslation(FEATURES_NAMESPACE, { keyPrefix: 'iaasSetup.createSubnet' });
  const session = useSession();
  const titleId = useId();
  const { submit, busy, alert, text, form } = useSchemaForm<SubnetValues, OperationAnswer>({
    schema: IaasSubnetBodySchema,
    defaultValues: { name: '', cidr: '' },
    check: checkCidrField,
    submit: (body, { idempotencyKey }) =>
      session.client.call<OperationAnswer>(iaasSetupEndpoints.createSubnet, {
        params: { cloudId, networkId: network?.id ?? '' },
        body,
        idempotencyKey,
      }),
    onSubmitted: (answer) => {
      const asked = form.getValues('name');
      form.reset({ name: '', cidr: '' });
      onCreated(answer, asked);
    },
  });
  return (
    <Dialog open={network !== undefined} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('title', { name: network?.name ?? '' })}</DialogTitle>
      <DialogContent>
        <Form onSubmit={() => void submit()} busy={busy} aria-labelledby={titleId}>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormAlert message={alert} />
            <FormTextField {...text('name')} label={t('name')} required autoFocus />
            <FormTextField
              {...text('cidr')}
              label={t('cidr')}
              helperText={t('cidrHint', { cidr: network?.cidr ?? '' })}
              required
            />
            <FormActions busy={busy} submitLabel={t('submit')} onCancel={onClose} placement="end" />
          </Stack>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
