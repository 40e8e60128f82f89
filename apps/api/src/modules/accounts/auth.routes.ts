import {
  AUTH,
  codeSentResponseSchema,
  completeRegistrationBodySchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  loginResponseSchema,
  messageResponseSchema,
  phoneBodySchema,
  phoneCodeBodySchema,
  phoneRegisterSendCodeBodySchema,
  registerSendCodeBodySchema,
  registeredResponseSchema,
  registrationVerifiedResponseSchema,
  resetPasswordBodySchema,
  resetTokenCheckBodySchema,
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
        summary: 'Sign in with email and password, or a mobile number and its password or an SMS code',
        body: loginBodySchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request) => {
      const { email, phone, password, code, challengeId } = request.body;
      // The schema lets through an email with a password, or a number with a password or a code
      // and its challenge id (issue 62).
      const userToken =
        phone !== undefined && code !== undefined
          ? await auth.signInWithCode(phone, code, challengeId)
          : await auth.signIn(phone ?? email ?? '', password ?? '', request.ip);
      return { success: true as const, userToken };
    },
  );

  // ── Accounts by mobile number (issue 40, ADR 046) ─────────────────────────────────────
  app.post(
    '/api/auth/register/phone/send-code',
    {
      config: perMinute(AUTH.signInPerMinutePerIp),
      schema: {
        tags,
        summary: 'Send a registration code by SMS (also resends)',
        body: phoneRegisterSendCodeBodySchema,
        response: { 200: codeSentResponseSchema },
      },
    },
    async (request) => {
      const { phone, registrationToken } = request.body;
      const sent = await auth.sendPhoneRegistrationCode(phone, request.lang, request.ip, registrationToken);
      return { success: true as const, message: translateMessage(request.lang, 'success.smsCodeSent'), ...sent };
    },
  );

  app.post(
    '/api/auth/register/phone/verify-code',
    {
      config: perMinute(AUTH.signInPerMinutePerIp),
      schema: {
        tags,
        summary: 'Check a registration code sent by SMS',
        body: phoneCodeBodySchema,
        response: { 200: registrationVerifiedResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: translateMessage(request.lang, 'success.phoneVerified'),
      registrationToken: await auth.verifyRegistrationCode(
        request.body.phone,
        request.body.code,
        request.body.challengeId,
      ),
    }),
  );

  app.post(
    '/api/auth/login/phone/send-code',
    {
      config: perMinute(AUTH.signInPerMinutePerIp),
      schema: {
        tags,
        summary: 'Send a sign-in code by SMS; the same answer whether or not the number has an account',
        body: phoneBodySchema,
        response: { 200: codeSentResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: translateMessage(request.lang, 'success.smsCodeSent'),
      ...(await auth.sendLoginCode(request.body.phone, request.ip)),
    }),
  );

  app.post(
    '/api/auth/password/phone/forgot',
    {
      config: perMinute(AUTH.signInPerMinutePerIp),
      schema: {
        tags,
        summary: 'Send a password reset code by SMS (also resends); the same answer for any number',
        body: phoneBodySchema,
        response: { 200: codeSentResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: translateMessage(request.lang, 'success.smsCodeSent'),
      ...(await auth.sendPhoneResetCode(request.body.phone, request.ip)),
    }),
  );

  app.post(
    '/api/auth/password/phone/verify-code',
    {
      config: perMinute(AUTH.signInPerMinutePerIp),
      schema: {
        tags,
        summary: 'Check a reset code sent by SMS',
        body: phoneCodeBodySchema,
        response: { 200: resetTokenResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      resetToken: await auth.verifyResetCode(request.body.phone, request.body.code, request.body.challengeId),
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

  // Issue 62: the mailed link's page asks this on opening, so a dead link says so before the
  // reader types a new password. The token travels in the body, never in a logged URL.
  app.post(
    '/api/auth/password/reset/check',
    {
      config: perMinute(AUTH.signInPerMinutePerIp),
      schema: {
        tags,
        summary: 'Check that a reset link still works (says nothing of whose account it is)',
        body: resetTokenCheckBodySchema,
        response: { 200: successSchema },
      },
    },
    async (request) => {
      await auth.checkResetToken(request.body.resetToken);
      return { success: true as const };
    },
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
