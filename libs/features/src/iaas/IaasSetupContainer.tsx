import AddOutlined from '@mui/icons-material/AddOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { IaasSettings, OperationAnswer } from '@nuvem/api-contract';
import { iaasSetupEndpoints } from '@nuvem/api-contract/paths';
import {
  IaasNetworksList,
  IaasSetupSettings,
  useIaasNetworkColumns,
  type IaasNetworkItem,
  type IaasSettingsValue,
} from '@nuvem/ui';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentAccount } from '../accounts/useCurrentAccount';
import { useErrorNotice } from '../api/useErrorNotice';
import { useLoadState } from '../api/useLoadState';
import { useCollection } from '../collection/useCollection';
import { FEATURES_NAMESPACE } from '../i18n/featuresNamespace';
import { useShellPermissions } from '../permissions/useShellPermissions';
import { useSession } from '../session/useSession';
import { IaasNetworkCreateDialog, IaasSubnetCreateDialog } from './IaasNetworkDialogs';
import { IaasSetupDeleteDialog, type IaasSetupDeletion } from './IaasSetupDeleteDialog';
import { useIaasPriceList } from './useIaasPricing';
import { useRevalidateIaas } from './useRevalidateIaas';
import { iaasNetworkAccessors, iaasSettingsBodyOf, useIaasNetworks, useIaasSettings } from './useIaasSetup';

export interface IaasSetupContainerProps {
  /** The address's search params (the networks list's filter, sort, page) and how to change them. */
  search: URLSearchParams;
  onSearchChange: (next: URLSearchParams) => void;
}

const NO_ACTIONS = { onAddSubnet: () => {}, onDeleteNetwork: () => {}, onDeleteSubnet: () => {} };

/** What the user asked that the API accepted (202): said above the list until closed. */
interface Accepted {
  kind: 'network' | 'subnet';
  action: 'create' | 'delete';
  name: string;
}

/**
 * IaaS › Configuração on the API: the environment's networks and subnets (create, add, delete what no machine
 * uses, a delete confirmed by the typed name), then its regions and defaults. Each change is an operation
 * (202, its Idempotency-Key): the row shows its state while it runs and the list is fetched again on each of
 * the operation's events (useRevalidateIaas, from the stream), as the sidebar lists it.
 */
