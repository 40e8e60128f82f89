import type { BlogComment, CommentsResponse, CommentThread, UserData } from '@ghorbari/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { announceLiveNotification } from '../../../domain/notifications/live-notices.ts';
import { SessionProvider } from '../../../lib/session/session.tsx';
import { tokenStore } from '../../../lib/session/token-store.ts';
import { memberData } from '../../../test/factories.ts';
import { stubApi, type SentRequest } from '../../../test/fetch-stub.ts';
import { renderPage } from '../../../test/render.tsx';
import { ArticleComments } from './article-comments.tsx';

/** The comments under an article (issue 16), against a stubbed API (the HTTP boundary only). */

const ARTICLE = '/BlogPostDetails/3';
const member = memberData;

let sequence = 0;
const comment = (overrides: Partial<BlogComment> = {}): BlogComment => ({
  id: `00000000-0000-4000-8000-${String(++sequence).padStart(12, '0')}`,
  body: 'Is mutation needed before registry?',
  state: 'visible',
  author: { id: 'user-b', name: 'Karim Ahmed', proPic: null },
  replyTo: null,
  createdAt: new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString(),
  editedAt: null,
  ...overrides,
});
const thread = (overrides: Partial<CommentThread> = {}): CommentThread => ({ ...comment(), replies: [], ...overrides });
const page = (threads: CommentThread[], { total = threads.length, pageNo = 1, totalPages = 1 } = {}) => ({
  json: {
    success: true,
    threads,
    pagination: { page: pageNo, limit: 10, total: threads.length, totalPages },
    total,
  } satisfies CommentsResponse,
});

function renderComments(answers: Parameters<typeof stubApi>[0], user: UserData | null = null, commentCount = 0) {
  if (user) tokenStore.set(user.userToken);
  const sent = stubApi({
    ...(user ? { 'GET /api/profile': () => ({ json: { success: true, userData: user } }) } : {}),
    ...answers,
  });
  const view = renderPage(
    <SessionProvider>
      <ArticleComments articleId={3} commentCount={commentCount} />
    </SessionProvider>,
    { path: ARTICLE },
  );
  return { ...view, sent };
}

const posts = (sent: SentRequest[]) => sent.filter((request) => request.method !== 'GET');

afterEach(() => tokenStore.clear());

