// IaaS › Informações (spec §2.6 IaaS › information, §6 iaas_information_access and iaas_information_documents):
// the environment's IaaS contract, its billing data, this month's consumption so far, and the documents (the
// contract and monthly invoices) the user may download.
import { Type, type Static } from 'typebox';
import { CloudIdSchema } from './environments';
export { iaasInformationEndpoints } from './endpoints';

export const iaasContractPlans = ['pay_as_you_go', 'reserved_12', 'reserved_36', 'enterprise'] as const;
export type IaasContractPlan = (typeof iaasContractPlans)[number];

/** cancelling: the user's IaaS account is being cancelled (spec §6 iaas_cancelling). */
export const iaasContractStatuses = ['active', 'suspended', 'ended', 'cancelling'] as const;
export type IaasContractStatus = (typeof iaasContractStatuses)[number];

export const iaasPaymentMethods = ['boleto', 'pix', 'credit_card', 'bank_debit'] as const;
export type IaasPaymentMethod = (typeof iaasPaymentMethods)[number];

export const iaasDocumentKinds = ['contract', 'invoice'] as const;
export type IaasDocumentKind = (typeof iaasDocumentKinds)[number];

const DateOnly = Type.String({ format: 'date' });

export const IaasContractSchema = Type.Object({
  number: Type.String({ description: 'The contract number the customer quotes.' }),
  plan: Type.Enum(iaasContractPlans),
  start_date: DateOnly,
  term_months: Type.Integer({ minimum: 1 }),
  end_date: Type.String({ format: 'date', description: 'start_date plus the term.' }),
  status: Type.Enum(iaasContractStatuses),
});
export type IaasContract = Static<typeof IaasContractSchema>;

export const IaasBillingSchema = Type.Object({
  legal_name: Type.String({ description: 'The company’s legal name (razão social).' }),
  cnpj: Type.String({ description: 'The company’s CNPJ, formatted (00.000.000/0000-00).' }),
  billing_address: Type.String(),
  invoice_email: Type.String({ description: 'Where invoices are sent.' }),
  payment_method: Type.Enum(iaasPaymentMethods),
  invoice_day: Type.Integer({
    minimum: 1,
    maximum: 28,
    description: 'The day of the month invoices are due.',
  }),
});
export type IaasBilling = Static<typeof IaasBillingSchema>;

export const IaasInformationSchema = Type.Object({
  cloud_id: Type.String(),
  contract: Type.Union([IaasContractSchema, Type.Null()], { description: 'Null: no IaaS contract.' }),
  billing: Type.Union([IaasBillingSchema, Type.Null()], { description: 'Null: no billing data yet.' }),
  consumption: Type.Object({
    month: Type.String({ description: 'YYYY-MM.' }),
    to_date_cents: Type.Integer({ minimum: 0, description: 'Centavos of R$ up to yesterday.' }),
  }),
  documents_allowed: Type.Boolean({ description: 'Whether the user holds iaas_information_documents.' }),
});
export type IaasInformation = Static<typeof IaasInformationSchema>;

export const IaasDocumentSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  kind: Type.Enum(iaasDocumentKinds),
  period: Type.Union([Type.String({ description: 'YYYY-MM, the month an invoice bills.' }), Type.Null()]),
  issued_on: DateOnly,
  file_name: Type.String(),
  content_type: Type.String(),
});
export type IaasDocument = Static<typeof IaasDocumentSchema>;

export const IaasDocumentListSchema = Type.Object({
  documents: Type.Array(IaasDocumentSchema, { description: 'Newest first.' }),
});
export type IaasDocumentList = Static<typeof IaasDocumentListSchema>;

export const IaasDocumentParamsSchema = Type.Object({
  cloudId: CloudIdSchema,
  documentId: Type.String({ format: 'uuid' }),
});
export type IaasDocumentParams = Static<typeof IaasDocumentParamsSchema>;
