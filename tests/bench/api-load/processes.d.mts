/** Runs an apps/api script to completion (e.g. the synthetic-topologies seeder) with the given env. */
export function runApiScript(script: string, args: string[], env: Record<string, string>): void;
export function freePort(): Promise<number>;
export function startApi(env: Record<string, string>): Promise<{
  url: string;
  eventLoopReport: string;
  signal(name: NodeJS.Signals): void;
  stop(): Promise<void>;
}>;
/** A throwaway PostgreSQL server; `url` is its connection string. */
export function startThrowawayPostgres(): Promise<{ url: string; stop(): Promise<void> }>;
