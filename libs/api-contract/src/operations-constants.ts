// Operations without schemas, so the portal can import them through '@nuvem/api-contract/paths'.

/** What an operation on a virtual machine does (POST …/virtual-machines/:resourceId/actions). */
export const vmActions = ['start', 'stop', 'restart', 'delete', 'resize', 'snapshot'] as const;
export type VmAction = (typeof vmActions)[number];

/** The operation kinds the API runs, `<resource>.<action>`; the audit log names each operation by its kind. */
export const operationKinds = [
  'vm.start',
  'vm.stop',
  'vm.restart',
  'vm.delete',
  'vm.resize',
  'vm.snapshot',
  'snapshot.restore',
  'backup.restore',
  // IaaS › Gerenciador: a machine created (from the catalogue or an imported image), a free volume or IP removed.
  'vm.create',
  'resource.delete',
  // IaaS › Configuração: a network or subnet made or deleted.
  'network.create',
  'network.delete',
  'subnet.create',
  'subnet.delete',
  // Chaves externas: every data key of the environment's vault re-wrapped under a key made active or rotated.
  'external_key.activate',
  'external_key.rotate',
  // Marketplace: a plan bought for an environment, provisioned (its purchase pending → provisioning → active).
  'marketplace.provision',
] as const;
export type OperationKind = (typeof operationKinds)[number];
/** The kinds POST …/virtual-machines/:resourceId/actions asks for. */
export type VmActionKind = `vm.${VmAction}`;

/** The header a client sends with each action: the same key again is the same operation. */
export const idempotencyKeyHeader = 'idempotency-key';

/** A VM snapshot's life: created by a vm.snapshot operation, available once its last step is done. */
export const snapshotStates = ['creating', 'available'] as const;
export type SnapshotState = (typeof snapshotStates)[number];
