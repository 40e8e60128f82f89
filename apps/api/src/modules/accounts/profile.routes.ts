import {
  addEmailBodySchema,
  addEmailSendCodeBodySchema,
  AUTH,
  codeSentResponseSchema,
  deleteAccountBodySchema,
  languageBodySchema,
  messageResponseSchema,
  profileResponseSchema,
  provePhoneBodySchema,
  provePhoneSendCodeBodySchema,
  publicProfileResponseSchema,
  settingsResponseSchema,
  settingsUpdateSchema,
  successSchema,
  translateMessage,
  updateProfileBodySchema,
} from '@ghorbari/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/app-error.ts';
import { receiveOneFile } from '../../http/multipart.ts';
import { mayBeImage } from '../../images/file-input.ts';
import type { AuthService } from './auth.service.ts';
import { openToSuspended, requireUser, signedIn } from './authenticate.ts';
import type { ProfileService } from './profile.service.ts';

const tags = ['profile'];

export const profileRoutes: FastifyPluginAsyncZod<{ auth: AuthService; profile: ProfileService }> = async (
  app,
  { auth, profile },
) => {
  // Authenticate before the body is read or validated: a stranger gets 401, never 400.
  const guarded = { onRequest: requireUser(auth) };

  app.get(
    '/api/profile',
    { ...guarded, schema: { tags, summary: 'The signed-in user', response: { 200: profileResponseSchema } } },
    async (request) => {
      const { user, token } = signedIn(request);
      return { success: true as const, userData: await profile.view(user, token) };
    },
  );

  app.put(
    '/api/profile/update',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Update the profile',
        body: updateProfileBodySchema,
        response: { 200: profileResponseSchema.extend({ message: z.string() }) },
      },
    },
    async (request) => {
      const { user, token } = signedIn(request);
      const userData = await profile.update(user, token, request.body);
      return { success: true as const, message: translateMessage(request.lang, 'success.profileUpdated'), userData };
    },
  );

  // ── Numbers proven by an SMS code (issue 40, ADR 046) ──────────────────────────────────
  const perMinute = { rateLimit: { max: AUTH.signInPerMinutePerIp, timeWindow: '1 minute' } };
  app.post(
    '/api/profile/phone/send-code',
    {
      ...guarded,
      config: perMinute,
      schema: {
        tags,
        summary: 'Send a code by SMS to prove a number the member holds (for the account or a post)',
        body: provePhoneSendCodeBodySchema,
        response: { 200: codeSentResponseSchema },
      },
    },
    async (request) => {
      const { user } = signedIn(request);
      const { phone, account = false } = request.body;
      const sent = await auth.sendPhoneProofCode(user, phone, request.ip, account);
      const message = sent.alreadyVerified ? 'success.phoneVerified' : 'success.smsCodeSent';
      return { success: true as const, message: translateMessage(request.lang, message), ...sent };
    },
  );

  app.post(
    '/api/profile/phone/verify',
    {
      ...guarded,
      config: perMinute,
      schema: {
        tags,
        summary: 'Prove a number with the code sent to it; with `account`, it becomes the account’s number',
        body: provePhoneBodySchema,
        response: { 200: profileResponseSchema.extend({ message: z.string() }) },
      },
    },
    async (request) => {
      const { user, token } = signedIn(request);
      const { phone, code, account = false, challengeId } = request.body;
      await auth.provePhone(user, phone, code, account, challengeId);
      return {
        success: true as const,
        message: translateMessage(request.lang, 'success.phoneVerified'),
        userData: await profile.view(await profile.reload(user.id), token),
      };
    },
  );

  // ── An email added later to an account made with a mobile number (issue 40) ───────────
  app.post(
    '/api/profile/email/send-code',
    {
      ...guarded,
      config: perMinute,
      schema: {
        tags,
        summary: 'Mail a code to add an email to an account made with a mobile number',
        body: addEmailSendCodeBodySchema,
        response: { 200: codeSentResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: translateMessage(request.lang, 'success.codeSent'),
      ...(await auth.sendAddEmailCode(signedIn(request).user, request.body.email)),
    }),
  );

  app.post(
    '/api/profile/email/verify',
    {
      ...guarded,
      config: perMinute,
      schema: {
        tags,
        summary: 'Add the email with the code mailed to it',
        body: addEmailBodySchema,
        response: { 200: profileResponseSchema.extend({ message: z.string() }) },
      },
    },
    async (request) => {
      const { user, token } = signedIn(request);
      await auth.addEmail(user, request.body.email, request.body.code);
      return {
        success: true as const,
        message: translateMessage(request.lang, 'success.emailAdded'),
        userData: await profile.view(await profile.reload(user.id), token),
      };
    },
  );

  app.post(
    '/api/profile/picture',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Upload a profile picture (multipart field "image": JPEG, PNG or WebP, up to 8 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: z.object({ success: z.literal(true), proPic: z.string() }) },
      },
    },
    async (request) => {
      const { user } = signedIn(request);
      const image = await receiveOneFile(request, {
        files: { image: mayBeImage },
        refused: () => new AppError('VALIDATION_FAILED', 'validation.imageInvalid'),
        missing: () => new AppError('VALIDATION_FAILED', 'validation.imageInvalid'),
        maxFileBytes: AUTH.profilePictureMaxBytes,
        tooLarge: () => new AppError('PAYLOAD_TOO_LARGE', 'validation.imageTooLarge'),
      });
      const proPic = await profile.setPicture(user, image);
      return { success: true as const, proPic };
    },
  );

  app.delete(
    '/api/profile',
    {
      ...guarded,
      // A suspended member may still leave, with their personal data (issue 28).
      ...openToSuspended,
      schema: {
        tags,
        summary: 'Delete the account and its personal data',
        body: deleteAccountBodySchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const { user } = signedIn(request);
      await profile.deleteAccount(user, request.body.password);
      return { success: true as const, message: translateMessage(request.lang, 'success.accountDeleted') };
    },
  );

  app.get(
    '/api/profile/getSettings',
    { ...guarded, schema: { tags, summary: 'Privacy settings', response: { 200: settingsResponseSchema } } },
    async (request) => ({ success: true as const, settings: profile.settings(signedIn(request).user) }),
  );

  app.put(
    '/api/profile/updateSettings',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Change privacy settings (and whether replies to my blog comments notify me)',
        body: settingsUpdateSchema,
        response: { 200: successSchema },
      },
    },
    async (request) => {
      await profile.updateSettings(signedIn(request).user, request.body);
      return { success: true as const };
    },
  );

  app.put(
    '/api/profile/language',
    {
      ...guarded,
      // Only decides the language the site writes to the member in (their suspension's notices
      // too); the web app sends it on every start, so refusing it would fail every page load.
      ...openToSuspended,
      schema: {
        tags,
        summary: 'The language of my notifications and mails',
        body: languageBodySchema,
        response: { 200: successSchema },
      },
    },
    async (request) => {
      await profile.setLanguage(signedIn(request).user, request.body.language);
      return { success: true as const };
    },
  );

  app.get(
    '/api/users/:id',
    {
      schema: {
        tags,
        summary: "A member's public profile; hidden fields are not sent",
        // Any string: a malformed id is simply a member who does not exist (404), as a person reads it.
        params: z.object({ id: z.string().max(100) }),
        response: { 200: publicProfileResponseSchema },
      },
    },
    async (request) => ({ success: true as const, profile: await profile.publicProfile(request.params.id) }),
  );
};
