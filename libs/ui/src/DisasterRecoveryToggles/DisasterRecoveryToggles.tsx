import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { LoadingToggle } from './LoadingToggle';

export interface DisasterRecoveryTogglesProps {
  /** Whether the disaster-recovery test is active (spec §4). */
  testActive: boolean;
  /** While the test's change is in flight. */
  testLoading?: boolean;
  /** Called with the requested test state when 'Teste' is pressed. */
  onToggleTest: (next: boolean) => void;
  /** Whether all topologies are shown, disaster-recovery ones included (spec §4). */
  allTopologies: boolean;
  /** While the all-topologies change is in flight. */
  allTopologiesLoading?: boolean;
  /** Called with the requested state when 'DR' is pressed. */
  onToggleAllTopologies: (next: boolean) => void;
  /** Whether the user may turn the test (its feature); a switch the user may not use is not shown. */
  showTest?: boolean;
  /** Whether the user may turn the all-topologies view (its feature). */
  showAllTopologies?: boolean;
}

/**
 * The top bar's disaster-recovery controls (portal spec §2.7, §4): a test toggle and a 'DR' toggle that views
 * all topologies. Both flip on click and show their loading. The portal renders this group only with the
 * disaster_recovery feature flag, and each switch only to users who hold its feature (the API's rule).
 */
export function DisasterRecoveryToggles({
  testActive,
  testLoading = false,
  onToggleTest,
  allTopologies,
  allTopologiesLoading = false,
  onToggleAllTopologies,
  showTest = true,
  showAllTopologies = true,
}: DisasterRecoveryTogglesProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'DisasterRecoveryToggles' });
  return (
    <Stack role="group" aria-label={t('group')} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      {showTest && (
        <LoadingToggle
          label={t('test')}
          hint={t('testHint')}
          pressed={testActive}
          loading={testLoading}
          onToggle={onToggleTest}
        />
      )}
      {showAllTopologies && (
        <LoadingToggle
          label={t('allTopologies')}
          hint={t('allTopologiesHint')}
          pressed={allTopologies}
          loading={allTopologiesLoading}
          onToggle={onToggleAllTopologies}
        />
      )}
    </Stack>
  );
}
