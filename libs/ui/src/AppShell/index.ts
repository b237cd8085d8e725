export * from './AppShell';
export * from './ShellLoading';
