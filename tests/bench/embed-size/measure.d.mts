export function sizes(text: string): { min: number; gzip: number; brotli: number };
export function floorWords(text: string): string[];
export function textFloor(text: string): number;
export function bundleOptions(contents: string, resolveDir: string): Record<string, unknown>;
