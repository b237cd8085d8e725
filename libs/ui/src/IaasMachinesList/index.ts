export * from './IaasMachinesList';
