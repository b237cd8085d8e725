import { IaasMachineActions, IaasMachinePage } from '@nuvem/ui';
import { useCurrentAccount } from '../accounts/useCurrentAccount';
import { IaasMachineSnapshotsContainer } from '../backups/IaasMachineSnapshotsContainer';
import { useShellPermissions } from '../permissions/useShellPermissions';
import { useIaasMachine } from './useIaasMachine';
import { useIaasMachineAction } from './useIaasMachineAction';
import { useIaasPriceList } from './useIaasPricing';

export interface IaasMachineContainerProps {
  /** The machine's id as the address gives it (/iaas/virtual-machines/:resourceId). */
  resourceId: string;
  /** The places above the page (the menu's group and entry). */
  trail?: readonly string[];
  backHref?: string;
}

/**
 * One IaaS virtual machine of the current environment at its own address, on the API, with its actions: each
 * answered by an operation that moves the machine's state, shown as the stream reports it (a resize priced
 * with the calculator's price list), and its snapshots.
 */
export function IaasMachineContainer({ resourceId, trail, backHref }: IaasMachineContainerProps) {
  const cloudId = useCurrentAccount()?.cloud_id;
  const allowed = useShellPermissions()?.iaas ?? false;
  const { machine, state, retry } = useIaasMachine(cloudId, allowed, resourceId);
  const { pending, error, act } = useIaasMachineAction(cloudId, resourceId);
  // The resize dialog prices the sizes with the calculator's price list (asked once a sign-in).
  const { priceList } = useIaasPriceList(allowed);
  return (
    <IaasMachinePage
      resourceId={resourceId}
      machine={machine}
      state={state}
      onRetry={retry}
      trail={trail}
      backHref={backHref}
      actions={
        machine ? (
          <IaasMachineActions
            name={machine.name}
            state={machine.state}
            pending={pending}
            error={error}
            resize={
              priceList
                ? { region: machine.region, currentSku: machine.sizeSku, prices: priceList.prices }
                : undefined
            }
            onAction={act}
          />
        ) : undefined
      }
      snapshots={machine ? <IaasMachineSnapshotsContainer resourceId={resourceId} /> : undefined}
    />
  );
}
