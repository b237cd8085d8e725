export interface Charge {
  min: number;
  gzip: number;
  words: number;
}
export function account(
  contents: string,
  resolveDir: string,
  label: (path: string) => string,
): Promise<{ total: Charge; parts: Map<string, Charge>; text: string }>;
export function gzipWithoutTexts(text: string, length: number): number;
