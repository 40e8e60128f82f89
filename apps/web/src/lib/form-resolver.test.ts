import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { formResolver } from './form-resolver.ts';

const schema = z.object({ name: z.string().min(2, 'errors.nameShort'), rooms: z.coerce.number().int().optional() });
const options = { fields: {}, shouldUseNativeValidation: false };

interface Values {
  name: string;
  rooms: string;
}

describe('formResolver', () => {
  it('hands the submit handler the schema’s parsed body', async () => {
    const resolve = formResolver<Values, typeof schema>(schema);
    const result = await resolve({ name: 'রহিম', rooms: '3' }, undefined, options);
    expect(result).toEqual({ values: { name: 'রহিম', rooms: 3 }, errors: {} });
  });

  it('names each problem by the form field, with the schema’s message key', async () => {
    const resolve = formResolver<Values, typeof schema>(schema);
    const result = await resolve({ name: 'র', rooms: '' }, undefined, options);
    expect(result.values).toEqual({});
    expect(result.errors.name?.message).toBe('errors.nameShort');
  });

  it('checks the values as prepare turns them into a body (an empty optional field left out)', async () => {
    const resolve = formResolver<Values, typeof schema>(schema, ({ name, rooms }) =>
      rooms ? { name, rooms } : { name },
    );
    const result = await resolve({ name: 'রহিম', rooms: '' }, undefined, options);
    expect(result).toEqual({ values: { name: 'রহিম' }, errors: {} });
  });
});
