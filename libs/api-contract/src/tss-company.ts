// A company registered for TSS and its quota (issue 32): GET /tss/:tCode answers them, as the admin list does.
import { Type, type Static } from 'typebox';
import { tssEnvironments } from './tss-constants';

export const TssCnpjSchema = Type.String({ pattern: '^[0-9]{14}$', description: 'The CNPJ, 14 digits.' });

export const TssCompanySchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  cnpj: TssCnpjSchema,
  corporate_name: Type.String(),
  environment: Type.Enum(tssEnvironments),
  quota_hired: Type.Integer({ minimum: 0 }),
  quota_used: Type.Integer({ minimum: 0, description: 'Documents sent this month.' }),
});
export type TssCompany = Static<typeof TssCompanySchema>;
