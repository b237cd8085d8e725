export * from './IaasMachineResizeDialog';
