// Access (issue 31): the feature catalogue, roles, an environment's users and their roles, staff's users.
// Every write passes the grant rules (grant-rules.ts): nobody grants more than they hold.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  iamEndpoints,
  IamCatalogueSchema,
  IamEnvironmentParamsSchema,
  IamEnvironmentUserParamsSchema,
  IamEnvironmentUsersSchema,
  IamInviteAnswerSchema,
  IamInviteBodySchema,
  IamRoleCreateBodySchema,
  IamRoleIdsBodySchema,
  IamRoleListSchema,
  IamRoleParamsSchema,
  IamRoleSchema,
  IamRoleUpdateBodySchema,
  IamUserListQuerySchema,
  IamUserListSchema,
  IamUserParamsSchema,
  IamUserRolesSchema,
  IdempotencyHeadersSchema,
  routeOf,
} from '@nuvem/api-contract';
import { Type } from 'typebox';
import type { Database } from '../../db/database';
import { bearerAuth, featureErrorResponses, featureErrorResponsesWith404 } from '../../http/schemas';
import type { Mailer } from '../../mail/mailer';
import type { SessionService } from '../session/session-service';
import { inviteEnvironmentUser, resendInvitation } from './invitation-service';
import { listIamUsers } from './iam-users-service';
import { changeRole, createRole, readCatalogue, readRoles, removeRole } from './roles-service';
import {
  readEnvironmentUsers,
  removeEnvironmentUser,
  setEnvironmentUserRoles,
  setUserRoles,
} from './user-access-service';

const conflict = { 409: Type.Ref('Error') } as const;
const grantRules =
  'Only roles whose every feature and flag the caller holds (there, for an environment administrator) are given ' +
  'or taken (403 iam_grant_exceeds_own naming the first missing); nobody changes their own roles (403 ' +
  'iam_own_roles); an environment keeps at least one administrator (409 iam_last_administrator); an unknown ' +
  'role 404 iam_role_not_found.';
const roleRules =
  'Features and flags of the catalogue only (400 iam_unknown_feature); no staff-only feature in a customer role ' +
  '(400 iam_feature_staff_only); a role gains only what the caller holds (403 iam_grant_exceeds_own). ' +
  'Idempotency-Key required: the same key again answers the first answer; with another request 409 ' +
  'idempotency_key_reused.';

export interface IamRoutesOptions {
  db: Database;
  sessions: SessionService;
  /** Invitations are mailed with it; their links lead to portalUrl. */
  mailer: Mailer;
  portalUrl: string;
}

