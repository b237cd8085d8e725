// The global search over topologies (spec §2.9, §3 "Search result", §7 "Global search by text").
import { Type, type Static } from 'typebox';
export { searchEndpoints } from './endpoints';

/** The portal searches only when the text is longer than 4 characters (spec §2.9, §5). */
export const searchMinLength = 5;
export const searchMaxLength = 100;
export const searchDefaultLimit = 50;
export const searchMaxLimit = 100;

export const SearchQuerySchema = Type.Object({
  q: Type.String({
    minLength: searchMinLength,
    maxLength: searchMaxLength,
    // No control characters (line breaks, NUL…).
    pattern: '^[^\\u0000-\\u001f\\u007f]*$',
    description:
      'Text to find, case-insensitively, anywhere in topology_id, cloud_id, t_code, instance_name, domain or ' +
      'public_ip. More than 4 characters once trimmed.',
  }),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: searchMaxLimit, default: searchDefaultLimit })),
});
export type SearchQuery = Static<typeof SearchQuerySchema>;

/** One topology found. Every field is a list (spec §3); domain and public_ip are empty when it has none. */
export const SearchHitSchema = Type.Object({
  topology_id: Type.Array(Type.String()),
  cloud_id: Type.Array(Type.String()),
  t_code: Type.Array(Type.String()),
  instance_name: Type.Array(Type.String()),
  domain: Type.Array(Type.String()),
  public_ip: Type.Array(Type.String()),
});
export type SearchHit = Static<typeof SearchHitSchema>;

export const SearchResultSchema = Type.Object({
  data: Type.Array(SearchHitSchema, {
    description:
      'At most `limit` topologies of the environments the user may see, sorted by cloud_id then topology_id.',
  }),
  total: Type.Integer({ description: 'How many topologies match in all (may exceed the data returned).' }),
});
export type SearchResult = Static<typeof SearchResultSchema>;
