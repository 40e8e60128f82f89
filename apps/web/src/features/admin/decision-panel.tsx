import type { ModerationPost, RejectionReason } from '@ghorbari/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Check, Info, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { href } from '../../config/paths.ts';
import { ApiError } from '../../lib/api-client.ts';
import { showToast } from '../../lib/toast.ts';
import { apiErrorMessage } from '../../lib/api-error-message.ts';
import { FormAlert } from '../../components/form-fields.tsx';
import { queueQueryOptions } from './api/get-queue.ts';
import { ADMIN_KEY } from '../../lib/query-keys.ts';
import { useApprovePost } from './api/moderate-post.ts';
import type { AdminActionResult } from './api/use-admin-mutation.ts';
import { buttonClass, Section, Spinner } from './admin-ui.tsx';
import type { QueueFilters } from './queue-filters.tsx';
import type { ReviewState } from './queue-item.tsx';
import { RejectDialog } from './reject-dialog.tsx';
import { ClaimNotice } from './claim-notice.tsx';
import type { PostClaim } from './use-post-claim.ts';
import { cn } from '../../lib/class-names.ts';

/** After a decision: say so, then open the next oldest post of the same queue (or the queue when it is clear). */
function useGoToNext(postId: string, filters: QueueFilters) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (result: AdminActionResult) => {
    void showToast('success', result.message);
    const queue = await queryClient
      .fetchQuery({ ...queueQueryOptions({ ...filters, page: 1, limit: 2 }), staleTime: 0 })
      .catch(() => null);
    const next = queue?.items.find((item) => item.PostID !== postId);
    const state: ReviewState & { decided: true } = { queue: filters, decided: true };
    void navigate(next ? href.adminPost(next.PostID) : href.adminQueue(filters), { state });
  };
}

/** Why Approve is not available yet, or null when it is. */
function useBlocked(data: ModerationPost): string | null {
  const { t } = useTranslation('admin');
  if (!data.post.paid) return null;
  if (!data.payment.callRecordedAt && !data.payment.paymentConfirmedAt) return t('decision.needCallAndPayment');
  if (!data.payment.callRecordedAt) return t('decision.needCall');
  if (!data.payment.paymentConfirmedAt) return t('decision.needPayment');
  return null;
}

/**
 * Brings the payment steps into view and puts the cursor in the step's form (no URL hash: the page keeps its history
 * state).
 */
function showPaymentSteps() {
  const section = document.getElementById('review-payment')?.closest('section');
  section?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  section?.querySelector<HTMLElement>('textarea, input')?.focus({ preventScroll: true });
}

function Buttons({
  idPrefix,
  blocked,
  held,
  approving,
  onApprove,
  onReject,
}: {
  idPrefix: string;
  blocked: string | null;
  /** Someone else works the post (ADR 052): who, and until when. Neither button works then. */
  held: string | null;
  approving: boolean;
  onApprove: () => void;
  onReject: () => void;
}) {
  const { t } = useTranslation('admin');
  const hintId = `${idPrefix}-approve-blocked`;
  const heldId = `${idPrefix}-claim-held`;
  // The phone bar leaves room for the scroll-to-top button: tighter buttons keep each label on one line.
  const fit = idPrefix === 'bar' ? ' whitespace-nowrap px-2! gap-1.5!' : '';
  return (
    <div>
      <div className="grid grid-cols-2 gap-2">
        <button
          type="button"
          onClick={onApprove}
          disabled={blocked !== null || held !== null || approving}
          aria-describedby={held ? heldId : blocked ? hintId : undefined}
          className={`${buttonClass.primary}${fit}`}
        >
          {approving ? <Spinner /> : <Check aria-hidden size={18} />}
          {t('decision.approve')}
        </button>
        <button
          type="button"
          onClick={onReject}
          disabled={held !== null}
          aria-describedby={held ? heldId : undefined}
          className={`${buttonClass.dangerOutline}${fit}`}
        >
          <X aria-hidden size={18} />
          {t('decision.reject')}
        </button>
      </div>
      {held ? (
        <p id={heldId} className="mt-2 text-sm text-gray-800">
          {held}
        </p>
      ) : null}
      {blocked && !held ? (
        <p id={hintId} className="mt-2 flex items-start gap-1.5 text-sm text-gray-800">
          <Info aria-hidden size={16} className="mt-0.5 shrink-0 text-amber-700" />
          <span>
            {blocked}{' '}
            <button
              type="button"
              onClick={showPaymentSteps}
              className="font-semibold text-brand-800 underline underline-offset-2"
            >
              {t('decision.toPayment')}
            </button>
          </span>
        </p>
      ) : null}
    </div>
  );
}

