export * from './IaasCreateMachineForm';
export * from './iaasCreateMachineModel';
export * from './QuotaMeters';
