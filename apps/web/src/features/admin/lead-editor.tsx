import { LEAD_STATUSES, type LeadStatus } from '@ghorbari/contracts';
import { Save } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass, labelClass } from '../../components/form-fields.tsx';
import { apiErrorMessage } from '../../lib/api-error-message.ts';
import { cn } from '../../lib/class-names.ts';
import { showToast } from '../../lib/toast.ts';
import { buttonClass, Spinner } from './admin-ui.tsx';
import { useUpdateLead, type Lead } from './api/leads.ts';

const selectClass = inputClass.replace('read-only:bg-gray-100', '');
export const NOTE_MAX = 500;

/**
 * Where support is with one person (new → called → joined / not interested) and a note, saved
 * together. The parent keys it by the lead's last change, so a saved lead starts again from the
 * server's copy.
 */
export function LeadEditor({ lead, layout }: { lead: Lead; layout: 'row' | 'card' }) {
  const { t } = useTranslation(['admin', 'enums', 'messages']);
  const id = useId();
  const update = useUpdateLead();
  const [status, setStatus] = useState<LeadStatus>(lead.status);
  const [note, setNote] = useState(lead.note ?? '');
  const changed = status !== lead.status || note.trim() !== (lead.note ?? '');
  const save = async () => {
    try {
      const result = await update.mutateAsync({ leadId: lead.id, status, note: note.trim() });
      void showToast('success', result.message);
    } catch (error) {
      void showToast('error', apiErrorMessage(error, t, 'errors.internal'));
    }
  };
  const forName = <span className="sr-only"> ({lead.name})</span>;
  return (
    <form
      aria-label={t('leads.editLabel', { name: lead.name })}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      className={cn(
        'grid gap-2',
        // A table row: status and note side by side, Save under them, so a row stays short.
        layout === 'row' ? 'min-w-80 grid-cols-[9rem_1fr]' : 'mt-3 border-t border-gray-100 pt-3',
      )}
    >
      <div>
        <label htmlFor={`${id}-status`} className={labelClass}>
          {t('leads.status')}
          {forName}
        </label>
        <select
          id={`${id}-status`}
          value={status}
          onChange={(event) => setStatus(event.target.value as LeadStatus)}
          disabled={update.isPending}
          className={cn(selectClass, layout === 'row' ? 'h-10 text-[15px]' : '')}
        >
          {LEAD_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`enums:leadStatus.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-note`} className={labelClass}>
          {t('leads.note')}
          {forName}
        </label>
        <textarea
          id={`${id}-note`}
          value={note}
          rows={2}
          maxLength={NOTE_MAX}
          disabled={update.isPending}
          placeholder={t('leads.notePlaceholder')}
          onChange={(event) => setNote(event.target.value)}
          className={cn(selectClass, 'h-auto py-2', layout === 'row' ? 'text-[15px]' : '')}
        />
      </div>
      <button
        type="submit"
        disabled={!changed || update.isPending}
        className={cn(buttonClass.primary, layout === 'row' ? 'col-span-2 min-h-10 justify-self-end' : 'w-full')}
      >
        {update.isPending ? <Spinner /> : <Save aria-hidden size={18} />}
        {t('leads.save')}
        {forName}
      </button>
    </form>
  );
}