describe('article comments', () => {
  it('shows a visitor the count in Bengali digits, plain text, placeholders and a way to sign in', async () => {
    await i18n.changeLanguage('bn');
    const first = thread({
      body: 'দেখুন <b>এখানে</b> https://evil.example/x',
      replies: [
        comment({
          author: { id: 'user-c', name: 'Rina', proPic: null },
          replyTo: { commentId: null, name: 'Karim Ahmed' },
        }),
      ],
    });
    const deleted = thread({
      state: 'deleted',
      body: '',
      replies: [comment({ body: 'Still here', replyTo: { commentId: null, name: 'Someone' } })],
    });
    const hidden = thread({ state: 'hidden', body: '' });
    renderComments({ 'GET /api/blog/3/comments': () => page([first, deleted, hidden], { total: 12 }) }, null, 12);

    expect(await screen.findByRole('heading', { name: 'মন্তব্য (১২)' })).toBeTruthy();
    const text = await screen.findByText(/দেখুন <b>এখানে<\/b> https:\/\/evil\.example\/x/);
    expect(text.querySelector('a, b')).toBeNull();
    expect(screen.getByText(i18n.t('comments:placeholder.deleted'))).toBeTruthy();
    expect(screen.getByText(i18n.t('comments:placeholder.hidden'))).toBeTruthy();
    expect(screen.getByText('@Karim Ahmed')).toBeTruthy();
    const signIn = screen.getByRole('link', { name: i18n.t('comments:signIn.link') });
    expect(signIn.getAttribute('href')).toBe(`/SignIn?next=${encodeURIComponent(`${ARTICLE}#comments`)}`);
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('lets a member post: the counter counts, an empty comment is refused, the new one shows at once', async () => {
    const posted = comment({ author: { id: 'user-a', name: 'Nadia Islam', proPic: null }, body: 'My first comment' });
    let threads: CommentThread[] = [];
    const { user, sent } = renderComments(
      {
        'GET /api/blog/3/comments': () => page(threads),
        'POST /api/blog/3/comments': () => {
          threads = [{ ...posted, replies: [] }];
          return {
            status: 201,
            json: { success: true, message: 'Your comment is posted', comment: posted, threadId: posted.id },
          };
        },
      },
      member(),
    );
    expect(await screen.findByText(i18n.t('comments:list.emptyTitle'))).toBeTruthy();
    const box = await screen.findByRole('textbox', { name: i18n.t('comments:form.label') });
    await user.click(screen.getByRole('button', { name: i18n.t('comments:form.post') }));
    expect(await screen.findByText(i18n.t('messages:validation.commentRequired'))).toBeTruthy();
    expect(posts(sent)).toHaveLength(0);

    await user.type(box, '  My first comment ');
    expect(screen.getByTestId('comment-counter').textContent).toContain('16/1,000');
    await user.click(screen.getByRole('button', { name: i18n.t('comments:form.post') }));
    expect(await screen.findByText('My first comment')).toBeTruthy();
    expect(posts(sent)[0]?.body).toEqual({ body: 'My first comment' });
    expect((box as HTMLTextAreaElement).value).toBe('');
    expect(screen.getByRole('heading', { name: 'Comments (1)' })).toBeTruthy();
  });

  it('says why the server refused: the daily limit as the server words it, the burst in our words', async () => {
    let answer = 0;
    const { user } = renderComments(
      {
        'GET /api/blog/3/comments': () => page([]),
        'POST /api/blog/3/comments': () =>
          ++answer === 1
            ? {
                status: 429,
                json: { success: false, code: 'RATE_LIMITED', message: i18n.t('messages:errors.dailyCommentLimit') },
              }
            : {
                status: 429,
                json: { success: false, code: 'RATE_LIMITED', message: i18n.t('messages:errors.rateLimited') },
              },
      },
      member(),
    );
    await user.type(await screen.findByRole('textbox', { name: i18n.t('comments:form.label') }), 'Hello');
    await user.click(screen.getByRole('button', { name: i18n.t('comments:form.post') }));
    expect((await screen.findByRole('alert')).textContent).toBe(i18n.t('messages:errors.dailyCommentLimit'));
    await user.click(screen.getByRole('button', { name: i18n.t('comments:form.post') }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(i18n.t('comments:form.tooFast')));
  });

  it('shows a suspended member the suspension message instead of the form', async () => {
    renderComments({ 'GET /api/blog/3/comments': () => page([thread()]) }, member({ status: 'suspended' }));
    expect((await screen.findByTestId('comments-suspended')).textContent).toBe(
      "Your Account is Suspended. You don't have access to this page.",
    );
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Reply/ })).toBeNull();
  });

  it('lets the author edit and delete, and others reply to and report, a comment', async () => {
    const mine = thread({ author: { id: 'user-a', name: 'Nadia Islam', proPic: null }, body: 'Old text' });
    const theirs = thread({ body: 'Their text' });
    let threads = [mine, theirs];
    const { user, sent } = renderComments(
      {
        'GET /api/blog/3/comments': () => page(threads),
        [`PUT /api/blog/comments/${mine.id}`]: () => {
          const edited = { ...mine, body: 'New text', editedAt: new Date().toISOString() };
          threads = [edited, theirs];
          return { json: { success: true, message: 'Comment updated', comment: edited, threadId: mine.id } };
        },
        [`DELETE /api/blog/comments/${mine.id}`]: () => {
          threads = [theirs];
          return { json: { success: true, message: 'Comment deleted' } };
        },
        [`POST /api/blog/comments/${theirs.id}/report`]: () =>
          sent.filter((request) => request.path.endsWith('/report')).length > 1
            ? {
                status: 409,
                json: {
                  success: false,
                  code: 'COMMENT_ALREADY_REPORTED',
                  message: i18n.t('messages:errors.commentAlreadyReported'),
                },
              }
            : { json: { success: true, message: 'Thank you' } },
      },
      member(),
    );
    const own = (await screen.findByText('Old text')).closest('article')!;
    expect(within(own).queryByRole('button', { name: /Report/ })).toBeNull();
    await user.click(within(own).getByRole('button', { name: 'Edit' }));
    const editor = within(own).getByRole('textbox', { name: i18n.t('comments:edit.label') });
    await user.clear(editor);
    await user.type(editor, 'New text');
    await user.click(within(own).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('New text')).toBeTruthy();
    expect(screen.getByText('edited')).toBeTruthy();

    await user.click(within(screen.getByText('New text').closest('article')!).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: i18n.t('comments:delete.title') });
    await user.click(within(dialog).getByRole('button', { name: i18n.t('comments:delete.confirm') }));
    await waitFor(() => expect(screen.queryByText('New text')).toBeNull());
    expect(sent.some((request) => request.method === 'DELETE')).toBe(true);

    const other = screen.getByText('Their text').closest('article')!;
    expect(within(other).queryByRole('button', { name: 'Edit' })).toBeNull();
    await user.click(within(other).getByRole('button', { name: /Report/ }));
    const report = await screen.findByRole('dialog', { name: i18n.t('comments:report.title') });
    await user.click(within(report).getByRole('button', { name: i18n.t('comments:report.send') }));
    expect(within(report).getByText(i18n.t('comments:report.chooseReason'))).toBeTruthy();
    await user.click(within(report).getByRole('radio', { name: i18n.t('enums:commentReportReason.spam') }));
    await user.type(within(report).getByRole('textbox'), '  Selling flats ');
    await user.click(within(report).getByRole('button', { name: i18n.t('comments:report.send') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.find((request) => request.path.endsWith('/report'))?.body).toEqual({
      reason: 'spam',
      note: 'Selling flats',
    });
    expect(within(other).getByRole('button', { name: i18n.t('comments:report.done') })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('opens a reply form addressed to the person, and a reply that arrives live appears without a reload', async () => {
    const first = thread({ body: 'Question about khatian' });
    let threads = [first];
    const { user, sent } = renderComments(
      {
        'GET /api/blog/3/comments': () => page(threads),
        'POST /api/blog/3/comments': (request) => {
          const reply = comment({
            author: { id: 'user-a', name: 'Nadia Islam', proPic: null },
            body: (request.body as { body: string }).body,
            replyTo: { commentId: first.id, name: 'Karim Ahmed' },
          });
          threads = [{ ...first, replies: [reply] }];
          return { status: 201, json: { success: true, message: 'Posted', comment: reply, threadId: first.id } };
        },
      },
      member(),
    );
    await user.click(await screen.findByRole('button', { name: 'Reply to Karim Ahmed' }));
    const box = screen.getByRole('textbox', { name: 'Reply to @Karim Ahmed' });
    expect(document.activeElement).toBe(box);
    await user.type(box, 'Ask the AC land office');
    await user.click(screen.getByRole('button', { name: i18n.t('comments:reply.post') }));
    expect(await screen.findByText('Ask the AC land office')).toBeTruthy();
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
      body: 'Ask the AC land office',
      replyTo: first.id,
    });

    const live = comment({ body: 'Thanks, that helped', replyTo: { commentId: first.id, name: 'Nadia Islam' } });
    threads = [{ ...first, replies: [...threads[0]!.replies, live] }];
    act(() =>
      announceLiveNotification({
        _id: 'n-1',
        title: 'New reply',
        message: 'Karim replied',
        lang: 'en',
        link: `/BlogPostDetails/3#comment-${live.id}`,
        isRead: false,
        createdAt: new Date().toISOString(),
      }),
    );
    const arrived = await screen.findByText('Thanks, that helped');
    expect(arrived.closest('article')?.id).toBe(`comment-${live.id}`);
  });

  it('offers to try again when the comments cannot be loaded', async () => {
    let fail = true;
    const { user } = renderComments({
      'GET /api/blog/3/comments': () =>
        fail
          ? { status: 500, json: { success: false, code: 'INTERNAL', message: 'Server trouble' } }
          : page([thread()]),
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Server trouble');
    fail = false;
    await user.click(screen.getByRole('button', { name: i18n.t('comments:list.retry') }));
    expect(await screen.findByText('Is mutation needed before registry?')).toBeTruthy();
  });

  it('loads more threads with "view more"', async () => {
    const older = thread({ body: 'An older thread' });
    const { user } = renderComments({
      'GET /api/blog/3/comments': (request) =>
        request.search.includes('page=2')
          ? page([older], { pageNo: 2, totalPages: 2 })
          : page([thread({ body: 'The newest thread' })], { totalPages: 2 }),
    });
    expect(await screen.findByText('The newest thread')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: i18n.t('comments:list.more') }));
    expect(await screen.findByText('An older thread')).toBeTruthy();
    expect(screen.queryByRole('button', { name: i18n.t('comments:list.more') })).toBeNull();
  });
});
