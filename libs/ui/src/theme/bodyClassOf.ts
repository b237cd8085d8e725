import type { Layout, SupportType } from './createNuvemTheme';

/** The body class of portal spec §2.3: tc-prime or tc-standard, with '-modern' in the modern layout. */
export function bodyClassOf(support: SupportType, layout: Layout): string {
  return `tc-${support}${layout === 'modern' ? '-modern' : ''}`;
}
