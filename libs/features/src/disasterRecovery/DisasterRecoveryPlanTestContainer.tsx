import Box from '@mui/material/Box';
import {
  DisasterRecoveryConfirmDialog,
  DisasterRecoveryHistory,
  DisasterRecoveryPlan,
  DisasterRecoveryPlanTest,
} from '@nuvem/ui';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentAccount } from '../accounts/useCurrentAccount';
import { FEATURES_NAMESPACE } from '../i18n/featuresNamespace';
import { useShellPermissions } from '../permissions/useShellPermissions';
import { useConfirmation } from './useConfirmation';
import { useDisasterRecoveryPlan } from './useDisasterRecoveryPlan';
import { useDisasterRecoverySwitches } from './useDisasterRecoverySwitches';

/**
 * The plan-test page (spec §2.6 customer disaster recovery › plan-test, §2.7, §4): the test's state and its
 * start or end, confirmed; the pairs it exercises; the history. The test is the top bar's 'Teste' switch (the
 * same SWR key and API state), so both always agree.
 */
export function DisasterRecoveryPlanTestContainer() {
  const { t } = useTranslation(FEATURES_NAMESPACE, { keyPrefix: 'disasterRecovery.planTest' });
  const cloudId = useCurrentAccount()?.cloud_id;
  const allowed = useShellPermissions()?.disasterRecoveryPlan ?? false;
  const plan = useDisasterRecoveryPlan(cloudId, allowed);
  const switches = useDisasterRecoverySwitches(cloudId, true);
  const { refresh } = plan;
  const { toggle } = switches;
  const run = useCallback(
    async (next: boolean) => {
      // A refusal shows as a notice (the switch's own handling); the history then lists what happened.
      await toggle('test_active', next);
      refresh();
    },
    [toggle, refresh],
  );
  const confirmation = useConfirmation(run);
  const next = confirmation.asked?.target;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <DisasterRecoveryPlanTest
        active={switches.testActive}
        busy={switches.loading.has('test_active')}
        disabled={plan.state.status === 'ready' && plan.pairs.length === 0}
        onStart={() => confirmation.ask(true)}
        onEnd={() => confirmation.ask(false)}
      />
      <DisasterRecoveryPlan
        pairs={plan.pairs}
        environmentState={plan.environmentState}
        state={plan.state}
        mode="view"
        onRetry={plan.refresh}
      />
      {plan.state.status !== 'error' ? (
        <DisasterRecoveryHistory events={plan.history} loading={plan.state.status === 'loading'} />
      ) : null}
      <DisasterRecoveryConfirmDialog
        open={next !== undefined}
        title={next ? t('startTitle') : t('endTitle')}
        description={next ? t('startDescription', { cloudId }) : t('endDescription')}
        confirmLabel={next ? t('start') : t('end')}
        busy={confirmation.busy}
        error={confirmation.error}
        onConfirm={(typed) => void confirmation.confirm(typed)}
        onCancel={confirmation.cancel}
      />
    </Box>
  );
}
