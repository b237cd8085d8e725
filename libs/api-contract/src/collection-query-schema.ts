// The TypeBox schemas of the list query (collection-query.ts) and of a server-paged answer.
import { Type, type Static, type TSchema } from 'typebox';
import { maxFilterTokens, maxPageSize } from './collection-query';
export * from './collection-query';

export const CollectionQuerySchema = Type.Object(
  {
    filter: Type.Optional(
      Type.Array(Type.String({ minLength: 2, maxLength: 200, pattern: '^([a-z][a-z0-9_]*)?(!=|!:|=|:).' }), {
        maxItems: maxFilterTokens,
        description:
          'Filter tokens, all of which must match: `field=value`, `field!=value`, `field:text` (contains), ' +
          '`field!:text`, or `:text` for free text. Repeat the parameter for more than one.',
      }),
    ),
    sort: Type.Optional(
      Type.String({ pattern: '^-?[a-z][a-z0-9_]*$', description: 'A field; a leading - sorts descending.' }),
    ),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1, description: '1-based.' })),
    page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: maxPageSize, default: 25 })),
  },
  { additionalProperties: false },
);
export type CollectionQuery = Static<typeof CollectionQuerySchema>;

/** A page of a server-paged list: its items and how many match over every page. */
export const collectionPageSchema = <T extends TSchema>(items: T) => ({
  total: Type.Integer({ minimum: 0, description: 'Items matching the filter, over every page.' }),
  page: Type.Integer({ minimum: 1 }),
  page_size: Type.Integer({ minimum: 1 }),
  items,
});
