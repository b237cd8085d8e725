import { DisasterRecoveryToggles } from '@nuvem/ui';
import { useDisasterRecoverySwitches } from './useDisasterRecoverySwitches';

export interface DisasterRecoveryContainerProps {
  cloudId: string | undefined;
}

/**
 * The disaster-recovery toggles wired to the API (spec §2.7, §4). Render it only with the disaster_recovery
 * feature flag, as the shell does.
 */
export function DisasterRecoveryContainer({ cloudId }: DisasterRecoveryContainerProps) {
  const dr = useDisasterRecoverySwitches(cloudId, true);
  return (
    <DisasterRecoveryToggles
      testActive={dr.testActive}
      testLoading={dr.loading.has('test_active')}
      onToggleTest={(next) => void dr.toggle('test_active', next)}
      allTopologies={dr.allTopologies}
      allTopologiesLoading={dr.loading.has('all_topologies')}
      onToggleAllTopologies={(next) => void dr.toggle('all_topologies', next)}
    />
  );
}
