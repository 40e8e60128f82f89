import { firmId } from '@ghorbari/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { Database } from '../src/db/client.ts';
import { firms } from '../src/modules/interior/interior.schema.ts';
import { bearer, type Member } from './accounts.fixtures.ts';
import { multipartForm } from './uploads.fixtures.ts';

/**
 * Test data for the reviews tests (issue 14): firms are inserted as rows (the firm application
 * is the interior module's subject, not these tests'), members get a session directly, and
 * reviews go through the API.
 */
/** An approved firm owned by `ownerId`, as stored; its public id (I-n). */
export async function firmOf(
  database: Database,
  ownerId: string,
  overrides: Partial<typeof firms.$inferInsert> = {},
): Promise<{ id: string; PostID: string }> {
  const [row] = await database.db
    .insert(firms)
    .values({
      ownerId,
      status: 'approved',
      name: 'Nakshi Interiors',
      categories: ['home', 'office'],
      services: ['interior-design', 'false-ceiling'],
      budgetTier: 'budget-friendly',
      division: 'dhaka',
      district: 'dhaka',
      subDistrict: 'dhaka-mirpur',
      phone: '01911000111',
      about: 'Homes and offices in Dhaka since 2012: design, furniture and finishing work.',
      approvedAt: new Date(),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('firm not inserted');
  return { id: row.id, PostID: firmId(row.number) };
}

/** A firm's running rating totals as stored: approved reviews and the sum of their ratings in halves. */
export async function firmTotals(database: Database, id: string) {
  const [row] = await database.db
    .select({ count: firms.ratingCount, halves: firms.ratingHalves })
    .from(firms)
    .where(eq(firms.id, id));
  return row;
}

/** A multipart body: text fields and "images" files (with their names and types as sent). */
export const multipart = (
  fields: Record<string, string>,
  files: { name?: string; type?: string; content: Buffer }[] = [],
  boundary = '----ghorbari-review-boundary',
) =>
  multipartForm(
    fields,
    files.map((file) => ({ field: 'images', ...file })),
    boundary,
  );

/** A phone photo with its make and GPS position in EXIF. */
export const phonePhoto = (color = '#8a6a44', width = 1600, height = 1200, format: 'jpeg' | 'png' = 'jpeg') => {
  const image = sharp({ create: { width, height, channels: 3, background: color } });
  return (format === 'png' ? image.png() : image.jpeg({ quality: 80 }))
    .withExif({ IFD0: { Make: 'PhoneCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '23/1 48/1 0/1' } })
    .toBuffer();
};

/** API calls of the reviews tests, as a member with `token` (or signed out) from `address`. */
export function reviewsApi(app: FastifyInstance) {
  const headers = (token?: string) => (token ? bearer(token) : { 'accept-language': 'en' });
  return {
    issue: (token: string, firm: string, body: object = {}) =>
      app.inject({
        method: 'POST',
        url: `/api/interior/${firm}/codes`,
        headers: headers(token),
        // The number `member()` gives and proves by default: the code is the client's own (ADR 051).
        payload: { clientName: 'Farhana Rahman', clientPhone: '01711223344', category: 'home', ...body },
      }),
    async code(token: string, firm: string, body: object = {}): Promise<string> {
      const answer = await this.issue(token, firm, body);
      if (answer.statusCode !== 201) throw new Error(`issue code: ${answer.body}`);
      return answer.json<{ code: string }>().code;
    },
    codes: (token: string | undefined, firm: string) =>
      app.inject({ method: 'GET', url: `/api/interior/${firm}/codes`, headers: headers(token) }),
    check: (token: string | undefined, firm: string, code: string, address = '203.0.113.10') =>
      app.inject({
        method: 'POST',
        url: `/api/interior/${firm}/review-code`,
        headers: headers(token),
        payload: { code },
        remoteAddress: address,
      }),
    write: (
      token: string | undefined,
      firm: string,
      data: object,
      files: Parameters<typeof multipart>[1] = [],
      address = '203.0.113.20',
    ) => {
      const form = multipart({ data: JSON.stringify(data) }, files);
      return app.inject({
        method: 'POST',
        url: `/api/interior/${firm}/reviews`,
        headers: { ...headers(token), ...form.headers },
        payload: form.payload,
        remoteAddress: address,
      });
    },
    list: (firm: string, query = '') =>
      app.inject({ method: 'GET', url: `/api/interior/${firm}/reviews${query}`, headers: headers() }),
    mine: (token: string | undefined) =>
      app.inject({ method: 'GET', url: '/api/profile/getUserPostsReview', headers: headers(token) }),
    edit: (
      token: string | undefined,
      reviewId: string,
      fields: Record<string, string>,
      files: Parameters<typeof multipart>[1] = [],
    ) => {
      const form = multipart({ reviewId, ...fields }, files);
      return app.inject({
        method: 'PUT',
        url: `/api/profile/updateUserPostReview/${reviewId}`,
        headers: { ...headers(token), ...form.headers },
        payload: form.payload,
      });
    },
    remove: (token: string | undefined, reviewId: string) =>
      app.inject({ method: 'DELETE', url: `/api/reviews/${reviewId}`, headers: headers(token) }),
    respond: (token: string | undefined, reviewId: string, response: string) =>
      app.inject({
        method: 'PUT',
        url: `/api/interior/reviews/${reviewId}/response`,
        headers: headers(token),
        payload: { response },
      }),
    queue: (token: string, query = '') =>
      app.inject({ method: 'GET', url: `/api/admin/reviews${query}`, headers: headers(token) }),
    decide: (token: string, reviewId: string, decision: 'approve' | 'reject', body: object = {}) =>
      app.inject({
        method: 'POST',
        url: `/api/admin/reviews/${reviewId}/${decision}`,
        headers: headers(token),
        payload: body,
      }),
    firm: (firm: string) => app.inject({ method: 'GET', url: `/api/interior/${firm}`, headers: headers() }),
  };
}
export type ReviewsApi = ReturnType<typeof reviewsApi>;

/** Writes a review with a fresh code of the firm and returns its id (status pending). */
export async function writtenReview(
  api: ReviewsApi,
  owner: Member,
  firm: string,
  author: Member,
  data: { rating?: number; review?: string } = {},
  files: Parameters<typeof multipart>[1] = [],
): Promise<string> {
  const code = await api.code(owner.token, firm);
  const answer = await api.write(
    author.token,
    firm,
    { code, rating: 4.5, review: 'They finished our flat on time and left it clean.', ...data },
    files,
  );
  if (answer.statusCode !== 201) throw new Error(`write review: ${answer.body}`);
  return answer.json<{ reviewId: string }>().reviewId;
}
