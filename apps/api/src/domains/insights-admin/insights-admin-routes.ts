// Insights administration (issue 31): groups and what they see, users' effective access and direct grants.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  IdempotencyHeadersSchema,
  insightsAdminEndpoints,
  InsightsCatalogueSchema,
  InsightsGroupCreateBodySchema,
  InsightsGroupGrantsBodySchema,
  InsightsGroupListSchema,
  InsightsGroupMembersBodySchema,
  InsightsGroupParamsSchema,
  InsightsGroupSchema,
  InsightsGroupUpdateBodySchema,
  InsightsUserDashboardBodySchema,
  InsightsUserDashboardParamsSchema,
  InsightsUserListQuerySchema,
  InsightsUserListSchema,
  InsightsUserSchema,
  InsightsUserWorkspaceBodySchema,
  InsightsUserWorkspaceParamsSchema,
  routeOf,
} from '@nuvem/api-contract';
import { Type } from 'typebox';
import type { Database } from '../../db/database';
import { bearerAuth, featureErrorResponses, featureErrorResponsesWith404 } from '../../http/schemas';
import {
  changeGroup,
  createGroup,
  readGroups,
  removeGroup,
  setGroupGrants,
  setGroupMembers,
} from './insights-groups-service';
import {
  readInsightsCatalogue,
  readUsers,
  setUserDashboard,
  setUserWorkspace,
} from './insights-users-service';

const conflict = { 409: Type.Ref('Error') } as const;
const writeRules =
  'Needs insights_admin. Idempotency-Key required: the same key again answers the first answer; with another ' +
  'request 409 idempotency_key_reused. A change that leaves a dashboard with no administrator (no user holding ' +
  'UpdateDashboard and DeleteDashboard directly or through a group) is refused 409 insights_last_dashboard_admin.';

