export * from './IaasMachineActions';
