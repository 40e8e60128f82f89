import { LIMITS } from '@ghorbari/contracts';
import { CheckCircle2, Loader2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../lib/navigation/navigation.tsx';
import { paths } from '../../config/paths.ts';
import { apiErrorMessage } from '../../lib/api-error-message.ts';
import { cn } from '../../lib/class-names.ts';
import { useSaveSearch, useSuggestedSearchName } from './save-search.ts';
import { SheetClose, SheetDialog } from '../../components/sheet-dialog.tsx';
import type { SearchToSave } from './save-search-button.tsx';
import { primaryButton } from '../../lib/button-styles.ts';

const primary = cn(primaryButton, 'disabled:opacity-70');
const secondary = cn(
  'inline-flex min-h-11 items-center justify-center rounded-md border border-gray-300 px-5',
  'font-semibold text-gray-800 hover:bg-gray-50',
);

/** The dialog that names and saves the search: its own module, loaded when it opens (Radix, the saving). */
export function SaveSearchDialog({ search, onClose }: { search: SearchToSave; onClose: () => void }) {
  const { t } = useTranslation(['searches', 'messages']);
  const suggestion = useSuggestedSearchName(search, true);
  const save = useSaveSearch();
  const [name, setName] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const fieldId = useId();
  const shown = name ?? suggestion.data?.name ?? '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = shown.trim();
    if (!trimmed) return setProblem(t('save.nameMissing'));
    if (trimmed.length > LIMITS.savedSearch.nameMaxLength) return setProblem(t('save.nameTooLong'));
    setProblem(null);
    save.mutate({ name: trimmed, filters: search });
  };

  const saved = save.data?.search;
  return (
    <SheetDialog
      open
      onClose={onClose}
      title={t('save.title')}
      closeLabel={t('save.close')}
      testId="save-search-dialog"
    >
      {saved ? (
        <div className="p-5" role="status">
          <p className="flex items-center gap-2 text-lg font-semibold text-gray-900">
            <CheckCircle2 aria-hidden size={22} className="text-brand-700" />
            {t('save.doneTitle')}
          </p>
          <p className="mt-2 text-[15px] text-gray-700">{t('save.doneText', { name: saved.name })}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link to={paths.userSearches} className={primary}>
              {t('save.goToMine')}
            </Link>
            <SheetClose className={secondary}>{t('save.close')}</SheetClose>
          </div>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="p-5">
          <p className="text-[15px] text-gray-700">{t('save.intro')}</p>
          {suggestion.data ? <p className="mt-2 text-sm text-gray-600">{suggestion.data.summary}</p> : null}
          <label htmlFor={fieldId} className="mt-4 block font-semibold text-gray-900">
            {t('save.nameLabel')}
          </label>
          <input
            id={fieldId}
            value={shown}
            onChange={(event) => setName(event.target.value)}
            maxLength={LIMITS.savedSearch.nameMaxLength + 20}
            aria-describedby={`${fieldId}-hint${problem ? ` ${fieldId}-problem` : ''}`}
            aria-invalid={problem ? true : undefined}
            className={cn(
              'mt-1 block min-h-11 w-full rounded-md border px-3 text-[16px] text-gray-900',
              problem ? 'border-red-700' : 'border-gray-400',
            )}
          />
          <p id={`${fieldId}-hint`} className="mt-1 text-sm text-gray-600">
            {t('save.nameHint')}
          </p>
          {problem ? (
            <p id={`${fieldId}-problem`} className="mt-1 text-sm font-semibold text-red-800">
              {problem}
            </p>
          ) : null}
          {save.isError ? (
            <p role="alert" className="mt-3 rounded-md bg-red-50 p-3 text-[15px] text-red-900">
              {apiErrorMessage(save.error, t, 'errors.internal')}
            </p>
          ) : null}
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <SheetClose className={secondary}>{t('save.cancel')}</SheetClose>
            <button type="submit" disabled={save.isPending} className={primary}>
              {save.isPending ? <Loader2 aria-hidden size={18} className="animate-spin" /> : null}
              {save.isPending ? t('save.saving') : t('save.submit')}
            </button>
          </div>
        </form>
      )}
    </SheetDialog>
  );
}
