import {
  AUTH,
  codeSentResponseSchema,
  completeRegistrationBodySchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  loginResponseSchema,
  messageResponseSchema,
  registerSendCodeBodySchema,
  registeredResponseSchema,
  registrationVerifiedResponseSchema,
  resetPasswordBodySchema,
  resetTokenResponseSchema,
  successSchema,
  translateMessage,
  verifyCodeBodySchema,
} from '@ghorbari/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthService } from './auth.service.ts';
import { bearerToken } from './authenticate.ts';

/** Sign-in and code calls are capped per address; per-account caps live in the service. */
const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });
const tags = ['accounts'];

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  app.post(
    '/api/login',
    {
      config: perMinute(AUTH.signInPerMinutePerIp),
      schema: {
        tags,
        summary: 'Sign in with email and password',
        body: loginBodySchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      userToken: await auth.signIn(request.body.email, request.body.password, request.ip),
    }),
  );

  app.post(
    '/api/logout',
    { schema: { tags, summary: 'End this session', response: { 200: successSchema } } },
    async (request) => {
      const token = bearerToken(request);
      if (token) await auth.signOut(token);
      return { success: true as const };
    },
  );

  app.post(
    '/api/auth/register/send-code',
    {
      config: perMinute(AUTH.signInPerMinutePerIp),
      schema: {
        tags,
        summary: 'Mail a registration code (also resends)',
        body: registerSendCodeBodySchema,
        response: { 200: codeSentResponseSchema },
      },
    },
    async (request) => {
      const sent = await auth.sendRegistrationCode(request.body.email, request.lang, request.body.registrationToken);
      return { success: true as const, message: translateMessage(request.lang, 'success.codeSent'), ...sent };
    },
  );

  app.post(
    '/api/auth/register/verify-code',
    {
      config: perMinute(AUTH.signInPerMinutePerIp),
      schema: {
        tags,
        summary: 'Check a registration code',
        body: verifyCodeBodySchema,
        response: { 200: registrationVerifiedResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: translateMessage(request.lang, 'success.emailVerified'),
      registrationToken: await auth.verifyRegistrationCode(request.body.email, request.body.code),
    }),
  );

  app.post(
    '/api/auth/register/complete',
    {
      config: perMinute(AUTH.signInPerMinutePerIp),
      schema: {
        tags,
        summary: 'Complete the profile and create the account',
        body: completeRegistrationBodySchema,
        response: { 201: registeredResponseSchema },
      },
    },
    async (request, reply) => {
      const { registrationToken, confirmPassword: _confirm, ...profile } = request.body;
      const userToken = await auth.completeRegistration(registrationToken, profile, request.lang);
      return reply
        .status(201)
        .send({ success: true as const, message: translateMessage(request.lang, 'success.registered'), userToken });
    },
  );

  app.post(
    '/api/auth/password/forgot',
    {
      config: perMinute(AUTH.signInPerMinutePerIp),
      schema: {
        tags,
        summary: 'Mail a password reset code and link (also resends)',
        body: forgotPasswordBodySchema,
        response: { 200: codeSentResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: translateMessage(request.lang, 'success.codeSent'),
      ...(await auth.sendResetCode(request.body.email)),
    }),
  );

  app.post(
    '/api/auth/password/verify-code',
    {
      config: perMinute(AUTH.signInPerMinutePerIp),
      schema: {
        tags,
        summary: 'Check a reset code',
        body: verifyCodeBodySchema,
        response: { 200: resetTokenResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      resetToken: await auth.verifyResetCode(request.body.email, request.body.code),
    }),
  );

  app.post(
    '/api/auth/password/reset',
    {
      config: perMinute(AUTH.signInPerMinutePerIp),
      schema: {
        tags,
        summary: 'Set a new password with a reset token',
        body: resetPasswordBodySchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await auth.resetPassword(request.body.resetToken, request.body.password);
      return { success: true as const, message: translateMessage(request.lang, 'success.passwordReset') };
    },
  );
};
