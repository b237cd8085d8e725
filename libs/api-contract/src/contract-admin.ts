// Administração › Contratos (issue 32): every customer's contracts, product and IaaS, and a status change.
import { Type, type Static } from 'typebox';
import { contractAdminKinds, contractAdminStatuses, contractAdminTargets } from './contract-admin-constants';
export { contractAdminEndpoints } from './endpoints';
export * from './contract-admin-constants';

export const ContractAdminRowSchema = Type.Object({
  kind: Type.Enum(contractAdminKinds),
  number: Type.String({ description: 'The contract number, unique within its kind.' }),
  cloud_id: Type.String(),
  customer_name: Type.String(),
  t_code: Type.String(),
  plan: Type.String({ description: "A product contract's product; an IaaS contract's plan." }),
  description: Type.String(),
  status: Type.Enum(contractAdminStatuses),
  start_date: Type.String({ format: 'date' }),
  end_date: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
  monthly_cents: Type.Union([Type.String(), Type.Null()], {
    description: 'Integer centavos a month (a product contract); null for an IaaS contract (billed by use).',
  }),
});
export type ContractAdminRow = Static<typeof ContractAdminRowSchema>;

export const ContractAdminListSchema = Type.Object({ contracts: Type.Array(ContractAdminRowSchema) });
export type ContractAdminList = Static<typeof ContractAdminListSchema>;

export const ContractAdminParamsSchema = Type.Object({
  contractKind: Type.Enum(contractAdminKinds),
  contractNumber: Type.String({ minLength: 1, maxLength: 60 }),
});
export type ContractAdminParams = Static<typeof ContractAdminParamsSchema>;

export const ContractStatusBodySchema = Type.Object(
  { status: Type.Enum(contractAdminTargets) },
  { additionalProperties: false },
);
export type ContractStatusBody = Static<typeof ContractStatusBodySchema>;
