export interface ListLoad {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}
export const listCases: { name: string; url: string }[];
export function signIn(apiUrl: string, email: string, password: string): Promise<{ authorization: string }>;
export function measureList(
  env: Record<string, string>,
  options: { seconds: number; email: string; password: string },
): Promise<{ name: string; ours: ListLoad; peer: ListLoad; bytes: number }[]>;
