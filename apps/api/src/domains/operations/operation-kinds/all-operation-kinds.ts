// Every kind the operation worker runs, by kind.
import type { OperationKind } from '@nuvem/api-contract';
import type { OperationKindDefinition } from './operation-kind';
import { resourceDeleteOperationKind } from './resource-delete-operation-kinds';
import { vmCreateOperationKind } from './vm-create-operation-kinds';
import { vmOperationKinds } from './vm-operation-kinds';

export const allOperationKinds: Record<OperationKind, OperationKindDefinition> = {
  ...vmOperationKinds,
  'vm.create': vmCreateOperationKind,
  'resource.delete': resourceDeleteOperationKind,
};
