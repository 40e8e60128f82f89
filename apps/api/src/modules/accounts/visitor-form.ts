import type { MessageKey } from '@ghorbari/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { done, type ZodApp } from '../../http/route-group.ts';
import type { AuthService } from './auth.service.ts';
import { identifyUser } from './authenticate.ts';
import type { UserRow } from './users.types.ts';

/** Who sent a form open to visitors: the signed-in member, if any, and the address it came from. */
export interface FormSender {
  user: UserRow | null;
  address: string;
}

interface VisitorForm<B extends z.ZodType> {
  tags: string[];
  summary: string;
  body: B;
  /** The schema of the 201 reply. */
  response: z.ZodType;
  /** Tries one address may make per minute, stored or not. */
  triesPerMinute: number;
  /** The `{ success, message }` the sender reads. */
  message: MessageKey;
  record: (sender: FormSender, body: z.output<B>) => Promise<void>;
}

/**
 * POST `url`: a form anyone may send (a report, a group interest). Signing in is not needed: a
 * signed-in member is linked, a token that is no longer valid sends it as a visitor
 * (`identifyUser`). Capped per address per minute, answered 201 with `message`.
 */
export function visitorForm<B extends z.ZodType>(
  app: ZodApp,
  auth: AuthService,
  url: string,
  form: VisitorForm<B>,
): void {
  app.route({
    method: 'POST',
    url,
    config: { rateLimit: { max: form.triesPerMinute, timeWindow: '1 minute' } },
    onRequest: identifyUser(auth),
    schema: { tags: form.tags, summary: form.summary, body: form.body, response: { 201: form.response } },
    handler: async (request: FastifyRequest, reply) => {
      // The schema has validated the body, so it has the shape `record` reads.
      await form.record({ user: request.user, address: request.ip }, request.body as z.output<B>);
      return reply.status(201).send(done(request, form.message));
    },
  });
}
