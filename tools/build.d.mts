export type ProductionPart = 'api' | 'web' | 'portal' | 'analytics' | 'storybook';
export const PRODUCTION_PARTS: Record<ProductionPart, { workspace: string; output: string }>;
/** The hash of everything a part's build reads. */
export function inputsHash(part: ProductionPart): string;
/** Builds each part that is missing or stale; resolves once all are built. */
export function buildProduction(parts?: ProductionPart[]): Promise<void>;
