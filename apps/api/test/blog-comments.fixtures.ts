import type { CommentsResponse } from '@ghorbari/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client.ts';
import { articles } from '../src/modules/blog/blog.schema.ts';
import type { NewComment } from '../src/modules/blog/comments.repository.ts';
import { createRepositories } from '../src/repositories.ts';

/**
 * Test data for the comments tests (issue 16): articles are inserted as rows (writing them is the
 * articles' tests' subject), members get a session directly, comments go through the API except
 * where a test needs many of them at set times.
 */
/** An article as stored, published unless told otherwise; its id (uuid) and public number. */
export async function articleRow(
  database: Database,
  overrides: Partial<typeof articles.$inferInsert> = {},
): Promise<{ id: string; number: number }> {
  const status = overrides.status ?? 'published';
  const [row] = await database.db
    .insert(articles)
    .values({
      language: 'bn',
      title: 'ফ্ল্যাট কেনার আগে যে ১০টি কাগজ দেখবেন',
      summary: 'দলিল, খতিয়ান, নামজারি আর অনুমোদিত নকশা: কেনার আগে কী মিলিয়ে নেবেন।',
      bodyMarkdown: 'দলিল দেখুন।',
      bodyHtml: '<p>দলিল দেখুন।</p>',
      category: 'buying',
      authorName: 'Ghorbari Desk',
      readingMinutes: 1,
      searchText: 'ফ্ল্যাট কেনার আগে',
      status,
      publishedAt: status === 'draft' ? null : new Date(Date.now() - 7 * 24 * 3600_000),
      ...overrides,
    })
    .returning({ id: articles.id, number: articles.number });
  if (!row) throw new Error('article not inserted');
  return row;
}

/** A comment stored directly (for pages of threads at set times). */
export async function commentRow(database: Database, values: NewComment) {
  return createRepositories(database.db).comments.insert(values);
}

/** The API calls of the comments tests, as a member with `token` (or signed out), in `lang`. */
export function commentsApi(app: FastifyInstance) {
  const headers = (token?: string, lang: 'bn' | 'en' = 'en') => ({
    'accept-language': lang,
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  });
  return {
    list: async (article: number | string, page = 1) => {
      const answer = await app.inject({ method: 'GET', url: `/api/blog/${article}/comments?page=${page}` });
      if (answer.statusCode !== 200) throw new Error(`list: ${answer.statusCode} ${answer.body}`);
      return answer.json<CommentsResponse>();
    },
    listRaw: (article: number | string, query = '') =>
      app.inject({ method: 'GET', url: `/api/blog/${article}/comments${query}`, headers: headers() }),
    write: (token: string | undefined, article: number | string, payload: object, lang: 'bn' | 'en' = 'en') =>
      app.inject({ method: 'POST', url: `/api/blog/${article}/comments`, headers: headers(token, lang), payload }),
    edit: (token: string | undefined, commentId: string, payload: object, lang: 'bn' | 'en' = 'en') =>
      app.inject({ method: 'PUT', url: `/api/blog/comments/${commentId}`, headers: headers(token, lang), payload }),
    remove: (token: string | undefined, commentId: string) =>
      app.inject({ method: 'DELETE', url: `/api/blog/comments/${commentId}`, headers: headers(token) }),
    report: (token: string | undefined, commentId: string, payload: object = { reason: 'spam' }) =>
      app.inject({
        method: 'POST',
        url: `/api/blog/comments/${commentId}/report`,
        headers: headers(token),
        payload,
      }),
    queue: (token: string | undefined, query = '') =>
      app.inject({ method: 'GET', url: `/api/admin/blog-comments${query}`, headers: headers(token) }),
    hide: (
      token: string | undefined,
      commentId: string,
      payload: object = { reason: 'Abusive words about a member' },
    ) =>
      app.inject({
        method: 'POST',
        url: `/api/admin/blog-comments/${commentId}/hide`,
        headers: headers(token),
        payload,
      }),
    dismiss: (token: string | undefined, commentId: string) =>
      app.inject({ method: 'POST', url: `/api/admin/blog-comments/${commentId}/dismiss`, headers: headers(token) }),
  };
}

/** The id of the comment a 201 answer saved. */
export const savedId = (answer: { statusCode: number; body: string; json<T>(): T }): string => {
  if (answer.statusCode !== 201) throw new Error(`comment not saved: ${answer.statusCode} ${answer.body}`);
  return answer.json<{ comment: { id: string } }>().comment.id;
};
