import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import type { IaasMachineCreateBody, IaasMachineCreated } from '@nuvem/api-contract';
import { IaasMachineCreateBodySchema } from '@nuvem/api-contract/forms';
import { iaasManagerEndpoints } from '@nuvem/api-contract/paths';
import {
  IaasCreateMachineForm,
  type CalculatorPriceList,
  type MachineFieldBindings,
  type MachineImageOption,
  type MachineNetworkOption,
  type MachineQuota,
  type MachineSshKeyOption,
} from '@nuvem/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentAccount } from '../accounts/useCurrentAccount';
import { isApiError } from '../api/ApiError';
import { useErrorNotice } from '../api/useErrorNotice';
import { useSchemaForm } from '../forms/useSchemaForm';
import { FEATURES_NAMESPACE } from '../i18n/featuresNamespace';
import { useShellPermissions } from '../permissions/useShellPermissions';
import { useSession } from '../session/useSession';
import { imageOptionOf, useIaasMachineChoices, useIaasQuotas } from './useIaasManager';
import { useIaasPriceList } from './useIaasPricing';
import { useRevalidateIaas } from './useRevalidateIaas';

export interface IaasCreateMachineContainerProps {
  /** create: from the catalogue's images; import: from the environment's imported images. */
  mode: 'create' | 'import';
  /** The machine was accepted: e.g. go to its page, where its operation shows live. */
  onCreated: (resourceId: string) => void;
}

/**
 * Creating (or importing) a virtual machine on the API: the price list, the environment's networks, SSH keys,
 * imported images and quotas; the form checked by the route's own schema, sent with an Idempotency-Key.
 */
export function IaasCreateMachineContainer({ mode, onCreated }: IaasCreateMachineContainerProps) {
  const { t } = useTranslation(FEATURES_NAMESPACE);
  const noticeOf = useErrorNotice();
  const cloudId = useCurrentAccount()?.cloud_id;
  const allowed = useShellPermissions()?.iaasResources ?? false;
  const { priceList, raw, error: priceError } = useIaasPriceList(allowed);
  const choices = useIaasMachineChoices(cloudId, allowed);
  const { quotas } = useIaasQuotas(cloudId, allowed);
  const images = useMemo(
    () => (mode === 'import' ? choices.importedImages : raw?.images.map(imageOptionOf)),
    [mode, choices.importedImages, raw],
  );
  const failure = priceError ?? choices.error;
  if (failure !== undefined)
    return <Alert severity="error">{noticeOf(failure)?.message ?? t('error_code.internal_error')}</Alert>;
  if (!cloudId || !priceList || !images || !choices.networks || !choices.sshKeys)
    return <Skeleton variant="rounded" height={480} aria-label={t('iaas.manager.loading')} />;
  return (
    <CreateMachineForm
      key={cloudId}
      cloudId={cloudId}
      mode={mode}
      priceList={priceList}
      images={images}
      networks={choices.networks}
      sshKeys={choices.sshKeys}
      quotas={quotas}
      onCreated={onCreated}
    />
  );
}

interface CreateMachineFormProps extends IaasCreateMachineContainerProps {
  cloudId: string;
  priceList: CalculatorPriceList;
  images: readonly MachineImageOption[];
  networks: readonly MachineNetworkOption[];
  sshKeys: readonly MachineSshKeyOption[];
  quotas: readonly MachineQuota[] | undefined;
}

/** The form once its choices are known: it starts from the first of each. */
function CreateMachineForm({
  cloudId,
  mode,
  priceList,
  images,
  networks,
  sshKeys,
  quotas,
  onCreated,
}: CreateMachineFormProps) {
  const session = useSession();
  const noticeOf = useErrorNotice();
  const revalidate = useRevalidateIaas();
  const firstNetworkIn = (region: string) => networks.find((n) => n.region === region)?.resourceId ?? '';
  const region = networks[0]?.region ?? priceList.regions[0]?.region ?? '';
  const image = images[0];
  const endpoint =
    mode === 'import' ? iaasManagerEndpoints.importMachine : iaasManagerEndpoints.createMachine;
  const { submit, busy, alert, field, errorsUnder, form } = useSchemaForm<
    IaasMachineCreateBody,
    IaasMachineCreated
  >({
    schema: IaasMachineCreateBodySchema,
    defaultValues: {
      name: '',
      region,
      size_sku: priceList.prices.find((p) => p.kind === 'size' && p.region === region)?.sku ?? '',
      image_id: image?.imageId ?? '',
      network_id: firstNetworkIn(region),
      ssh_key_id: image?.osFamily === 'windows' ? null : (sshKeys[0]?.id ?? null),
      extra_disks_gb: [],
      public_ip: false,
    },
    submit: (body, { idempotencyKey }) =>
      session.client
        .call<IaasMachineCreated>(endpoint, { params: { cloudId }, body, idempotencyKey })
        .catch((error: unknown) => {
          // A taken name is a 409 (the name is valid, only used): said on the field as well as above.
          if (isApiError(error) && error.body.error_code === 'iaas_name_taken')
            form.setError('name', { type: 'unique', message: noticeOf(error)?.message });
          throw error;
        }),
    onSubmitted: (created) => {
      revalidate();
      onCreated(created.resource_id);
    },
  });
  const regionField = field('region');
  const imageField = field('image_id');
  const fields: MachineFieldBindings = {
    name: field('name'),
    region: {
      ...regionField,
      // A network is of one region: another region starts from its first.
      onChange: (value) => {
        regionField.onChange(value);
        form.setValue('network_id', firstNetworkIn(value ?? ''));
      },
    },
    size_sku: field('size_sku'),
    image_id: {
      ...imageField,
      // A Windows image takes no SSH key.
      onChange: (value) => {
        imageField.onChange(value);
        if (images.find((i) => i.imageId === value)?.osFamily === 'windows')
          form.setValue('ssh_key_id', null);
      },
    },
    network_id: field('network_id'),
    ssh_key_id: field('ssh_key_id'),
    extra_disks_gb: { ...field('extra_disks_gb'), error: errorsUnder('extra_disks_gb')[0]?.message },
    public_ip: field('public_ip'),
  };
  return (
    <IaasCreateMachineForm
      mode={mode}
      fields={fields}
      priceList={priceList}
      images={images}
      networks={networks}
      sshKeys={sshKeys}
      quotas={quotas}
      onSubmit={() => void submit()}
      busy={busy}
      alert={alert}
    />
  );
}
