import {
  ApiRoutes,
  AuthResponseSchema,
  ForgotPasswordRequestSchema,
  LoginRequestSchema,
  MeResponseSchema,
  MessageResponseSchema,
  Messages,
  ProfileSchema,
  RegisterRequestSchema,
  ResetPasswordRequestSchema,
  UpdateProfileRequestSchema,
  VerifyEmailRequestSchema,
  ErrorCode,
} from '@exam/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { authOf } from '../../plugins/auth';
import { bearerSecurity, errorResponses } from '../../lib/route-schemas';
import { login, register } from './auth.service';
import { resendVerification, verifyEmail } from './email-verification.service';
import { requestPasswordReset, resetPassword } from './password-reset.service';
import { getProfile, updateProfile } from './profile.service';
import { currentUser, endSession } from './session.service';

/** Accounts: register, sign in and out, the current user and profile, forgotten passwords. */
export const authRoutes: FastifyPluginCallbackZod<{ deps: AppDeps }> = (app, { deps }, done) => {
  const sessionDeps = {
    ...deps,
    sessionSecret: deps.config.sessionSecret,
    publicUrl: deps.config.publicUrl,
  };
  const tags = ['auth'];

  app.post(
    ApiRoutes.auth.register,
    {
      schema: {
        tags,
        summary:
          'Create an account (city and school must exist) and sign it in; mails a link that verifies the e-mail address',
        body: RegisterRequestSchema,
        response: {
          201: AuthResponseSchema,
          ...errorResponses(
            ErrorCode.WeakPassword,
            ErrorCode.EmailTaken,
            ErrorCode.CityNotFound,
            ErrorCode.SchoolNotFound,
            ErrorCode.RateLimited,
            ErrorCode.ServerBusy,
          ),
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await register(sessionDeps, request.body, request.ip)),
  );

  app.post(
    ApiRoutes.auth.login,
    {
      schema: {
        tags,
        summary: 'Sign in with e-mail and password',
        body: LoginRequestSchema,
        response: {
          200: AuthResponseSchema,
          ...errorResponses(
            ErrorCode.InvalidCredentials,
            ErrorCode.RateLimited,
            ErrorCode.ServerBusy,
          ),
        },
      },
    },
    async (request) => login(sessionDeps, request.body, request.ip),
  );

  app.get(
    ApiRoutes.auth.me,
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        summary: 'The signed-in user, and whether the e-mail address is verified',
        security: bearerSecurity,
        response: { 200: MeResponseSchema, ...errorResponses(ErrorCode.Unauthenticated) },
      },
    },
    async (request) => {
      const { user } = authOf(request);
      return currentUser(deps.db, user);
    },
  );

  app.post(
    ApiRoutes.auth.verifyEmail,
    {
      schema: {
        tags,
        summary:
          "Confirm the e-mail address with a mailed link's token (single use, 24 hours); no sign-in needed",
        body: VerifyEmailRequestSchema,
        response: {
          200: MessageResponseSchema,
          ...errorResponses(ErrorCode.VerificationLinkInvalid, ErrorCode.RateLimited),
        },
      },
    },
    async (request) => verifyEmail(deps, request.body.token, request.ip),
  );

  app.post(
    ApiRoutes.auth.resendVerification,
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        summary: 'Mail the signed-in student a new verification link (5 a day)',
        security: bearerSecurity,
        response: {
          200: MessageResponseSchema,
          ...errorResponses(ErrorCode.Unauthenticated, ErrorCode.RateLimited),
        },
      },
    },
    async (request) => resendVerification(sessionDeps, authOf(request).user),
  );

  app.get(
    ApiRoutes.auth.profile,
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        summary: "The signed-in student's city and school (null until set)",
        security: bearerSecurity,
        response: { 200: ProfileSchema, ...errorResponses(ErrorCode.Unauthenticated) },
      },
    },
    (request) => getProfile(deps, authOf(request).user.id),
  );

  app.put(
    ApiRoutes.auth.profile,
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        summary: 'Set the city and school (both must exist; create them with /api/location first)',
        security: bearerSecurity,
        body: UpdateProfileRequestSchema,
        response: {
          200: ProfileSchema,
          ...errorResponses(
            ErrorCode.Unauthenticated,
            ErrorCode.CityNotFound,
            ErrorCode.SchoolNotFound,
          ),
        },
      },
    },
    (request) => updateProfile(deps, authOf(request).user.id, request.body),
  );

  app.post(
    ApiRoutes.auth.logout,
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        summary: 'Sign out: revokes this session, so its token stops working everywhere',
        security: bearerSecurity,
        response: { 200: MessageResponseSchema, ...errorResponses(ErrorCode.Unauthenticated) },
      },
    },
    async (request) => {
      await endSession(deps, authOf(request).sessionId);
      return { message: Messages.signedOut };
    },
  );

  app.post(
    ApiRoutes.auth.forgotPassword,
    {
      schema: {
        tags,
        summary: 'Mail a reset link; always the same answer, whether or not the account exists',
        body: ForgotPasswordRequestSchema,
        response: { 200: MessageResponseSchema, ...errorResponses(ErrorCode.RateLimited) },
      },
    },
    async (request) => {
      const resetDeps = { ...deps, publicUrl: deps.config.publicUrl };
      await requestPasswordReset(resetDeps, request.body.email, request.ip);
      return { message: Messages.forgotPasswordNeutral };
    },
  );

  app.post(
    ApiRoutes.auth.resetPassword,
    {
      schema: {
        tags,
        summary: 'Set a new password with a mailed token; signs out every session of the account',
        body: ResetPasswordRequestSchema,
        response: {
          200: MessageResponseSchema,
          ...errorResponses(
            ErrorCode.ResetTokenInvalid,
            ErrorCode.WeakPassword,
            ErrorCode.RateLimited,
            ErrorCode.ServerBusy,
          ),
        },
      },
    },
    async (request) => {
      await resetPassword(deps, request.body, request.ip);
      return { message: Messages.resetSuccessful };
    },
  );
  done();
};
