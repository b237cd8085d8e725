// Every operation kind the worker runs, by kind: one place for the worker, the step counts and the audit.
import type { OperationKind } from '@nuvem/api-contract';
import { marketplaceProvisionOperationKind } from './marketplace-operation-kinds';
import { networkOperationKinds } from './network-operation-kinds';
import type { OperationKindDefinition } from './operation-kind';
import { resourceDeleteOperationKind } from './resource-delete-operation-kinds';
import { restoreOperationKinds } from './restore-operation-kinds';
import { vmCreateOperationKind } from './vm-create-operation-kinds';
import { vaultKeyOperationKinds } from './vault-key-operation-kinds';
import { vmOperationKinds } from './vm-operation-kinds';

export const operationKindDefinitions: Record<OperationKind, OperationKindDefinition> = {
  ...vmOperationKinds,
  ...restoreOperationKinds,
  ...networkOperationKinds,
  ...vaultKeyOperationKinds,
  'vm.create': vmCreateOperationKind,
  'resource.delete': resourceDeleteOperationKind,
  'marketplace.provision': marketplaceProvisionOperationKind,
};
