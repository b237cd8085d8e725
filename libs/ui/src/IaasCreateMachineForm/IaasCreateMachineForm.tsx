import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../format/formatCents';
import { Form, FormActions, FormAlert, FormNumberField, FormSelect, FormTextField } from '../Form';
import type { CalculatorPriceList } from '../IaasCalculator/iaasCalculatorModel';
import {
  machineMonthlyCents,
  machineRequest,
  quotaOverruns,
  sizeOf,
  diskGbOf,
  type MachineDraft,
  type MachineImageOption,
  type MachineNetworkOption,
  type MachineQuota,
  type MachineSshKeyOption,
} from './iaasCreateMachineModel';
import { QuotaMeters } from './QuotaMeters';

/** One field's value and callbacks, as a schema form gives them (libs/features useSchemaForm's field()). */
export interface MachineFieldBinding<V> {
  name: string;
  value: V;
  onChange: (value: V | undefined) => void;
  onBlur: () => void;
  /** Why the value is refused, translated. */
  error: string | undefined;
  inputRef?: (element: HTMLElement | null) => void;
}

export type MachineFieldBindings = { [K in keyof MachineDraft]: MachineFieldBinding<MachineDraft[K]> };

export interface IaasCreateMachineFormProps {
  /** create: from the catalogue's images; import: from the environment's imported images. */
  mode: 'create' | 'import';
  fields: MachineFieldBindings;
  priceList: CalculatorPriceList;
  images: readonly MachineImageOption[];
  networks: readonly MachineNetworkOption[];
  sshKeys: readonly MachineSshKeyOption[];
  /** The environment's quotas; the meters and the refusal before submit need them. */
  quotas?: readonly MachineQuota[];
  onSubmit: () => void;
  busy?: boolean;
  /** The refusal no field owns (a quota the API refused, a network error), translated. */
  alert?: string;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 2 }}>
      <Typography id={id} variant="subtitle1" component="h2" sx={{ fontWeight: 500, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * The machine being built, one section a choice (name, region, image, size, network, SSH key, disks, public
 * IP), beside a summary that stays in view: its price a month and a year at the region's prices and the
 * environment's quotas with what it adds. A choice past a quota is refused here, before any request.
 */
export function IaasCreateMachineForm({
  mode,
  fields,
  priceList,
  images,
  networks,
  sshKeys,
  quotas,
  onSubmit,
  busy = false,
  alert,
}: IaasCreateMachineFormProps) {
  const { t, i18n } = useTranslation('ui', { keyPrefix: 'IaasCreateMachineForm' });
  const titleId = useId();
  const summaryId = useId();
  const money = (cents: number) => formatCents(cents, i18n.language);
  const draft: MachineDraft = {
    name: fields.name.value,
    region: fields.region.value,
    size_sku: fields.size_sku.value,
    image_id: fields.image_id.value,
    network_id: fields.network_id.value,
    ssh_key_id: fields.ssh_key_id.value,
    extra_disks_gb: fields.extra_disks_gb.value ?? [],
    public_ip: fields.public_ip.value,
  };
  const image = images.find((i) => i.imageId === draft.image_id);
  const size = sizeOf(draft, priceList);
  const monthly = machineMonthlyCents(draft, image, priceList);
  const request = machineRequest(draft, image, priceList);
  const overruns = quotas ? quotaOverruns(quotas, request) : [];
  const regionNetworks = networks.filter((n) => n.region === draft.region);
  const windows = image?.osFamily === 'windows';
  const priceOf = (sku: string) =>
    priceList.prices.find((p) => p.region === draft.region && p.sku === sku)?.priceCents;

  const select = <K extends 'region' | 'size_sku' | 'image_id' | 'network_id'>(
    key: K,
    label: string,
    options: { value: string; label: string }[],
    helperText?: string,
  ) => (
    <FormSelect
      name={fields[key].name}
      label={label}
      value={fields[key].value ?? ''}
      options={options}
      onChange={(value) => fields[key].onChange(value as MachineDraft[K])}
      onBlur={fields[key].onBlur}
      error={fields[key].error}
      helperText={helperText}
      inputRef={fields[key].inputRef}
      required
      fullWidth
    />
  );
  const disks = draft.extra_disks_gb;
  const setDisks = (next: number[]) => fields.extra_disks_gb.onChange(next);

  return (
    <Form
      onSubmit={() => {
        if (overruns.length === 0) onSubmit();
      }}
      busy={busy}
      aria-labelledby={titleId}
    >
      <Typography id={titleId} component="h2" sx={visuallyHidden}>
        {t(`title.${mode}`)}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 320px' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={2}>
          <FormAlert message={alert} />
          <Section title={t('section.name')}>
            <FormTextField
              name={fields.name.name}
              label={t('name')}
              value={fields.name.value ?? ''}
              onChange={(value) => fields.name.onChange(value)}
              onBlur={fields.name.onBlur}
              error={fields.name.error}
              helperText={t('nameHint')}
              inputRef={fields.name.inputRef}
              autoComplete="off"
              required
              fullWidth
            />
          </Section>
          <Section title={t('section.region')}>
            {select(
              'region',
              t('region'),
              priceList.regions.map((r) => ({ value: r.region, label: `${r.name} (${r.region})` })),
            )}
          </Section>
          <Section title={t('section.image')}>
            {images.length === 0 ? (
              <Alert severity="info">{t('noImportedImages')}</Alert>
            ) : (
              select(
                'image_id',
                t(`image.${mode}`),
                images.map((i) => ({
                  value: i.imageId,
                  label: t('imageOption', { name: i.name, gb: i.minDiskGb }),
                })),
              )
            )}
          </Section>
          <Section title={t('section.size')}>
            {select(
              'size_sku',
              t('size'),
              priceList.prices
                .filter((p) => p.kind === 'size' && p.region === draft.region)
                .map((p) => ({
                  value: p.sku,
                  label: t('sizeOption', {
                    sku: p.sku,
                    vcpus: p.vcpus,
                    memory: p.memoryGb,
                    price: money(p.priceCents),
                  }),
                })),
            )}
          </Section>
          <Section title={t('section.network')}>
            {regionNetworks.length === 0 ? (
              <Alert severity="warning">{t('noNetworks')}</Alert>
            ) : (
              select(
                'network_id',
                t('network'),
                regionNetworks.map((n) => ({
                  value: n.resourceId,
                  label: t('networkOption', { name: n.name, cidr: n.cidr }),
                })),
              )
            )}
          </Section>
          <Section title={t('section.sshKey')}>
            {windows ? (
              <Typography variant="body2" color="text.secondary">
                {t('sshKeyWindows')}
              </Typography>
            ) : (
              <FormSelect
                name={fields.ssh_key_id.name}
                label={t('sshKey')}
                value={fields.ssh_key_id.value ?? ''}
                options={[
                  { value: '', label: t('sshKeyNone') },
                  ...sshKeys.map((k) => ({ value: k.id, label: `${k.name} (${k.fingerprint})` })),
                ]}
                onChange={(value) => fields.ssh_key_id.onChange(value === '' ? null : value)}
                onBlur={fields.ssh_key_id.onBlur}
                error={fields.ssh_key_id.error}
                inputRef={fields.ssh_key_id.inputRef}
                fullWidth
              />
            )}
          </Section>
          <Section title={t('section.disks')}>
            <Stack spacing={1.5}>
              {disks.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  {t('noDisks')}
                </Typography>
              ) : null}
              {disks.map((gb, index) => (
                <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                  <FormNumberField
                    name={`${fields.extra_disks_gb.name}.${index}`}
                    label={t('disk', { n: index + 1 })}
                    value={gb}
                    onChange={(value) => setDisks(disks.map((d, i) => (i === index ? (value as number) : d)))}
                    integer
                    required
                    size="small"
                  />
                  <IconButton
                    aria-label={t('removeDisk', { n: index + 1 })}
                    onClick={() => setDisks(disks.filter((_, i) => i !== index))}
                  >
                    <DeleteOutlined />
                  </IconButton>
                </Stack>
              ))}
              {fields.extra_disks_gb.error ? (
                <Typography variant="caption" color="error">
                  {fields.extra_disks_gb.error}
                </Typography>
              ) : null}
              <Box>
                <Button
                  startIcon={<AddOutlined />}
                  onClick={() => setDisks([...disks, 100])}
                  disabled={disks.length >= 8}
                >
                  {t('addDisk')}
                </Button>
              </Box>
            </Stack>
          </Section>
          <Section title={t('section.publicIp')}>
            <FormControlLabel
              control={
                <Checkbox
                  name={fields.public_ip.name}
                  checked={fields.public_ip.value ?? false}
                  onChange={(event) => fields.public_ip.onChange(event.target.checked)}
                  onBlur={fields.public_ip.onBlur}
                />
              }
              label={t('publicIp')}
            />
          </Section>
        </Stack>
        <Paper
          variant="outlined"
          component="aside"
          aria-labelledby={summaryId}
          sx={{ p: 2, position: { md: 'sticky' }, top: { md: 16 } }}
        >
          <Typography id={summaryId} variant="subtitle1" component="h2" sx={{ fontWeight: 500, mb: 1 }}>
            {t('summary')}
          </Typography>
          {monthly === undefined || !size ? (
            <Typography variant="body2" color="text.secondary">
              {t('noPrice')}
            </Typography>
          ) : (
            <Stack spacing={0.5} role="region" aria-label={t('summary')}>
              <SummaryLine
                label={t('summaryLine.size', { sku: draft.size_sku })}
                value={money(priceOf(draft.size_sku) ?? 0)}
              />
              <SummaryLine
                label={t('summaryLine.disk', { gb: diskGbOf(draft, image) })}
                value={money((priceOf('disk.standard') ?? 0) * diskGbOf(draft, image))}
              />
              {draft.public_ip ? (
                <SummaryLine label={t('summaryLine.publicIp')} value={money(priceOf('ip.public') ?? 0)} />
              ) : null}
              {image && image.licenseCentsPerVcpu > 0 ? (
                <SummaryLine
                  label={t('summaryLine.license', { vcpus: size.vcpus })}
                  value={money(image.licenseCentsPerVcpu * size.vcpus)}
                />
              ) : null}
              <Divider sx={{ my: 1 }} />
              <SummaryLine label={t('monthly')} value={money(monthly)} strong />
              <SummaryLine label={t('yearly')} value={money(monthly * 12)} />
              <Typography variant="caption" color="text.secondary">
                {t('priceNote')}
              </Typography>
            </Stack>
          )}
          {quotas ? (
            <>
              <Typography variant="subtitle2" component="h3" sx={{ mt: 2, mb: 1 }}>
                {t('quotas')}
              </Typography>
              <QuotaMeters quotas={quotas} requested={request} />
            </>
          ) : null}
          {overruns.length > 0 ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {t('overQuota', {
                quotas: overruns.map((q) => t(`quotaName.${q.name}`)).join(', '),
              })}
            </Alert>
          ) : null}
          <Box sx={{ mt: 2 }}>
            <FormActions
              busy={busy}
              submitLabel={t(`submit.${mode}`)}
              busyLabel={t('sending')}
              placement="start"
            />
          </Box>
        </Paper>
      </Box>
    </Form>
  );
}

function SummaryLine({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
      <Typography variant="body2" sx={strong ? { fontWeight: 600 } : undefined}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: strong ? 600 : 400 }}>
        {value}
      </Typography>
    </Stack>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
