/** A company registered for TSS, as its lists show it (the API's, camelCased by the caller). */
export interface TssCompanyItem {
  id: string;
  cnpj: string;
  corporateName: string;
  environment: 'production' | 'homologation';
  quotaHired: number;
  quotaUsed: number;
}

/** A company in TSS registration: with its customer. */
export interface TssAdminCompanyItem extends TssCompanyItem {
  tCode: string;
  customerName: string;
}

/** The CNPJ as written: 00.000.000/0000-00 (anything but 14 digits as it is). */
export function formatCnpj(cnpj: string): string {
  const digits = /^\d{14}$/.exec(cnpj)?.[0];
  return digits
    ? `${digits.slice(0, 2)}.${digits.slice(2, 5)}.${digits.slice(5, 8)}/${digits.slice(8, 12)}-${digits.slice(12)}`
    : cnpj;
}

/** The share of the quota used, 0–100 (a quota of 0 used at all reads as full). */
export function quotaPercent(used: number, hired: number): number {
  if (hired <= 0) return used > 0 ? 100 : 0;
  return Math.min(100, Math.round((used / hired) * 100));
}
