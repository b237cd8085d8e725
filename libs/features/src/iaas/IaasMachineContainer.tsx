import { IaasMachineActions, IaasMachinePage } from '@nuvem/ui';
import { useCurrentAccount } from '../accounts/useCurrentAccount';
import { useShellPermissions } from '../permissions/useShellPermissions';
import { useIaasMachine } from './useIaasMachine';
import { useIaasMachineAction } from './useIaasMachineAction';

export interface IaasMachineContainerProps {
  /** The machine's id as the address gives it (/iaas/virtual-machines/:resourceId). */
  resourceId: string;
  /** The places above the page (the menu's group and entry). */
  trail?: readonly string[];
  backHref?: string;
}

/**
 * One IaaS virtual machine of the current environment at its own address, on the API, with its actions: each
 * answered by an operation that moves the machine's state, shown as the stream reports it.
 */
export function IaasMachineContainer({ resourceId, trail, backHref }: IaasMachineContainerProps) {
  const cloudId = useCurrentAccount()?.cloud_id;
  const allowed = useShellPermissions()?.iaas ?? false;
  const { machine, state, retry } = useIaasMachine(cloudId, allowed, resourceId);
  const { pending, error, act } = useIaasMachineAction(cloudId, resourceId);
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
            onAction={act}
          />
        ) : undefined
      }
    />
  );
}
