import type { ModerationPost, QueueItem } from '@ghorbari/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { moderationPost, postDetail } from '../../test/factories.ts';
import { stubApi, type SentRequest } from '../../test/fetch-stub.ts';
import { renderPage } from '../../test/render.tsx';
import { DecisionPanel, useDecision } from './decision-panel.tsx';

/** Approve and reject as support meets them on the review page (spec: moderation, paid posts). */

const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options);

/** The review page's decision block: the side panel and the reject dialog, as ReviewContent puts them. */
function Decision({ data }: { data: ModerationPost }) {
  const decision = useDecision(data, {});
  return (
    <>
      <DecisionPanel data={data} decision={decision} />
      {decision.dialog}
    </>
  );
}

const nextInQueue: QueueItem = {
  ...postDetail({ PostID: 'S-1002', postTitle: 'Shop in Gulshan 1' }),
  edited: false,
  liveEdit: false,
  wait: { submittedAt: '2025-11-20T05:00:00.000Z', officeMinutes: 20, overdue: false },
  poster: { _id: 'user-2', name: 'Karim Mia', email: 'karim@example.com', phone: null },
  payment: { called: false, confirmed: false },
  signals: { photoMatches: 0, phoneAccounts: 1, phoneOfDisabledAccount: false },
  claim: null,
};

/** The staff API as the panel uses it: the decision, then the queue to find the next post. */
function stubModeration(nextPost: QueueItem | null) {
  const done = (message: string) => () => ({ json: { success: true, message } });
  return stubApi({
    'POST /api/admin/posts/S-1001/approve': done('Post approved'),
    'POST /api/admin/posts/S-1001/reject': done('Post rejected'),
    'GET /api/admin/posts/queue': () => ({
      json: {
        success: true,
        items: nextPost ? [nextPost] : [],
        pagination: { page: 1, limit: 2, total: nextPost ? 1 : 0, totalPages: nextPost ? 1 : 0 },
        counts: { pending: nextPost ? 1 : 0, overdue: 0 },
      },
    }),
  });
}

const decisions = (sent: SentRequest[]) => sent.filter((request) => request.method === 'POST');
const approveButton = () => screen.getByRole('button', { name: t('admin:decision.approve') });

describe('decision panel', () => {
  it.each([
    ['neither the call nor the payment', {}, 'admin:decision.needCallAndPayment'],
    ['the call but not the payment', { callRecordedAt: '2025-11-20T06:00:00.000Z' }, 'admin:decision.needPayment'],
    ['the payment but not the call', { paymentConfirmedAt: '2025-11-20T06:00:00.000Z' }, 'admin:decision.needCall'],
  ])('does not approve a paid post with %s recorded', async (_state, payment, reason) => {
    const sent = stubModeration(null);
    const { user } = renderPage(<Decision data={moderationPost({ post: { paid: true }, payment })} />);

    const approve = approveButton();
    expect(approve.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(t(reason))).toBeTruthy();
    await user.click(approve);
    expect(decisions(sent)).toEqual([]);
  });

  it('approves a paid post once the call and the payment are recorded, then opens the next post', async () => {
    const sent = stubModeration(nextInQueue);
    const paidAndCalled = {
      callRecordedAt: '2025-11-20T06:00:00.000Z',
      paymentConfirmedAt: '2025-11-20T06:10:00.000Z',
    };
    const { user, router } = renderPage(
      <Decision data={moderationPost({ post: { paid: true }, payment: paidAndCalled })} />,
    );

    expect(screen.queryByText(t('admin:decision.needPayment'))).toBeNull();
    await user.click(approveButton());

    await expect.poll(() => router.state.location.pathname).toBe('/admin/posts/S-1002');
    expect(decisions(sent)).toEqual([
      { method: 'POST', path: '/api/admin/posts/S-1001/approve', search: '', body: {} },
    ]);
  });

  it('approves a free post at once', async () => {
    const sent = stubModeration(null);
    const { user, router } = renderPage(<Decision data={moderationPost()} />);

    await user.click(approveButton());

    await expect.poll(() => router.state.location.pathname).toBe('/admin/queue');
    expect(decisions(sent).map((request) => request.path)).toEqual(['/api/admin/posts/S-1001/approve']);
  });

  it('rejects only with a reason, and with a note when the reason is "other"', async () => {
    const sent = stubModeration(null);
    const { user, router } = renderPage(<Decision data={moderationPost()} />);

    await user.click(screen.getByRole('button', { name: t('admin:decision.reject') }));
    const dialog = await screen.findByRole('dialog', { name: t('admin:reject.title') });
    const send = within(dialog).getByRole('button', { name: t('admin:reject.confirm') });

    await user.click(send);
    expect(await within(dialog).findByText(t('messages:validation.choiceInvalid'))).toBeTruthy();

    await user.click(within(dialog).getByRole('radio', { name: t('enums:rejectionReason.other') }));
    await user.click(send);
    expect(await within(dialog).findByText(t('messages:validation.reasonRequired'))).toBeTruthy();
    expect(decisions(sent)).toEqual([]);

    await user.type(
      within(dialog).getByRole('textbox', { name: t('admin:reject.note') }),
      'The photos show another flat.',
    );
    await user.click(send);

    await expect.poll(() => router.state.location.pathname).toBe('/admin/queue');
    expect(decisions(sent)).toEqual([
      {
        method: 'POST',
        path: '/api/admin/posts/S-1001/reject',
        search: '',
        body: { reason: 'other', note: 'The photos show another flat.' },
      },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('rejects for a listed reason without a note', async () => {
    const sent = stubModeration(null);
    const { user } = renderPage(<Decision data={moderationPost()} />);

    await user.click(screen.getByRole('button', { name: t('admin:decision.reject') }));
    const dialog = await screen.findByRole('dialog', { name: t('admin:reject.title') });
    await user.click(within(dialog).getByRole('radio', { name: t('enums:rejectionReason.duplicate') }));
    await user.click(within(dialog).getByRole('button', { name: t('admin:reject.confirm') }));

    await expect
      .poll(() => decisions(sent))
      .toEqual([{ method: 'POST', path: '/api/admin/posts/S-1001/reject', search: '', body: { reason: 'duplicate' } }]);
  });
});
