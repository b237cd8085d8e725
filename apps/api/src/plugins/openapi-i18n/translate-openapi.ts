import type { DocsLanguage, OperationTexts, SchemaDescriptionTexts } from './openapi-text-types';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;
/** Fastify's answer description when a route gives none: the reference hides it, so it stays as it is. */
export const UNDESCRIBED_RESPONSE = 'Default Response';
/** Values, not prose: a 'description' inside them is data. */
const DATA_KEYS = new Set(['example', 'examples', 'default', 'enum', 'const']);

interface DocumentOperation {
  summary?: string;
  description?: string;
  parameters?: unknown;
  requestBody?: unknown;
  responses?: unknown;
}

interface TranslatableDocument {
  info?: unknown;
  components?: unknown;
  paths?: Record<string, Partial<Record<string, DocumentOperation>> & { parameters?: unknown }>;
}

/** The translation tables of the document: routes by 'METHOD /path', other descriptions by their English. */
export interface OpenApiTexts {
  operations: OperationTexts;
  descriptions: SchemaDescriptionTexts;
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

/** The parts of the document whose `description`s are the schemas' (not the routes' own summary/description). */
function schemaPartsOf(doc: object): unknown[] {
  const { info, components, paths } = doc as TranslatableDocument;
  return [
    info,
    components,
    ...Object.values(paths ?? {}).map((item) => item?.parameters),
    ...operationsOf(doc).flatMap(({ operation }) => [
      operation.parameters,
      operation.requestBody,
      operation.responses,
    ]),
  ];
}

/** Calls `visit` with each object holding a prose `description` under `node`. */
function eachDescribed(node: unknown, visit: (holder: { description: string }) => void): void {
  if (Array.isArray(node)) {
    for (const item of node) eachDescribed(item, visit);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const record = node as Record<string, unknown>;
  if (typeof record.description === 'string') visit(record as { description: string });
  for (const [key, value] of Object.entries(record)) {
    if (!DATA_KEYS.has(key) && typeof value === 'object') eachDescribed(value, visit);
  }
}

/** The distinct descriptions of parameters, bodies, answers, schemas and info, in the document's language. */
export function schemaDescriptionsOf(doc: object): Set<string> {
  const found = new Set<string>();
  for (const part of schemaPartsOf(doc))
    eachDescribed(part, ({ description }) => {
      if (description !== UNDESCRIBED_RESPONSE) found.add(description);
    });
  return found;
}

/**
 * The document in `language` (a copy: the English one is kept): its routes' summaries and descriptions, and the
 * descriptions of their parameters, bodies, answers and schemas. What the tables miss keeps its English (the
 * texts test forbids that, but a reader still gets a text).
 */
export function translatedOpenApi<T extends object>(doc: T, language: DocsLanguage, texts: OpenApiTexts): T {
  if (language === 'en') return doc;
  const copy = structuredClone(doc);
  for (const { key, operation } of operationsOf(copy)) {
    const text = texts.operations[key]?.[language];
    if (!text) continue;
    operation.summary = text.summary;
    if (operation.description !== undefined && text.description !== undefined)
      operation.description = text.description;
  }
  for (const part of schemaPartsOf(copy))
    eachDescribed(part, (holder) => {
      const translated = texts.descriptions[holder.description]?.[language];
      if (translated) holder.description = translated;
    });
  return copy;
}
