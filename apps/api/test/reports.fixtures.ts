import { firmId } from '@ghorbari/contracts';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client.ts';
import { notifications } from '../src/modules/notifications/notifications.schema.ts';
import { listingReports } from '../src/modules/reports/reports.schema.ts';
import { publicPostId } from '../src/modules/posts/posts.presenters.ts';
import { createRepositories } from '../src/repositories.ts';
import { member, type Member } from './accounts.fixtures.ts';
import { freshAddress, offerRow } from './group-interests.fixtures.ts';
import { firmPhotosFor, firmRow } from './interior-fixtures.ts';
import { postImagesFor, postRow } from './posts.fixtures.ts';

export { freshAddress, member, type Member };

/**
 * Test data for reports of listings (issue 18): listings are inserted as rows (publishing them
 * is their own modules' subject), reports go through the API as a phone would send them.
 */
export function reportsApi(app: FastifyInstance) {
  return {
    send: (body: object, options: { token?: string; address?: string; language?: 'bn' | 'en' } = {}) =>
      app.inject({
        method: 'POST',
        url: '/api/reports',
        remoteAddress: options.address ?? freshAddress(),
        payload: body,
        headers: {
          'accept-language': options.language ?? 'en',
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
      }),
    queue: (token: string | null, page = 1) =>
      app.inject({
        method: 'GET',
        url: `/api/admin/reports?page=${page}`,
        headers: { 'accept-language': 'en', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      }),
    decide: (token: string, kind: string, listingId: string, body: object) =>
      app.inject({
        method: 'POST',
        url: `/api/admin/reports/${kind}/${listingId}/decision`,
        payload: body,
        headers: { 'accept-language': 'en', authorization: `Bearer ${token}` },
      }),
  };
}
export type ReportsApi = ReturnType<typeof reportsApi>;

let counter = 0;

/** A live sell (or rent) post of a new owner (English-speaking unless told), with its public id. */
export async function livePost(
  database: Database,
  owner?: Member,
  status: 'approved' | 'pending' = 'approved',
  type: 'sell' | 'rent' = 'sell',
) {
  const repos = createRepositories(database.db);
  const who = owner ?? (await member(database));
  const title = `Flat ${++counter} near Boalia, Rajshahi`;
  const rent = type === 'rent' ? { type, price: 25_000 } : {};
  const row = await repos.posts.insert(
    postRow(who.user.id, { status, title, ...rent }),
    postImagesFor(`report-${counter}`),
  );
  return { owner: who, listingId: publicPostId(row), title, id: row.id };
}

/** A listed design firm of a new owner, with its public id. */
export async function liveFirm(database: Database) {
  const repos = createRepositories(database.db);
  const owner = await member(database);
  const name = `Nakshi Interiors ${++counter}`;
  const row = await repos.firms.insert(
    firmRow(owner.user.id, { status: 'approved', name, approvedAt: new Date() }),
    firmPhotosFor(`report-firm-${counter}`),
  );
  return { owner, listingId: firmId(row.number), title: name, id: row.id };
}

/** An open group offer (offers are kept by staff: no owner). */
export async function liveOffer(database: Database) {
  const offer = await offerRow(database, { title: `Group building ${++counter} in Mirpur` });
  return { listingId: offer.PostID, title: offer.title, id: offer.id };
}

/** The user's notifications, newest first. */
export const inboxOf = (database: Database, userId: string) =>
  database.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt));

/** Every stored report of a post. */
export const reportsOfPost = (database: Database, postId: string) =>
  database.db.select().from(listingReports).where(eq(listingReports.postId, postId));
