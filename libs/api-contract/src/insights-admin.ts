// Insights administration (issue 31, spec §2.5, §5): groups of users and what each sees, users with their
// effective access (their direct grants ∪ their groups' grants, the stronger wins) and where it comes from.
import { Type, type Static } from 'typebox';
import { collectionPageSchema, CollectionQuerySchema } from './collection-query-schema';
import { dashboardLevels, workspaceAccessLevels } from './dashboard-admin';
export { insightsAdminEndpoints } from './endpoints';

/** How many members or grants one request may name. */
export const insightsAdminLimits = { members: 500, grants: 500 } as const;

const UuidSchema = Type.String({ format: 'uuid' });
const DashboardLevelSchema = Type.Enum(dashboardLevels, {
  description:
    "admin: 'administrador do dashboard' (UpdateDashboard + DeleteDashboard, §5); reader: read-only.",
});
const WorkspaceAccessSchema = Type.Enum(workspaceAccessLevels);

export const InsightsCatalogueSchema = Type.Object({
  dashboards: Type.Array(
    Type.Object({ dashboard_id: UuidSchema, name: Type.String(), category: Type.String() }),
    {
      description: 'Every dashboard, by category then name.',
    },
  ),
  workspaces: Type.Array(Type.Object({ workspace_id: UuidSchema, name: Type.String() }), {
    description: 'Every BI workspace, by name.',
  }),
});
export type InsightsCatalogue = Static<typeof InsightsCatalogueSchema>;

export const InsightsMemberSchema = Type.Object({
  user_id: UuidSchema,
  email: Type.String(),
  full_name: Type.String(),
});
export type InsightsMember = Static<typeof InsightsMemberSchema>;

export const InsightsDashboardGrantSchema = Type.Object({
  dashboard_id: UuidSchema,
  name: Type.String(),
  level: DashboardLevelSchema,
});
export type InsightsDashboardGrant = Static<typeof InsightsDashboardGrantSchema>;

export const InsightsWorkspaceGrantSchema = Type.Object({
  workspace_id: UuidSchema,
  name: Type.String(),
  access: WorkspaceAccessSchema,
});
export type InsightsWorkspaceGrant = Static<typeof InsightsWorkspaceGrantSchema>;

export const InsightsGroupSchema = Type.Object({
  group_id: UuidSchema,
  name: Type.String(),
  description: Type.Union([Type.String(), Type.Null()]),
  members: Type.Array(InsightsMemberSchema, { description: 'By e-mail.' }),
  dashboards: Type.Array(InsightsDashboardGrantSchema, { description: 'By name.' }),
  workspaces: Type.Array(InsightsWorkspaceGrantSchema, { description: 'By name.' }),
  updated_at: Type.String({ format: 'date-time' }),
});
export type InsightsGroup = Static<typeof InsightsGroupSchema>;

export const InsightsGroupListSchema = Type.Object({
  groups: Type.Array(InsightsGroupSchema, { description: 'By name.' }),
});
export type InsightsGroupList = Static<typeof InsightsGroupListSchema>;

const GroupNameSchema = Type.String({
  minLength: 1,
  maxLength: 120,
  pattern: '\\S',
  description: "e.g. 'Financeiro Acme'; unique, whatever the case.",
});
const GroupDescriptionSchema = Type.Union([Type.String({ maxLength: 500 }), Type.Null()]);

export const InsightsGroupCreateBodySchema = Type.Object(
  { name: GroupNameSchema, description: Type.Optional(GroupDescriptionSchema) },
  { additionalProperties: false },
);
export type InsightsGroupCreateBody = Static<typeof InsightsGroupCreateBodySchema>;

export const InsightsGroupUpdateBodySchema = Type.Object(
  { name: Type.Optional(GroupNameSchema), description: Type.Optional(GroupDescriptionSchema) },
  { additionalProperties: false, minProperties: 1 },
);
export type InsightsGroupUpdateBody = Static<typeof InsightsGroupUpdateBodySchema>;

export const InsightsGroupParamsSchema = Type.Object({ groupId: UuidSchema });

export const InsightsGroupMembersBodySchema = Type.Object(
  {
    user_ids: Type.Array(UuidSchema, {
      maxItems: insightsAdminLimits.members,
      uniqueItems: true,
      description: 'The members from now on: the others leave the group.',
    }),
  },
  { additionalProperties: false },
);
export type InsightsGroupMembersBody = Static<typeof InsightsGroupMembersBodySchema>;

