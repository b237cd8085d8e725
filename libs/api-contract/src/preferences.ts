// The user's preferences by namespace (spec §3 "Preference data", §7): favorite dashboards (FavoriteInsights),
// the insights opened last (RecentInsights, the 'Recentes' row of the Insights screen, spec §2.5), a notes list,
// phones, and how the user likes each list screen (lists: its columns, density and page size). Each is the user's own, globally or for one customer (?ccode=<t_code>).
import { Type, type Static, type TSchema } from 'typebox';
import { TCodeSchema } from './environments';
export { preferenceEndpoints } from './endpoints';

export const preferenceNamespaces = [
  'FavoriteInsights',
  'RecentInsights',
  'notes',
  'phones',
  'lists',
] as const;
export type PreferenceNamespace = (typeof preferenceNamespaces)[number];

export const maxFavoriteInsights = 500;
/**
 * How many insights the 'Recentes' row of the Insights screen remembers (spec §2.5): opening one more drops the
 * one opened longest ago.
 */
export const maxRecentInsights = 12;
export const maxPreferenceNotes = 200;
export const maxPhones = 10;
/** List screens whose preferences a user keeps; far more than the portal has. */
export const maxListPreferences = 100;
export const listDensities = ['comfortable', 'compact'] as const;

/** An id inside a preference: letters, digits, _ . : - (uuids, slugs, numbers). */
const preferenceId = (description: string) =>
  Type.String({ minLength: 1, maxLength: 64, pattern: '^[\\w.:-]+$', description });

export const FavoriteDashboardIdSchema = preferenceId(
  'A dashboard id (not checked against the dashboards: they live elsewhere).',
);

export const FavoriteInsightsDataSchema = Type.Array(FavoriteDashboardIdSchema, {
  maxItems: maxFavoriteInsights,
  uniqueItems: true,
  description: 'Favorite dashboard ids, in the order they were starred.',
});

export const RecentInsightIdSchema = preferenceId(
  'A dashboard or BI item id (not checked against them: they live elsewhere, and an id grants nothing).',
);

export const RecentInsightsDataSchema = Type.Array(RecentInsightIdSchema, {
  maxItems: maxRecentInsights,
  uniqueItems: true,
  description: `The dashboards and BI items the user opened last, most recent first, at most ${maxRecentInsights}.`,
});

export const PreferenceNoteSchema = Type.Object(
  {
    id: preferenceId('Unique within the list.'),
    text: Type.String({ maxLength: 2000 }),
    checked: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type PreferenceNote = Static<typeof PreferenceNoteSchema>;

export const NotesDataSchema = Type.Array(PreferenceNoteSchema, {
  maxItems: maxPreferenceNotes,
  description: 'Personal notes; ids are unique within the list.',
});

export const PhoneSchema = Type.String({
  minLength: 8,
  maxLength: 20,
  // Digits, spaces, +, - and parentheses, with at least 8 digits.
  pattern: '^(?=(?:\\D*\\d){8})[0-9 +()-]+$',
  description: "E.g. '+55 11 91234-5678'.",
});

export const PhonesDataSchema = Type.Array(PhoneSchema, { maxItems: maxPhones, uniqueItems: true });

export const ListPreferenceSchema = Type.Object(
  {
    list: preferenceId("The list screen's id, e.g. iaas-resources; unique within the preference."),
    visible_columns: Type.Array(Type.String({ minLength: 1, maxLength: 64, pattern: '^[\\w.-]+$' }), {
      maxItems: 50,
      uniqueItems: true,
      description: 'The ids of the columns shown, in the list’s order.',
    }),
    density: Type.Enum(listDensities),
    page_size: Type.Integer({ minimum: 1, maximum: 100 }),
  },
  { additionalProperties: false },
);
export type ListPreference = Static<typeof ListPreferenceSchema>;

export const ListsDataSchema = Type.Array(ListPreferenceSchema, {
  maxItems: maxListPreferences,
  description: 'How the user likes each list screen; list ids are unique within the array.',
});

export const preferenceDataSchemas = {
  FavoriteInsights: FavoriteInsightsDataSchema,
  RecentInsights: RecentInsightsDataSchema,
  notes: NotesDataSchema,
  phones: PhonesDataSchema,
  lists: ListsDataSchema,
} as const;
export type PreferenceDataOf = {
  [N in PreferenceNamespace]: Static<(typeof preferenceDataSchemas)[N]>;
};

export const PreferenceQuerySchema = Type.Object(
  {
    /** A t_code of an environment the user may see: the preference for that customer. */
    ccode: Type.Optional(TCodeSchema),
  },
  { additionalProperties: false },
);
export type PreferenceQuery = Static<typeof PreferenceQuerySchema>;

export const FavoriteInsightParamsSchema = Type.Object({ dashboardId: FavoriteDashboardIdSchema });
export const RecentInsightParamsSchema = Type.Object({ itemId: RecentInsightIdSchema });

/** The body of PUT /preferences/:namespace for the namespace whose data schema is given. */
export const preferenceBodySchema = <T extends TSchema>(data: T) =>
  Type.Object({ data }, { additionalProperties: false });

/** The answer of every preference call: { success, data: { data } } as the portal reads it (spec §3). */
const preferenceSchema = <T extends TSchema>(data: T) =>
  Type.Object({
    success: Type.Literal(true),
    data: Type.Object({
      namespace: Type.String(),
      ccode: Type.Union([Type.String(), Type.Null()], { description: 'null: the global preference.' }),
      data,
      updated_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
        description: 'null: never saved (data is then empty).',
      }),
    }),
  });

export const preferenceResponseSchemas = {
  FavoriteInsights: preferenceSchema(FavoriteInsightsDataSchema),
  RecentInsights: preferenceSchema(RecentInsightsDataSchema),
  notes: preferenceSchema(NotesDataSchema),
  phones: preferenceSchema(PhonesDataSchema),
  lists: preferenceSchema(ListsDataSchema),
} as const;

/** The answer for namespace N. */
export interface Preference<N extends PreferenceNamespace = PreferenceNamespace> {
  success: true;
  data: { namespace: N; ccode: string | null; data: PreferenceDataOf[N]; updated_at: string | null };
}