export const insightsAdminRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  const common = { onRequest: app.authenticate } as const;
  const tags = ['insights-admin'];
  const key = (headers: { 'idempotency-key': string }) => headers['idempotency-key'];

  app.get(
    routeOf(insightsAdminEndpoints.catalogue),
    {
      ...common,
      schema: {
        summary: 'Every dashboard and BI workspace (needs insights_admin)',
        tags,
        security: bearerAuth,
        response: { 200: InsightsCatalogueSchema, ...featureErrorResponses },
      },
    },
    async (request) => readInsightsCatalogue(db, request.principal()),
  );

  app.get(
    routeOf(insightsAdminEndpoints.groups),
    {
      ...common,
      schema: {
        summary: 'Insights groups with their members and grants (needs insights_admin)',
        tags,
        security: bearerAuth,
        response: { 200: InsightsGroupListSchema, ...featureErrorResponses },
      },
    },
    async (request) => readGroups(db, request.principal()),
  );

  app.post(
    routeOf(insightsAdminEndpoints.createGroup),
    {
      ...common,
      schema: {
        summary: 'Create an insights group',
        description: `201 with the group (no members, no grants); 200 for a retry. 409 insights_group_name_taken (error_fields /name). ${writeRules}`,
        tags,
        security: bearerAuth,
        headers: IdempotencyHeadersSchema,
        body: InsightsGroupCreateBodySchema,
        response: {
          200: InsightsGroupSchema,
          201: InsightsGroupSchema,
          ...featureErrorResponses,
          ...conflict,
        },
      },
    },
    async (request, reply) => {
      const { group, created } = await createGroup(
        db,
        request.principal(),
        request.body,
        key(request.headers),
      );
      return reply.code(created ? 201 : 200).send(group);
    },
  );

  app.patch(
    routeOf(insightsAdminEndpoints.updateGroup),
    {
      ...common,
      schema: {
        summary: 'Rename an insights group or change its description',
        description: `404 insights_group_not_found; 409 insights_group_name_taken. ${writeRules}`,
        tags,
        security: bearerAuth,
        params: InsightsGroupParamsSchema,
        headers: IdempotencyHeadersSchema,
        body: InsightsGroupUpdateBodySchema,
        response: { 200: InsightsGroupSchema, ...featureErrorResponsesWith404, ...conflict },
      },
    },
    async (request) =>
      changeGroup(db, request.principal(), request.params.groupId, request.body, key(request.headers)),
  );

  app.delete(
    routeOf(insightsAdminEndpoints.deleteGroup),
    {
      ...common,
      schema: {
        summary: 'Delete an insights group (its members lose what it granted)',
        description: `404 insights_group_not_found. ${writeRules}`,
        tags,
        security: bearerAuth,
        params: InsightsGroupParamsSchema,
        headers: IdempotencyHeadersSchema,
        response: { 204: Type.Null(), ...featureErrorResponsesWith404, ...conflict },
      },
    },
    async (request, reply) => {
      await removeGroup(db, request.principal(), request.params.groupId, key(request.headers));
      return reply.code(204).send(null);
    },
  );

  app.put(
    routeOf(insightsAdminEndpoints.setGroupMembers),
    {
      ...common,
      schema: {
        summary: "Set an insights group's members",
        description: `400 insights_user_not_found for an unknown user id; 404 insights_group_not_found. ${writeRules}`,
        tags,
        security: bearerAuth,
        params: InsightsGroupParamsSchema,
        headers: IdempotencyHeadersSchema,
        body: InsightsGroupMembersBodySchema,
        response: { 200: InsightsGroupSchema, ...featureErrorResponsesWith404, ...conflict },
      },
    },
    async (request) =>
      setGroupMembers(
        db,
        request.principal(),
        request.params.groupId,
        request.body.user_ids,
        key(request.headers),
      ),
  );

  app.put(
    routeOf(insightsAdminEndpoints.setGroupGrants),
    {
      ...common,
      schema: {
        summary: 'Set the dashboards and BI workspaces an insights group sees, and at which level',
        description:
          '400 insights_dashboard_not_found / insights_workspace_not_found for an unknown id, validation_failed ' +
          `for one named twice; 404 insights_group_not_found. ${writeRules}`,
        tags,
        security: bearerAuth,
        params: InsightsGroupParamsSchema,
        headers: IdempotencyHeadersSchema,
        body: InsightsGroupGrantsBodySchema,
        response: { 200: InsightsGroupSchema, ...featureErrorResponsesWith404, ...conflict },
      },
    },
    async (request) =>
      setGroupGrants(db, request.principal(), request.params.groupId, request.body, key(request.headers)),
  );

  app.get(
    routeOf(insightsAdminEndpoints.users),
    {
      ...common,
      schema: {
        summary: 'Users with their effective insights access and where it comes from (needs insights_admin)',
        description: 'Effective access = their direct grants ∪ their groups’ grants; the stronger wins.',
        tags,
        security: bearerAuth,
        querystring: InsightsUserListQuerySchema,
        response: { 200: InsightsUserListSchema, ...featureErrorResponses },
      },
    },
    async (request) => readUsers(db, request.principal(), request.query),
  );

  app.put(
    routeOf(insightsAdminEndpoints.setUserDashboard),
    {
      ...common,
      schema: {
        summary: "Set a user's direct grant on a dashboard (admin, reader, or none)",
        description: `Answers the user with their effective access. 404 insights_user_not_found / insights_dashboard_not_found. ${writeRules}`,
        tags,
        security: bearerAuth,
        params: InsightsUserDashboardParamsSchema,
        headers: IdempotencyHeadersSchema,
        body: InsightsUserDashboardBodySchema,
        response: { 200: InsightsUserSchema, ...featureErrorResponsesWith404, ...conflict },
      },
    },
    async (request) =>
      setUserDashboard(
        db,
        request.principal(),
        request.params.userId,
        request.params.dashboardId,
        request.body,
        key(request.headers),
      ),
  );

  app.put(
    routeOf(insightsAdminEndpoints.setUserWorkspace),
    {
      ...common,
      schema: {
        summary: "Set a user's direct access to a BI workspace (view, edit, or none)",
        description: `Answers the user with their effective access. 404 insights_user_not_found / insights_workspace_not_found. ${writeRules}`,
        tags,
        security: bearerAuth,
        params: InsightsUserWorkspaceParamsSchema,
        headers: IdempotencyHeadersSchema,
        body: InsightsUserWorkspaceBodySchema,
        response: { 200: InsightsUserSchema, ...featureErrorResponsesWith404, ...conflict },
      },
    },
    async (request) =>
      setUserWorkspace(
        db,
        request.principal(),
        request.params.userId,
        request.params.workspaceId,
        request.body,
        key(request.headers),
      ),
  );
};