export const InsightsGroupGrantsBodySchema = Type.Object(
  {
    dashboards: Type.Array(Type.Object({ dashboard_id: UuidSchema, level: DashboardLevelSchema }), {
      maxItems: insightsAdminLimits.grants,
      description: 'What the group sees from now on; a dashboard named twice is refused (400).',
    }),
    workspaces: Type.Array(Type.Object({ workspace_id: UuidSchema, access: WorkspaceAccessSchema }), {
      maxItems: insightsAdminLimits.grants,
    }),
  },
  { additionalProperties: false },
);
export type InsightsGroupGrantsBody = Static<typeof InsightsGroupGrantsBodySchema>;

/** Where a user's access comes from: their own grant, or a group they are in. */
export const InsightsAccessSourceSchema = Type.Object({
  kind: Type.Enum(['direct', 'group'] as const),
  group_id: Type.Union([UuidSchema, Type.Null()]),
  group_name: Type.Union([Type.String(), Type.Null()]),
  level: Type.String({ description: 'What this source grants: admin/reader, or view/edit for a workspace.' }),
});
export type InsightsAccessSource = Static<typeof InsightsAccessSourceSchema>;

export const InsightsUserSchema = Type.Object({
  user_id: UuidSchema,
  email: Type.String(),
  full_name: Type.String(),
  kind: Type.Enum(['customer', 'partner', 'staff'] as const),
  dashboards: Type.Array(
    Type.Object({
      dashboard_id: UuidSchema,
      name: Type.String(),
      level: DashboardLevelSchema,
      direct: Type.Union([DashboardLevelSchema, Type.Null()], { description: 'Their own grant, if any.' }),
      sources: Type.Array(InsightsAccessSourceSchema),
    }),
    { description: 'Effective access (the stronger wins), by name.' },
  ),
  workspaces: Type.Array(
    Type.Object({
      workspace_id: UuidSchema,
      name: Type.String(),
      access: WorkspaceAccessSchema,
      direct: Type.Union([WorkspaceAccessSchema, Type.Null()]),
      sources: Type.Array(InsightsAccessSourceSchema),
    }),
  ),
  groups: Type.Array(Type.Object({ group_id: UuidSchema, name: Type.String() }), { description: 'By name.' }),
});
export type InsightsUser = Static<typeof InsightsUserSchema>;

export const insightsUserFilterFields = ['email', 'full_name', 'kind', 'group'] as const;
export const insightsUserSortFields = ['email', 'full_name', 'kind'] as const;

export const InsightsUserListQuerySchema = Type.Object(CollectionQuerySchema.properties, {
  additionalProperties: false,
  description:
    `Filter fields: ${insightsUserFilterFields.join(', ')} (group: a group's name); free text (\`:text\`) ` +
    `searches e-mail and name. Sort fields: ${insightsUserSortFields.join(', ')} (by e-mail when absent).`,
});
export type InsightsUserListQuery = Static<typeof InsightsUserListQuerySchema>;

export const InsightsUserListSchema = Type.Object(collectionPageSchema(Type.Array(InsightsUserSchema)));
export type InsightsUserList = Static<typeof InsightsUserListSchema>;

export const InsightsUserDashboardParamsSchema = Type.Object({ userId: UuidSchema, dashboardId: UuidSchema });
export const InsightsUserWorkspaceParamsSchema = Type.Object({ userId: UuidSchema, workspaceId: UuidSchema });

export const InsightsUserDashboardBodySchema = Type.Object(
  {
    level: Type.Union([DashboardLevelSchema, Type.Null()], {
      description: 'The direct grant from now on; null removes it (their groups may still grant access).',
    }),
  },
  { additionalProperties: false },
);
export type InsightsUserDashboardBody = Static<typeof InsightsUserDashboardBodySchema>;

export const InsightsUserWorkspaceBodySchema = Type.Object(
  { access: Type.Union([WorkspaceAccessSchema, Type.Null()]) },
  { additionalProperties: false },
);
export type InsightsUserWorkspaceBody = Static<typeof InsightsUserWorkspaceBodySchema>;
