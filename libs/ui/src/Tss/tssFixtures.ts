import type { TssAdminCompanyItem, TssCompanyItem } from './tssTypes';

/** Acme's companies as the stories and tests show them. */
export const sampleTssCompanies: TssCompanyItem[] = [
  {
    id: '7a1c2a52-0d4e-4f5b-9a51-0c1d2e3f4b01',
    cnpj: '11345678000282',
    corporateName: 'Acme Distribuidora Ltda.',
    environment: 'production',
    quotaHired: 1000,
    quotaUsed: 200,
  },
  {
    id: '7a1c2a52-0d4e-4f5b-9a51-0c1d2e3f4b02',
    cnpj: '11345678000101',
    corporateName: 'Acme Indústria e Comércio Ltda.',
    environment: 'production',
    quotaHired: 4000,
    quotaUsed: 3900,
  },
  {
    id: '7a1c2a52-0d4e-4f5b-9a51-0c1d2e3f4b03',
    cnpj: '11345678000363',
    corporateName: 'Acme Serviços Ltda.',
    environment: 'homologation',
    quotaHired: 0,
    quotaUsed: 0,
  },
];

export const sampleTssAdminCompanies: TssAdminCompanyItem[] = [
  ...sampleTssCompanies.map((company) => ({ ...company, tCode: 'T10007', customerName: 'Acme Produção' })),
  {
    id: '7a1c2a52-0d4e-4f5b-9a51-0c1d2e3f4b04',
    cnpj: '14345678000104',
    corporateName: 'Globex Filial 1 S.A.',
    environment: 'homologation',
    quotaHired: 0,
    quotaUsed: 0,
    tCode: 'T10028',
    customerName: 'Globex Filial 1',
  },
];
