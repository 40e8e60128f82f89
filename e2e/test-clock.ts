import type { FastifyInstance } from 'fastify';

const DAY_MS = 24 * 3600_000;

/**
 * A clock handed to the app, for the browser tests only (issue 41, ADR 048): e2e/serve.ts adds
 * this route to the server it starts for them; the production entry point has no way to. It runs
 * the availability sweep as it would run `days` from now, on one post only (its PostID), since
 * the other tests share the server and its demo market.
 */
export async function registerTestClock(app: FastifyInstance): Promise<void> {
  app.post<{ Body: { postId?: unknown; days?: unknown } }>('/api/e2e/availability-sweep', async (request, reply) => {
    const { postId, days } = request.body ?? {};
    const number = typeof postId === 'string' ? /^[SR]-(\d+)$/.exec(postId)?.[1] : undefined;
    if (!number || typeof days !== 'number' || !Number.isFinite(days)) return reply.code(400).send({ success: false });
    const round = await app.availabilitySweep.runOnce(new Date(Date.now() + days * DAY_MS), Number(number));
    return { success: true, ...round };
  });
}
