import type { RejectPostBody } from '@ghorbari/contracts';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client.ts';
import { apiErrorMessage } from '../../lib/api-error-message.ts';
import { showToast } from '../../lib/toast.ts';
import { useStaffDecision } from './api/staff-decisions.ts';

export interface QueueDecision {
  approve: () => Promise<void>;
  /** Throws the refusal, so the reject dialog can show it beside its fields. */
  reject: (body: RejectPostBody) => Promise<void>;
  /** A decision on this item is on its way. */
  pending: boolean;
  approving: boolean;
}

/**
 * Approve or reject one firm or review of a queue. After a decision the item leaves the list (the
 * queue is refreshed), a toast says what happened and `onDecided` moves the focus on. A 409
 * (someone else decided first) shows the server's translated message, and the list refreshes.
 */
export function useQueueDecision(kind: 'firms' | 'reviews', id: string, onDecided: () => void): QueueDecision {
  const { t } = useTranslation(['admin', 'messages']);
  const mutation = useStaffDecision(kind);
  const conflict = (error: unknown) => error instanceof ApiError && error.status === 409;

  return {
    pending: mutation.isPending,
    approving: mutation.isPending && mutation.variables?.action === 'approve',
    async approve() {
      try {
        const result = await mutation.mutateAsync({ id, action: 'approve' });
        void showToast('success', result.message);
        onDecided();
      } catch (error) {
        void showToast('error', apiErrorMessage(error, t, 'errors.conflict'));
      }
    },
    async reject(body) {
      try {
        const result = await mutation.mutateAsync({ id, action: 'reject', body });
        void showToast('success', result.message);
        onDecided();
      } catch (error) {
        // The item may leave the list with its dialog: the toast still says why.
        if (conflict(error)) void showToast('error', apiErrorMessage(error, t, 'errors.conflict'));
        throw error;
      }
    },
  };
}
