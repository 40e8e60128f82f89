import { healthSchema, postDetailResponseSchema, postListResponseSchema } from '@ghorbari/contracts';
import Fastify from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fastSerializerOf, serializerCompiler } from './serialization.ts';

/** What a route answers with `data` under a serializer compiler (ours, or the zod one it replaced). */
async function answer(compiler: typeof serializerCompiler, schema: z.ZodType, data: unknown) {
  const app = Fastify();
  app.setSerializerCompiler(compiler);
  app.get('/', { schema: { response: { 200: schema } } }, async () => data);
  const response = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  return { status: response.statusCode, body: response.body };
}

/** Ours must write exactly what the zod serializer wrote, byte for byte. */
async function expectSameAnswer(schema: z.ZodType, data: unknown) {
  const ours = await answer(serializerCompiler, schema, data);
  expect(ours).toEqual(await answer(zodSerializerCompiler, schema, data));
  expect(ours.status).toBe(200);
  return ours.body;
}

const card = z.object({
  id: z.string(),
  title: z.string(),
  price: z.number(),
  rooms: z.number().int().nullable(),
  kind: z.enum(['sell', 'rent']),
  ok: z.literal(true),
  photo: z.string().nullable(),
  note: z.string().optional(),
  maybe: z.string().nullable().optional(),
  owner: z.object({ name: z.string(), pic: z.string().nullable() }).nullable(),
  tags: z.array(z.string()),
  counts: z.record(z.string(), z.number()),
  extra: z.unknown(),
});

describe('answers written from the response schema', () => {
  it('writes what zod wrote: the schema’s fields in order, nulls, nested objects, no unknown keys', async () => {
    const body = await expectSameAnswer(z.object({ success: z.literal(true), posts: z.array(card) }), {
      posts: [
        {
          // Keys in another order than the schema's, and some the schema does not name.
          tags: ['ফ্ল্যাট', 'a "quoted" \n word', '\u2028'],
          title: 'মিরপুরে ৩ বেডের ফ্ল্যাট',
          id: 'S-1',
          secret: 'not for the client',
          price: 4_500_000.5,
          rooms: null,
          kind: 'sell',
          ok: true,
          photo: null,
          maybe: null,
          owner: { name: 'Rahim', pic: null, email: 'hidden@example.com' },
          counts: { views: 3, '10': 1 },
          extra: { any: ['thing', 1, null] },
        },
        {
          id: 'R-2',
          title: 'Flat',
          price: 1e21,
          rooms: 3,
          kind: 'rent',
          ok: true,
          photo: '/uploads/a.webp',
          note: undefined,
          owner: null,
          tags: [],
          counts: {},
          extra: null,
        },
      ],
      success: true,
    });
    expect(body).not.toContain('secret');
    expect(body).not.toContain('hidden@example.com');
    expect(body.indexOf('"id"')).toBeLessThan(body.indexOf('"title"'));
  });

  it('keeps the zod serializer, checks included, for what it cannot write exactly', async () => {
    const union = z.object({ value: z.union([z.string(), z.object({ a: z.number() })]) });
    const strict = z.strictObject({ a: z.string() });
    const loose = z.looseObject({ a: z.string() });
    const withDefault = z.object({ a: z.string().default('x') });
    for (const schema of [union, strict, loose, withDefault]) expect(fastSerializerOf(schema)).toBeNull();
    await expectSameAnswer(union, { value: { a: 1, b: 2 } });
    await expectSameAnswer(loose, { a: 'kept', b: 'kept too' });
    await expectSameAnswer(withDefault, { a: 'given' });
    // A wrong answer is still refused where zod checks it.
    expect((await answer(serializerCompiler, strict, { a: 'x', b: 'y' })).status).toBe(500);
  });

  it('writes the busiest answers (health, a listing, a post) without zod', () => {
    for (const schema of [healthSchema, postListResponseSchema, postDetailResponseSchema])
      expect(fastSerializerOf(schema)).not.toBeNull();
  });
});
