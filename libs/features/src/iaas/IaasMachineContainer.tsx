import { IaasMachinePage } from '@nuvem/ui';
import type { ReactNode } from 'react';
import { useCurrentAccount } from '../accounts/useCurrentAccount';
import { useShellPermissions } from '../permissions/useShellPermissions';
import { useIaasMachine } from './useIaasMachine';

export interface IaasMachineContainerProps {
  /** The machine's id as the address gives it (/iaas/virtual-machines/:resourceId). */
  resourceId: string;
  /** The places above the page (the menu's group and entry). */
  trail?: readonly string[];
  backHref?: string;
  /** The machine's actions, once the page has it. */
  actions?: ReactNode;
}

/** One IaaS virtual machine of the current environment at its own address, on the API. */
export function IaasMachineContainer({ resourceId, trail, backHref, actions }: IaasMachineContainerProps) {
  const cloudId = useCurrentAccount()?.cloud_id;
  const allowed = useShellPermissions()?.iaas ?? false;
  const { machine, state, retry } = useIaasMachine(cloudId, allowed, resourceId);
  return (
    <IaasMachinePage
      resourceId={resourceId}
      machine={machine}
      state={state}
      onRetry={retry}
      trail={trail}
      backHref={backHref}
      actions={actions}
    />
  );
}
