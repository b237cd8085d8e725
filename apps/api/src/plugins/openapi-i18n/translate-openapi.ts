import type { DocsLanguage, OperationTexts } from './openapi-text-types';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

interface DocumentOperation {
  summary?: string;
  description?: string;
}

export interface TranslatableDocument {
  info?: { description?: string };
  paths?: Record<string, Partial<Record<string, DocumentOperation>>>;
}

/** 'GET /api/v1/me': how the translation tables name a route of the document. */
export const operationKeyOf = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

/** Every route of the document, with its key and its English texts. */
export function operationsOf(doc: object): { key: string; operation: DocumentOperation }[] {
  return Object.entries((doc as TranslatableDocument).paths ?? {}).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item?.[method];
      return operation ? [{ key: operationKeyOf(method, path), operation }] : [];
    }),
  );
}

/**
 * The document with its routes' summaries and descriptions in `language` (a copy: the English one is kept).
 * A route the tables miss keeps its English (the texts test forbids that, but a reader still gets a text).
 */
export function translatedOpenApi<T extends object>(
  doc: T,
  language: DocsLanguage,
  texts: OperationTexts,
): T {
  if (language === 'en') return doc;
  const copy = structuredClone(doc);
  for (const { key, operation } of operationsOf(copy)) {
    const text = texts[key]?.[language];
    if (!text) continue;
    operation.summary = text.summary;
    if (operation.description !== undefined && text.description !== undefined)
      operation.description = text.description;
  }
  return copy;
}
