import Box from '@mui/material/Box';
import { DisasterRecoveryConfirmDialog, DisasterRecoveryHistory, DisasterRecoveryPlan } from '@nuvem/ui';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentAccount } from '../accounts/useCurrentAccount';
import { FEATURES_NAMESPACE } from '../i18n/featuresNamespace';
import { useShellPermissions } from '../permissions/useShellPermissions';
import { useConfirmation } from './useConfirmation';
import { useDisasterRecoveryPlan, type FailoverDirection } from './useDisasterRecoveryPlan';

export interface DisasterRecoveryFailoverContainerProps {
  /** activate: the activation page (fail over to the destination); restore: the deactivation page. */
  direction: FailoverDirection;
}

/**
 * The activation and deactivation pages (spec §2.6 customer disaster recovery): the environment's pairs with
 * their action, for one pair or the whole environment, each confirmed by typing the environment's code (the
 * API checks it and audits the action), and the history.
 */
export function DisasterRecoveryFailoverContainer({ direction }: DisasterRecoveryFailoverContainerProps) {
  const { t } = useTranslation(FEATURES_NAMESPACE, { keyPrefix: `disasterRecovery.${direction}` });
  const cloudId = useCurrentAccount()?.cloud_id;
  const allowed = useShellPermissions()?.disasterRecoveryPlan ?? false;
  const plan = useDisasterRecoveryPlan(cloudId, allowed);
  const { changeFailover } = plan;
  const run = useCallback(
    (originTopologyId: string | null, typed: string) => changeFailover(direction, originTopologyId, typed),
    [changeFailover, direction],
  );
  const confirmation = useConfirmation(run);
  const asked = confirmation.asked;
  const pair = asked?.target
    ? plan.pairs.find((candidate) => candidate.origin.topologyId === asked.target)
    : undefined;
  const region = direction === 'activate' ? pair?.destination?.region : pair?.origin.region;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <DisasterRecoveryPlan
        pairs={plan.pairs}
        environmentState={plan.environmentState}
        state={plan.state}
        mode={direction}
        onAction={confirmation.ask}
        busy={confirmation.busy}
        onRetry={plan.refresh}
      />
      {plan.state.status !== 'error' ? (
        <DisasterRecoveryHistory events={plan.history} loading={plan.state.status === 'loading'} />
      ) : null}
      <DisasterRecoveryConfirmDialog
        open={asked !== undefined}
        title={pair ? t('titlePair', { product: pair.productName }) : t('titleEnvironment')}
        description={
          pair
            ? t('descriptionPair', { product: pair.productName, region: region ?? '—' })
            : t('descriptionEnvironment', { cloudId })
        }
        confirmLabel={t('confirm')}
        tone={direction === 'activate' ? 'danger' : 'default'}
        typedConfirmation={cloudId ?? ''}
        busy={confirmation.busy}
        error={confirmation.error}
        onConfirm={(typed) => void confirmation.confirm(typed)}
        onCancel={confirmation.cancel}
      />
    </Box>
  );
}
