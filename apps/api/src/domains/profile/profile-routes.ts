// Perfil (/user): the signed-in user's own profile, password and sign-ins. Every route is the user's own: no
// environment, no feature, only a live sign-in (and, as every write, none while impersonating).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  PasswordChangeBodySchema,
  profileEndpoints,
  ProfileSchema,
  ProfilePatchBodySchema,
  ProfileWriteHeadersSchema,
  routeOf,
  SignInListSchema,
  SignInParamsSchema,
  SignInsEndedSchema,
} from '@nuvem/api-contract';
import { Type } from 'typebox';
import type { PasswordHashingConfig } from '../../config';
import type { Database } from '../../db/database';
import { noStore } from '../../http/no-store';
import { bearerAuth, errorResponses, errorResponsesWith404 } from '../../http/schemas';
import type { SessionService } from '../session/session-service';
import { changePassword, changeProfile, getProfile } from './profile-service';
import { endOtherSignIns, endSignIn, signInsOf } from './sign-ins-service';

interface Options {
  db: Database;
  sessions: SessionService;
  hashing: PasswordHashingConfig;
}

export const profileRoutes: FastifyPluginAsyncTypebox<Options> = async (app, { db, sessions, hashing }) => {
  const common = { onRequest: app.authenticate } as const;
  const tags = ['profile'];

  app.get(
    routeOf(profileEndpoints.get),
    {
      ...common,
      schema: {
        summary: "The signed-in user's profile",
        tags,
        security: bearerAuth,
        response: { 200: ProfileSchema, ...errorResponses },
      },
    },
    async (request) => getProfile(db, request.principal()),
  );

  app.patch(
    routeOf(profileEndpoints.update),
    {
      ...common,
      schema: {
        summary: 'Change one’s own name, phone and language',
        description:
          'Fields left out keep their value. Answers the profile as saved. The same Idempotency-Key with the same body answers it again; with ' +
          'another body 409 idempotency_key_reused. Audited (profile.update, before and after).',
        tags,
        security: bearerAuth,
        headers: ProfileWriteHeadersSchema,
        body: ProfilePatchBodySchema,
        response: { 200: ProfileSchema, ...errorResponses },
      },
    },
    async (request) =>
      changeProfile(db, request.principal(), request.body, request.headers['idempotency-key']),
  );

  app.put(
    routeOf(profileEndpoints.changePassword),
    {
      ...common,
      onRequest: [noStore, app.authenticate],
      schema: {
        summary: 'Change one’s own password',
        description:
          'Needs the current password (400 password_incorrect otherwise); the new one follows the password ' +
          'rules (NewPasswordSchema). Every other sign-in of the user ends; this one stays. Audited ' +
          '(password.change). A retry with the same Idempotency-Key answers 204 again.',
        tags,
        security: bearerAuth,
        headers: ProfileWriteHeadersSchema,
        body: PasswordChangeBodySchema,
        response: { 204: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const ended = await changePassword(
        db,
        hashing,
        request.principal(),
        request.body,
        request.headers['idempotency-key'],
      );
      for (const signIn of ended) sessions.changed(signIn);
      return reply.code(204).send(null);
    },
  );

  app.get(
    routeOf(profileEndpoints.signIns),
    {
      ...common,
      schema: {
        summary: "The signed-in user's live sign-ins",
        description:
          'Each with the browser (user agent) and address of its last token, when it started and when its ' +
          'token was last refreshed; `current` marks the one asking.',
        tags,
        security: bearerAuth,
        response: { 200: SignInListSchema, ...errorResponses },
      },
    },
    async (request) => signInsOf(db, request.principal()),
  );

  app.delete(
    routeOf(profileEndpoints.endSignIn),
    {
      ...common,
      schema: {
        summary: 'End one of one’s sign-ins',
        description:
          'Its tokens stop working at once. Another user’s sign-in, or one already ended, answers 404 ' +
          'sign_in_not_found. Audited (sign_in.end).',
        tags,
        security: bearerAuth,
        params: SignInParamsSchema,
        response: { 204: Type.Null(), ...errorResponsesWith404 },
      },
    },
    async (request, reply) => {
      await endSignIn(db, request.principal(), request.params.signInId);
      sessions.changed(request.params.signInId);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    routeOf(profileEndpoints.endOtherSignIns),
    {
      ...common,
      schema: {
        summary: 'End every sign-in but this one',
        description: 'Answers how many ended (0 when there were none; repeating it is harmless). Audited.',
        tags,
        security: bearerAuth,
        response: { 200: SignInsEndedSchema, ...errorResponses },
      },
    },
    async (request) => {
      const ended = await endOtherSignIns(db, request.principal());
      for (const signIn of ended) sessions.changed(signIn);
      return { ended: ended.length };
    },
  );
};
