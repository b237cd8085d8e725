// The IaaS account at a glance (issue 30, IaaS › Boas-vindas): what the environment holds, what its machines
// cost a month at today's prices, and a getting-started checklist computed from what exists.
import { Type, type Static } from 'typebox';
export { iaasOverviewEndpoints } from './endpoints';
import { iaasChecklistSteps } from './iaas-constants';

export const IaasOverviewSchema = Type.Object({
  cloud_id: Type.String(),
  machines: Type.Object({
    total: Type.Integer({ minimum: 0 }),
    running: Type.Integer({ minimum: 0 }),
    stopped: Type.Integer({ minimum: 0 }),
    other: Type.Integer({ minimum: 0, description: 'On their way somewhere, or in error.' }),
  }),
  volumes: Type.Object({ count: Type.Integer({ minimum: 0 }), size_gb: Type.Integer({ minimum: 0 }) }),
  networks: Type.Integer({ minimum: 0 }),
  public_ips: Type.Object({
    count: Type.Integer({ minimum: 0 }),
    free: Type.Integer({ minimum: 0, description: 'Reserved and attached to nothing: paid for, unused.' }),
  }),
  regions: Type.Array(Type.String(), { description: 'The regions its resources are in.' }),
  monthly_cents: Type.Integer({
    minimum: 0,
    description:
      'Its machines, volumes and public IPs a month at their regions’ prices of today (machines out of the ' +
      'price list count nothing).',
  }),
  checklist: Type.Array(
    Type.Object({
      step: Type.Enum(iaasChecklistSteps),
      done: Type.Boolean(),
    }),
    { description: 'The getting-started steps in order, each done or not from what the environment holds.' },
  ),
});
export type IaasOverview = Static<typeof IaasOverviewSchema>;