/**
 * Approve or reject. The buttons sit in the side panel on wide screens and in a bar pinned to the
 * bottom of the screen on phones (one set is shown at a time), so support can decide while reading.
 */
export function useDecision(
  data: ModerationPost,
  filters: QueueFilters,
  /** The page's claim on the post and, when someone else works it, who (ADR 052). */
  claim?: { claim: PostClaim; holder: string | null; retry: () => void },
) {
  const { t } = useTranslation(['admin', 'messages']);
  const postId = data.post.PostID;
  const queryClient = useQueryClient();
  // An edit of a live post is decided apart from the post (ADR 048).
  const approve = useApprovePost(postId, data.liveEdit);
  const goToNext = useGoToNext(postId, filters);
  const [rejecting, setRejecting] = useState(false);
  const [preset, setPreset] = useState<{ reason: RejectionReason; note: string } | undefined>(undefined);
  const [problem, setProblem] = useState<string | null>(null);
  const blocked = useBlocked(data);

  async function onApprove() {
    setProblem(null);
    try {
      await goToNext(await approve.mutateAsync(undefined));
    } catch (error) {
      const message = apiErrorMessage(error, t, 'errors.conflict');
      setProblem(message);
      void showToast('error', message);
      // Someone else may have decided first: show the post as it is now.
      if (error instanceof ApiError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: ADMIN_KEY });
    }
  }

  const buttons = (idPrefix: string) => (
    <Buttons
      idPrefix={idPrefix}
      blocked={blocked}
      held={claim?.holder ?? null}
      approving={approve.isPending}
      onApprove={() => void onApprove()}
      onReject={() => {
        setPreset(undefined);
        setRejecting(true);
      }}
    />
  );
  const dialog = (
    <RejectDialog
      postId={postId}
      title={data.post.postTitle}
      preset={preset}
      edit={data.liveEdit}
      reader={data.poster.language}
      open={rejecting}
      onOpenChange={setRejecting}
      onRejected={(result) => {
        setRejecting(false);
        void goToNext(result);
      }}
    />
  );
  /** Opens the rejection with a reason and note already chosen (a fraud signal's one-click action). */
  const rejectWith = (chosen: { reason: RejectionReason; note: string }) => {
    setPreset(chosen);
    setRejecting(true);
  };
  return {
    buttons,
    dialog,
    problem,
    rejectWith,
    claim,
    pending: data.post.status === 'pending' || data.liveEdit,
  };
}

/** The side panel's decision block (wide screens), with the post's state when there is nothing to decide. */
export function DecisionPanel({
  data,
  decision,
}: {
  data: ModerationPost;
  decision: ReturnType<typeof useDecision> | null;
}) {
  const { t } = useTranslation(['admin', 'enums']);
  const { post } = data;
  return (
    <Section id="review-decision" title={t('decision.title')}>
      {decision ? (
        <>
          {decision.claim ? (
            <ClaimNotice claim={decision.claim.claim} holder={decision.claim.holder} onRetry={decision.claim.retry} />
          ) : null}
          <FormAlert message={decision.problem} />
          <div className="hidden lg:block">{decision.buttons('side')}</div>
          <p className="text-[15px] text-gray-700 lg:mt-3">
            {data.liveEdit ? t('decision.editHint') : t('decision.hint')}
          </p>
        </>
      ) : (
        <div className="text-[15px] text-gray-800">
          <p className="font-semibold">{t('decision.alreadyDecided', { status: t(`postStatus.${post.status}`) })}</p>
          {post.rejection ? (
            <p className="mt-1">
              {t(`enums:rejectionReason.${post.rejection.reason}`)}
              {post.rejection.note ? `: ${post.rejection.note}` : ''}
            </p>
          ) : null}
        </div>
      )}
    </Section>
  );
}

/** The phone's decision bar: stays at the bottom of the screen while the post is read. */
export function MobileDecisionBar({ decision }: { decision: ReturnType<typeof useDecision> }) {
  const { t } = useTranslation('admin');
  return (
    <div
      role="region"
      aria-label={t('decision.barLabel')}
      className={cn(
        'sticky bottom-0 z-20 -mx-4 border-t border-gray-200 bg-white/95 px-4',
        'pb-3 pr-20 pt-3 shadow-[0_-4px_12px_rgba(0,0,0,0.08)] backdrop-blur',
        'lg:hidden',
      )}
    >
      {decision.buttons('bar')}
    </div>
  );
}