export const iamRoutes: FastifyPluginAsyncTypebox<IamRoutesOptions> = async (
  app,
  { db, sessions, mailer, portalUrl },
) => {
  const common = { onRequest: app.authenticate } as const;
  const tags = ['iam'];

  app.get(
    routeOf(iamEndpoints.features),
    {
      ...common,
      schema: {
        summary: 'The catalogue of features and flags (needs list_features)',
        description:
          'Every feature and flag a role may hold, the menu entries each opens, and whether customers may be given it.',
        tags,
        security: bearerAuth,
        response: { 200: IamCatalogueSchema, ...featureErrorResponses },
      },
    },
    async (request) => readCatalogue(db, request.principal()),
  );

  app.get(
    routeOf(iamEndpoints.roles),
    {
      ...common,
      schema: {
        summary: 'Roles (needs iam or list_roles)',
        description: 'Customers see customer-scope roles only; staff see every role.',
        tags,
        security: bearerAuth,
        response: { 200: IamRoleListSchema, ...featureErrorResponses },
      },
    },
    async (request) => readRoles(db, request.principal()),
  );

  app.post(
    routeOf(iamEndpoints.createRole),
    {
      ...common,
      schema: {
        summary: 'Create a role (staff with list_roles)',
        description: `201 with the role; 200 with it again for a retry with the same Idempotency-Key. 409 iam_role_key_taken (error_fields /key). ${roleRules}`,
        tags,
        security: bearerAuth,
        headers: IdempotencyHeadersSchema,
        body: IamRoleCreateBodySchema,
        response: { 200: IamRoleSchema, 201: IamRoleSchema, ...featureErrorResponses, ...conflict },
      },
    },
    async (request, reply) => {
      const { role, created } = await createRole(
        db,
        request.principal(),
        request.body,
        request.headers['idempotency-key'],
      );
      return reply.code(created ? 201 : 200).send(role);
    },
  );

  app.patch(
    routeOf(iamEndpoints.updateRole),
    {
      ...common,
      schema: {
        summary: 'Change a role (staff with list_roles)',
        description: `Its name, description, features or flags (its key and scope stay). Taking iam from a role may not leave an environment without administrator (409 iam_last_administrator). ${roleRules}`,
        tags,
        security: bearerAuth,
        params: IamRoleParamsSchema,
        headers: IdempotencyHeadersSchema,
        body: IamRoleUpdateBodySchema,
        response: { 200: IamRoleSchema, ...featureErrorResponsesWith404, ...conflict },
      },
    },
    async (request) =>
      changeRole(
        db,
        request.principal(),
        request.params.roleId,
        request.body,
        request.headers['idempotency-key'],
      ),
  );

  app.delete(
    routeOf(iamEndpoints.deleteRole),
    {
      ...common,
      schema: {
        summary: 'Delete a role (staff with list_roles)',
        description:
          '409 iam_role_built_in for a built-in role, 409 iam_role_in_use while it is given to anyone. ' +
          'Idempotency-Key required (a retry with it answers 204 again).',
        tags,
        security: bearerAuth,
        params: IamRoleParamsSchema,
        headers: IdempotencyHeadersSchema,
        response: { 204: Type.Null(), ...featureErrorResponsesWith404, ...conflict },
      },
    },
    async (request, reply) => {
      await removeRole(db, request.principal(), request.params.roleId, request.headers['idempotency-key']);
      return reply.code(204).send(null);
    },
  );

  app.post(
    routeOf(iamEndpoints.inviteEnvironmentUser),
    {
      ...common,
      schema: {
        summary:
          'Invite someone to an environment with roles (its administrators, or staff with list_user_roles)',
        description:
          '201: a new account, mailed a link that sets its password (72 h, once). 200: the e-mail has an account, ' +
          `which now holds the environment with these roles besides its own there; or a retry with the same ` +
          `Idempotency-Key (no second mail). ${grantRules}`,
        tags,
        security: bearerAuth,
        params: IamEnvironmentParamsSchema,
        headers: IdempotencyHeadersSchema,
        body: IamInviteBodySchema,
        response: {
          200: IamInviteAnswerSchema,
          201: IamInviteAnswerSchema,
          ...featureErrorResponsesWith404,
          ...conflict,
        },
      },
    },
    async (request, reply) => {
      const answer = await inviteEnvironmentUser(
        {
          db,
          mailer,
          portalUrl,
          principal: request.principal(),
          cloudId: request.params.cloudId,
          idempotencyKey: request.headers['idempotency-key'],
        },
        request.body,
      );
      return reply.code(answer.status).send(answer.body);
    },
  );

  app.post(
    routeOf(iamEndpoints.resendInvitation),
    {
      ...common,
      schema: {
        summary: 'Send an invitation again (its administrators, or staff with list_user_roles)',
        description:
          'A new link for a person of the environment who has not set a password yet; the earlier link stops ' +
          'working. 409 user_not_invited once they have set it; 403 iam_own_roles for oneself.',
        tags,
        security: bearerAuth,
        params: IamEnvironmentUserParamsSchema,
        headers: IdempotencyHeadersSchema,
        response: { 204: Type.Null(), ...featureErrorResponsesWith404, ...conflict },
      },
    },
    async (request, reply) => {
      await resendInvitation(
        {
          db,
          mailer,
          portalUrl,
          principal: request.principal(),
          cloudId: request.params.cloudId,
          idempotencyKey: request.headers['idempotency-key'],
        },
        request.params.userId,
      );
      return reply.code(204).send(null);
    },
  );

  app.get(
    routeOf(iamEndpoints.environmentUsers),
    {
      ...common,
      schema: {
        summary:
          "An environment's users and their roles there (its administrators, or staff with list_user_roles)",
        description:
          '404 environment_not_found for unknown and not-yours alike; 403 forbidden (iam) otherwise.',
        tags,
        security: bearerAuth,
        params: IamEnvironmentParamsSchema,
        response: { 200: IamEnvironmentUsersSchema, ...featureErrorResponsesWith404 },
      },
    },
    async (request) => readEnvironmentUsers(db, request.principal(), request.params.cloudId),
  );

  app.put(
    routeOf(iamEndpoints.setEnvironmentUserRoles),
    {
      ...common,
      schema: {
        summary: "Set a user's roles on an environment",
        description:
          'The roles of role_ids from now on, the others taken away (the same request again changes nothing). ' +
          'Customer-scope roles only (400 iam_role_scope_mismatch). An administrator acts on users who hold the ' +
          `environment (404 user_not_found otherwise); staff may give anyone access. ${grantRules}`,
        tags,
        security: bearerAuth,
        params: IamEnvironmentUserParamsSchema,
        body: IamRoleIdsBodySchema,
        response: { 200: IamUserRolesSchema, ...featureErrorResponsesWith404, ...conflict },
      },
    },
    async (request) =>
      setEnvironmentUserRoles(
        db,
        request.principal(),
        request.params.cloudId,
        request.params.userId,
        request.body.role_ids,
      ),
  );

  app.delete(
    routeOf(iamEndpoints.removeEnvironmentUser),
    {
      ...common,
      schema: {
        summary: "Remove a user's access to an environment",
        description:
          'Their roles there and their hold of it; when it was their last environment, their sign-ins end at ' +
          `once (their next request answers 401). 204 also when there was nothing to remove. ${grantRules}`,
        tags,
        security: bearerAuth,
        params: IamEnvironmentUserParamsSchema,
        response: { 204: Type.Null(), ...featureErrorResponsesWith404, ...conflict },
      },
    },
    async (request, reply) => {
      await removeEnvironmentUser(
        db,
        request.principal(),
        request.params.cloudId,
        request.params.userId,
        (sessionIds) => sessionIds.forEach((id) => sessions.changed(id)),
      );
      return reply.code(204).send(null);
    },
  );

  app.get(
    routeOf(iamEndpoints.users),
    {
      ...common,
      schema: {
        summary: 'Users and their roles (staff with list_user_roles)',
        description: 'Server-paged: filter, sort, page and page_size as every list.',
        tags,
        security: bearerAuth,
        querystring: IamUserListQuerySchema,
        response: { 200: IamUserListSchema, ...featureErrorResponses },
      },
    },
    async (request) => listIamUsers(db, request.principal(), request.query),
  );

  app.put(
    routeOf(iamEndpoints.setUserRoles),
    {
      ...common,
      schema: {
        summary: "Set a staff user's staff-scope roles (staff with list_user_roles)",
        description: `Staff-scope roles, to staff users only (400 iam_role_scope_mismatch). ${grantRules}`,
        tags,
        security: bearerAuth,
        params: IamUserParamsSchema,
        body: IamRoleIdsBodySchema,
        response: { 200: IamUserRolesSchema, ...featureErrorResponsesWith404, ...conflict },
      },
    },
    async (request) => setUserRoles(db, request.principal(), request.params.userId, request.body.role_ids),
  );
};
