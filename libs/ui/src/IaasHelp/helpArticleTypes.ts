/** A help article of IaaS › Ajuda, in one language. */
export interface HelpArticle {
  /** Its address: /iaas/help/{slug}, the same in every language. */
  slug: string;
  title: string;
  /** One sentence: what the article answers. */
  summary: string;
  /** Paragraphs, in order. */
  paragraphs: readonly string[];
  /** Numbered steps after the paragraphs, when the article is a how-to. */
  steps?: readonly string[];
}
