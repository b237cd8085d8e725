export * from './IaasMachinePage';
export * from './iaasMachineModel';