export function IaasSetupContainer({ search, onSearchChange }: IaasSetupContainerProps) {
  const { t } = useTranslation(FEATURES_NAMESPACE, { keyPrefix: 'iaasSetup' });
  const session = useSession();
  const noticeOf = useErrorNotice();
  const cloudId = useCurrentAccount()?.cloud_id;
  const allowed = useShellPermissions()?.iaas ?? false;
  const networks = useIaasNetworks(cloudId, allowed);
  const settings = useIaasSettings(cloudId, allowed);
  const priceList = useIaasPriceList(allowed);
  const networksState = useLoadState(networks.data, networks.error);
  const settingsState = useLoadState(settings.data && priceList.raw, settings.error ?? priceList.error);

  const [creating, setCreating] = useState(false);
  const [subnetOf, setSubnetOf] = useState<IaasNetworkItem>();
  const [deletion, setDeletion] = useState<IaasSetupDeletion>();
  const [deleting, setDeleting] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const [accepted, setAccepted] = useState<Accepted>();
  const revalidate = useRevalidateIaas();
  const [saving, setSaving] = useState(false);
  const [saveAlert, setSaveAlert] = useState<string>();
  const [saved, setSaved] = useState(false);

  const refused = (error: unknown) => noticeOf(error)?.message ?? t('failed');
  const regionName = useCallback(
    (region: string) => priceList.raw?.regions.find((r) => r.region === region)?.name ?? region,
    [priceList.raw],
  );
  const enabledRegions = settings.value?.enabledRegions ?? priceList.raw?.regions.map((r) => r.region) ?? [];
  const regionOptions = enabledRegions.map((region) => ({ value: region, label: regionName(region) }));
  const options = useMemo(
    () => ({
      regions: priceList.raw?.regions ?? [],
      sizes: [
        ...new Map(
          (priceList.raw?.prices ?? [])
            .filter((p) => p.kind === 'size')
            .map((p) => [
              p.sku,
              { value: p.sku, label: t('sizeLabel', { sku: p.sku, vcpus: p.vcpus, memory: p.memory_gb }) },
            ]),
        ).values(),
      ],
      images: (priceList.raw?.images ?? []).map((i) => ({ value: i.image_id, label: i.name })),
      networks: (networks.networks ?? []).map(({ id, name, region }) => ({ id, name, region })),
    }),
    [priceList.raw, networks.networks, t],
  );

  // The columns tell useCollection which fields filter and sort; the list draws its own with the actions.
  const columns = useIaasNetworkColumns(enabledRegions, NO_ACTIONS);
  const { listProps } = useCollection(
    { list: 'iaas-networks', columns, search, onSearchChange },
    {
      items: networks.networks ?? [],
      state: networksState,
      retry: () => void networks.mutate(),
      accessors: iaasNetworkAccessors,
    },
  );

  const started = (what: Accepted) => {
    setRefusal(undefined);
    setAccepted(what);
    revalidate();
  };

  const remove = async (what: IaasSetupDeletion, typed: string) => {
    setDeletion(undefined);
    setDeleting(true);
    setRefusal(undefined);
    setAccepted(undefined);
    try {
      await session.client.call<OperationAnswer>(
        what.kind === 'network' ? iaasSetupEndpoints.deleteNetwork : iaasSetupEndpoints.deleteSubnet,
        {
          params:
            what.kind === 'network'
              ? { cloudId: cloudId ?? '', networkId: what.networkId }
              : { cloudId: cloudId ?? '', networkId: what.networkId, subnetId: what.subnetId },
          body: { confirmation: typed },
          idempotencyKey: crypto.randomUUID(),
        },
      );
      started({ kind: what.kind, action: 'delete', name: what.name });
    } catch (error) {
      setRefusal(refused(error));
    } finally {
      setDeleting(false);
    }
  };

  const save = async (value: IaasSettingsValue) => {
    setSaving(true);
    setSaveAlert(undefined);
    setSaved(false);
    try {
      const answer = await session.client.call<IaasSettings>(iaasSetupEndpoints.updateSettings, {
        params: { cloudId: cloudId ?? '' },
        body: iaasSettingsBodyOf(value),
        idempotencyKey: crypto.randomUUID(),
      });
      await settings.mutate(answer, { revalidate: false });
      setSaved(true);
    } catch (error) {
      setSaveAlert(refused(error));
    } finally {
      setSaving(false);
    }
  };

  const createAction = (
    <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setCreating(true)}>
      {t('createNetwork.open')}
    </Button>
  );

  return (
    <Stack spacing={3}>
      <Stack spacing={1.5} component="section" aria-labelledby="iaas-setup-networks">
        <Typography id="iaas-setup-networks" variant="h6" component="h2">
          {t('networksTitle')}
        </Typography>
        {refusal ? (
          <Alert severity="error" role="alert" onClose={() => setRefusal(undefined)}>
            {refusal}
          </Alert>
        ) : null}
        {accepted ? (
          <Alert severity="info" role="status" onClose={() => setAccepted(undefined)}>
            {t(`accepted.${accepted.kind}.${accepted.action}`, { name: accepted.name })}
          </Alert>
        ) : null}
        <IaasNetworksList
          {...listProps}
          regions={enabledRegions}
          createAction={createAction}
          busy={deleting}
          onAddSubnet={setSubnetOf}
          onDeleteNetwork={(network) =>
            setDeletion({ kind: 'network', networkId: network.id, name: network.name })
          }
          onDeleteSubnet={(network, subnet) =>
            setDeletion({ kind: 'subnet', networkId: network.id, subnetId: subnet.id, name: subnet.name })
          }
        />
      </Stack>
      <IaasSetupSettings
        value={settings.value}
        options={options}
        state={settingsState}
        onRetry={() => {
          void settings.mutate();
          priceList.retry();
        }}
        onSave={(value) => void save(value)}
        busy={saving}
        alert={saveAlert}
        saved={saved}
      />
      {cloudId ? (
        <>
          {/* Mounted when opened: its region starts at the first enabled one, known by then. */}
          {creating ? (
            <IaasNetworkCreateDialog
              open
              cloudId={cloudId}
              regions={regionOptions}
              onClose={() => setCreating(false)}
              onCreated={(_, name) => {
                setCreating(false);
                started({ kind: 'network', action: 'create', name });
              }}
            />
          ) : null}
          <IaasSubnetCreateDialog
            cloudId={cloudId}
            network={subnetOf}
            onClose={() => setSubnetOf(undefined)}
            onCreated={(_, name) => {
              setSubnetOf(undefined);
              started({ kind: 'subnet', action: 'create', name });
            }}
          />
        </>
      ) : null}
      <IaasSetupDeleteDialog
        deletion={deletion}
        onCancel={() => setDeletion(undefined)}
        onConfirm={(d, typed) => void remove(d, typed)}
      />
    </Stack>
  );
}
