// Lists the user reads are sorted in JavaScript with the pt-BR collation, so the order is the same on every
// database (PGlite and PostgreSQL servers may have different collations) and right for accented names.
const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

export const comparePtBr = (a: string, b: string): number => collator.compare(a, b);
