import { DisasterRecoveryToggles } from '@nuvem/ui';
import { useDisasterRecoverySwitches } from './useDisasterRecoverySwitches';

export interface DisasterRecoveryContainerProps {
  cloudId: string | undefined;
  /** The user holds the test switch's feature (shellPermissions `drTestSwitch`). */
  showTest: boolean;
  /** The user holds the all-topologies switch's feature (shellPermissions `drAllTopologiesSwitch`). */
  showAllTopologies: boolean;
}

/**
 * The disaster-recovery toggles wired to the API (spec §2.7, §4). Render it only with the disaster_recovery
 * feature flag and one of the switches' features, as the shell does: a switch the API would refuse is not shown.
 */
export function DisasterRecoveryContainer({
  cloudId,
  showTest,
  showAllTopologies,
}: DisasterRecoveryContainerProps) {
  const dr = useDisasterRecoverySwitches(cloudId, true);
  return (
    <DisasterRecoveryToggles
      testActive={dr.testActive}
      testLoading={dr.loading.has('test_active')}
      onToggleTest={(next) => void dr.toggle('test_active', next)}
      allTopologies={dr.allTopologies}
      allTopologiesLoading={dr.loading.has('all_topologies')}
      onToggleAllTopologies={(next) => void dr.toggle('all_topologies', next)}
      showTest={showTest}
      showAllTopologies={showAllTopologies}
    />
  );
}
