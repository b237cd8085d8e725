import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from '../Form/Form';
import { FormActions } from '../Form/FormActions';
import { FormAlert } from '../Form/FormAlert';
import { FormSelect, type FormSelectOption } from '../Form/FormSelect';
import { RetryAlert } from '../internal/RetryAlert';

/** An environment's IaaS settings: the regions it uses and the defaults of a new resource ('' for none). */
export interface IaasSettingsValue {
  enabledRegions: readonly string[];
  defaultRegion: string;
  defaultSize: string;
  defaultImage: string;
  defaultNetwork: string;
}

export interface IaasSetupSettingsOptions {
  regions: readonly { region: string; name: string }[];
  sizes: readonly FormSelectOption[];
  images: readonly FormSelectOption[];
  networks: readonly { id: string; name: string; region: string }[];
}

export interface IaasSetupSettingsProps {
  /** The saved settings; undefined until loaded. */
  value: IaasSettingsValue | undefined;
  options: IaasSetupSettingsOptions;
  state: { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready' };
  onRetry?: () => void;
  onSave: (value: IaasSettingsValue) => void;
  busy?: boolean;
  /** The API's refusal, translated. */
  alert?: string;
  /** The last save was taken. */
  saved?: boolean;
}

/**
 * The environment's regions (checkboxes) and the defaults of a new resource (selects), Cloudscape's settings
 * form: a default region among the enabled ones, a default network of the default region; at least one region
 * before any request.
 */
export function IaasSetupSettings({
  value,
  options,
  state,
  onRetry,
  onSave,
  busy = false,
  alert,
  saved = false,
}: IaasSetupSettingsProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'IaasSetupSettings' });
  const titleId = useId();
  const [draft, setDraft] = useState(value);
  const [regionsRefused, setRegionsRefused] = useState(false);
  useEffect(() => setDraft(value), [value]);

  const change = (next: Partial<IaasSettingsValue>) =>
    setDraft((current) => (current ? { ...current, ...next } : current));
  const toggleRegion = (region: string, on: boolean) => {
    if (!draft) return;
    const enabledRegions = on
      ? options.regions.map((r) => r.region).filter((r) => r === region || draft.enabledRegions.includes(r))
      : draft.enabledRegions.filter((r) => r !== region);
    setRegionsRefused(enabledRegions.length === 0);
    // A default in a region no longer enabled is no default.
    const keepsDefault = enabledRegions.includes(draft.defaultRegion);
    change({
      enabledRegions,
      defaultRegion: keepsDefault ? draft.defaultRegion : '',
      defaultNetwork: keepsDefault ? draft.defaultNetwork : '',
    });
  };
  const none = { value: '', label: t('none') };
  const networksHere = options.networks.filter((n) =>
    draft?.defaultRegion ? n.region === draft.defaultRegion : draft?.enabledRegions.includes(n.region),
  );

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 500 }}>
        {t('title')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {t('intro')}
      </Typography>
      {state.status === 'error' ? (
        <RetryAlert title={t('errorTitle')} onRetry={onRetry}>
          {state.message}
        </RetryAlert>
      ) : !draft ? (
        <Stack spacing={1} role="status" aria-busy="true" aria-label={t('loading')}>
          <Skeleton variant="rounded" height={40} />
          <Skeleton variant="rounded" height={40} />
          <Skeleton variant="rounded" height={40} />
        </Stack>
      ) : (
        <Form
          aria-labelledby={titleId}
          busy={busy}
          onSubmit={() => {
            if (draft.enabledRegions.length === 0) return setRegionsRefused(true);
            onSave(draft);
          }}
        >
          <Stack spacing={2}>
            <FormControl component="fieldset" error={regionsRefused}>
              <FormLabel component="legend">{t('regions')}</FormLabel>
              <FormGroup row>
                {options.regions.map((r) => (
                  <FormControlLabel
                    key={r.region}
                    label={`${r.name} (${r.region})`}
                    control={
                      <Checkbox
                        checked={draft.enabledRegions.includes(r.region)}
                        onChange={(event) => toggleRegion(r.region, event.target.checked)}
                      />
                    }
                  />
                ))}
              </FormGroup>
              {regionsRefused ? <FormHelperText>{t('regionsRequired')}</FormHelperText> : null}
            </FormControl>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormSelect
                name="default_region"
                label={t('defaultRegion')}
                value={draft.defaultRegion}
                options={[
                  none,
                  ...options.regions
                    .filter((r) => draft.enabledRegions.includes(r.region))
                    .map((r) => ({ value: r.region, label: r.name })),
                ]}
                onChange={(defaultRegion) => change({ defaultRegion, defaultNetwork: '' })}
                size="small"
                fullWidth
              />
              <FormSelect
                name="default_network"
                label={t('defaultNetwork')}
                value={draft.defaultNetwork}
                options={[none, ...networksHere.map((n) => ({ value: n.id, label: n.name }))]}
                onChange={(defaultNetwork) => change({ defaultNetwork })}
                helperText={t('networkHint')}
                size="small"
                fullWidth
              />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormSelect
                name="default_size"
                label={t('defaultSize')}
                value={draft.defaultSize}
                options={[none, ...options.sizes]}
                onChange={(defaultSize) => change({ defaultSize })}
                size="small"
                fullWidth
              />
              <FormSelect
                name="default_image"
                label={t('defaultImage')}
                value={draft.defaultImage}
                options={[none, ...options.images]}
                onChange={(defaultImage) => change({ defaultImage })}
                size="small"
                fullWidth
              />
            </Stack>
            <FormAlert message={alert} />
            {saved && !alert ? (
              <Alert severity="success" role="status">
                {t('saved')}
              </Alert>
            ) : null}
            <FormActions busy={busy} submitLabel={t('save')} busyLabel={t('saving')} />
          </Stack>
        </Form>
      )}
    </Paper>
  );
}
