// One IaaS virtual machine (issue 30, IaaS › Máquinas virtuais › a machine's page): what it is built of, what
// is attached to it, what it costs a month at today's prices, and its daily CPU and memory use.
import { Type, type Static } from 'typebox';
import { CloudIdSchema } from './environments';
import { IaasResourceSchema } from './iaas';
export { iaasMachineEndpoints } from './endpoints';

/** How many days of use a machine's page shows. */
export const iaasMachineUsageDays = 30;

export const IaasMachineParamsSchema = Type.Object({
  cloudId: CloudIdSchema,
  resourceId: Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,79}$', description: 'e.g. vm-acm1-01.' }),
});
export type IaasMachineParams = Static<typeof IaasMachineParamsSchema>;

const nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T, description: string) =>
  Type.Union([schema, Type.Null()], { description });

export const IaasMachineDetailSchema = Type.Object({
  machine: IaasResourceSchema,
  size: nullable(
    Type.Object({ sku: Type.String(), vcpus: Type.Integer(), memory_gb: Type.Integer() }),
    'Its size in the price list; null for a machine made outside it.',
  ),
  image: nullable(
    Type.Object({ image_id: Type.String(), name: Type.String(), os_family: Type.String() }),
    'The image it was made from.',
  ),
  private_address: nullable(Type.String(), 'Its address in its network.'),
  network: nullable(
    Type.Object({ resource_id: Type.String(), name: Type.String(), cidr: Type.String() }),
    'The network it is in.',
  ),
  tags: Type.Record(Type.String(), Type.String()),
  volumes: Type.Array(IaasResourceSchema, { description: 'Block volumes attached to it.' }),
  public_ips: Type.Array(IaasResourceSchema, { description: 'Public addresses attached to it.' }),
  monthly_cents: nullable(
    Type.Integer({ minimum: 0 }),
    'A month at the region’s prices of today: size, boot disk and volumes (standard disk), public addresses ' +
      'and the image’s license per vCPU; null when its size or region is not in the price list.',
  ),
  failure: nullable(
    Type.Object({
      operation_id: Type.String({ format: 'uuid' }),
      kind: Type.String({ description: 'e.g. vm.create.' }),
      error_code: Type.String({ description: 'Why it failed (error_code.{code}).' }),
      finished_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    }),
    'While the machine is in error: the operation that failed on it last, and why; null otherwise.',
  ),
  usage: Type.Array(
    Type.Object({
      day: Type.String({ format: 'date' }),
      state: Type.String({ description: "The day's state: 'Em execução', 'Parada' or 'Em manutenção'." }),
      cpu_pct: Type.Number(),
      memory_pct: Type.Number(),
    }),
    { description: `Its daily use, the last ${iaasMachineUsageDays} days up to yesterday, oldest first.` },
  ),
});
export type IaasMachineDetail = Static<typeof IaasMachineDetailSchema>;
