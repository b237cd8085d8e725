// TSS (issue 32): a customer's companies registered for TSS and their monthly quota of documents, an order of
// more quota, and the staff's registration of companies and quotas.
import { Type, type Static } from 'typebox';
import { TCodeSchema } from './environments';
import { TSS_MAX_PACKAGES, TSS_MAX_QUOTA, tssEnvironments } from './tss-constants';
import { TssCnpjSchema, TssCompanySchema } from './tss-company';
export * from './tss-company';

const QuotaSchema = Type.Integer({ minimum: 0, maximum: TSS_MAX_QUOTA, description: 'Documents a month.' });
export { tssEndpoints } from './endpoints';
export * from './tss-constants';

export const TssQuotaRequestBodySchema = Type.Object(
  {
    company_id: Type.String({ format: 'uuid' }),
    packages: Type.Integer({ minimum: 1, maximum: TSS_MAX_PACKAGES }),
  },
  { additionalProperties: false },
);
export type TssQuotaRequestBody = Static<typeof TssQuotaRequestBodySchema>;

/** The form's values (the company is picked in the page, the packages typed). */
export const TssQuotaRequestFormSchema = TssQuotaRequestBodySchema;
export type TssQuotaRequestForm = TssQuotaRequestBody;

export const TssQuotaOrderSchema = Type.Object({
  purchase_id: Type.String({ format: 'uuid' }),
  state: Type.String(),
  documents: Type.Integer({ description: 'Documents a month the order adds once staff confirm it.' }),
  unit_price_cents: Type.String({ description: 'Integer centavos a package, a month.' }),
  quantity: Type.Integer(),
});
export type TssQuotaOrder = Static<typeof TssQuotaOrderSchema>;

export const TssAdminCompanySchema = Type.Object({
  ...TssCompanySchema.properties,
  t_code: Type.String(),
  customer_name: Type.String({ description: "The customer's name (its first environment's)." }),
  updated_at: Type.String({ format: 'date-time' }),
});
export type TssAdminCompany = Static<typeof TssAdminCompanySchema>;

export const TssAdminCompanyListSchema = Type.Object({ companies: Type.Array(TssAdminCompanySchema) });
export type TssAdminCompanyList = Static<typeof TssAdminCompanyListSchema>;

export const TssRegisterBodySchema = Type.Object(
  {
    t_code: TCodeSchema,
    cnpj: TssCnpjSchema,
    corporate_name: Type.String({ minLength: 1, maxLength: 200 }),
    environment: Type.Enum(tssEnvironments),
    quota_hired: QuotaSchema,
  },
  { additionalProperties: false },
);
export type TssRegisterBody = Static<typeof TssRegisterBodySchema>;

export const TssSetQuotaBodySchema = Type.Object(
  { quota_hired: QuotaSchema },
  { additionalProperties: false },
);
export type TssSetQuotaBody = Static<typeof TssSetQuotaBodySchema>;

export const TssCompanyParamsSchema = Type.Object({ companyId: Type.String({ format: 'uuid' }) });
export const TssQuotaParamsSchema = Type.Object({ tCode: TCodeSchema });
