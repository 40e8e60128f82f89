import { LIMITS, type SavedSearch } from '@ghorbari/contracts';
import * as Switch from '@radix-ui/react-switch';
import { ArrowRight, Check, Loader2, Pencil, Trash2, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiErrorMessage } from '../../lib/api-error-message.ts';
import { cn } from '../../lib/class-names.ts';
import { formatNumber } from '../../lib/format.ts';
import {
  savedSearchHref,
  useDeleteSavedSearch,
  useUpdateSavedSearch,
  useVisitSavedSearch,
} from './api/saved-searches.ts';
import { showToast } from '../../lib/toast.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { DeleteSearchDialog } from './delete-search-dialog.tsx';

const switchRoot = cn(
  'relative inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full bg-gray-400',
  'transition-colors data-[state=checked]:bg-brand-700 disabled:opacity-60',
);
const switchThumb = cn(
  'block h-5 w-5 translate-x-1 rounded-full bg-white shadow',
  'transition-transform data-[state=checked]:translate-x-6',
);
const quiet = cn(
  'inline-flex min-h-11 items-center gap-1.5 rounded-md px-3 font-semibold text-gray-800',
  'hover:bg-gray-100',
);

/** One saved search: its name, summary and new matches, the way to its results, and its switches. */
export function SavedSearchCard({ search }: { search: SavedSearch }) {
  const { t } = useTranslation(['searches', 'messages']);
  const language = useLanguage();
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();
  const visit = useVisitSavedSearch();
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const id = useId();
  const shownCount =
    search.newMatches > LIMITS.savedSearch.newMatchesShown
      ? `${formatNumber(LIMITS.savedSearch.newMatchesShown, language)}+`
      : formatNumber(search.newMatches, language);

  const change = (changes: { paused?: boolean; mailDigest?: boolean; name?: string }, done?: () => void) =>
    update.mutate(
      { id: search._id, changes },
      {
        onSuccess: () => done?.(),
        onError: (error) => void showToast('error', apiErrorMessage(error, t, 'errors.internal')),
      },
    );

  return (
    <article aria-labelledby={`${id}-name`} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <h2
            id={`${id}-name`}
            className={cn('break-words text-lg font-semibold text-gray-900', renaming && 'sr-only')}
          >
            {search.name}
          </h2>
          {renaming ? (
            <RenameForm
              name={search.name}
              pending={update.isPending}
              onCancel={() => setRenaming(false)}
              onSave={(name) => change({ name }, () => setRenaming(false))}
            />
          ) : null}
          <p className="mt-1 break-words text-[15px] text-gray-700">{search.summary}</p>
        </div>
        {search.newMatches > 0 ? (
          <span
            className="shrink-0 rounded-full bg-brand-700 px-3 py-1 text-sm font-semibold text-white"
            aria-label={t('item.newMatchesLabel', { n: shownCount })}
          >
            {t('item.newMatches', { n: shownCount })}
          </span>
        ) : (
          <span className="shrink-0 rounded-full bg-gray-100 px-3 py-1 text-sm text-gray-700">
            {t('item.nothingNew')}
          </span>
        )}
      </div>

      <div className="mt-3 flex flex-wrap items-center gap-x-6 gap-y-2 border-t border-gray-100 pt-3">
        <div className="flex items-center gap-3">
          <Switch.Root
            id={`${id}-alerts`}
            aria-describedby={`${id}-alerts-hint`}
            checked={!search.paused}
            disabled={update.isPending}
            onCheckedChange={(on) => change({ paused: !on })}
            className={switchRoot}
          >
            <Switch.Thumb className={switchThumb} />
          </Switch.Root>
          <div>
            <label htmlFor={`${id}-alerts`} className="cursor-pointer font-semibold text-gray-900">
              {t('item.alerts')}
            </label>
            <p id={`${id}-alerts-hint`} className="text-sm text-gray-600">
              {search.paused ? t('item.paused') : t('item.alertsHint')}
            </p>
          </div>
        </div>
        <div className="flex items-center gap-3">
          <Switch.Root
            id={`${id}-mail`}
            aria-describedby={`${id}-mail-hint`}
            checked={search.mailDigest}
            disabled={update.isPending}
            onCheckedChange={(on) => change({ mailDigest: on })}
            className={switchRoot}
          >
            <Switch.Thumb className={switchThumb} />
          </Switch.Root>
          <div>
            <label htmlFor={`${id}-mail`} className="cursor-pointer font-semibold text-gray-900">
              {t('item.mail')}
            </label>
            <p id={`${id}-mail-hint`} className="text-sm text-gray-600">
              {t('item.mailHint')}
            </p>
          </div>
        </div>
      </div>

      <div
        className="mt-3 flex flex-wrap items-center gap-2"
        role="group"
        aria-label={t('item.actionsFor', { name: search.name })}
      >
        <Link
          to={savedSearchHref(search)}
          // Opening the results marks them seen; the request outlives the page change.
          onClick={() => visit.mutate(search._id)}
          className={cn(
            'inline-flex min-h-11 items-center gap-2 rounded-md bg-brand-700 px-4',
            'font-semibold text-white hover:bg-brand-800',
          )}
        >
          {t('item.open')}
          <ArrowRight aria-hidden size={18} />
        </Link>
        {renaming ? null : (
          <button type="button" className={quiet} onClick={() => setRenaming(true)}>
            <Pencil aria-hidden size={16} />
            {t('item.rename')}
          </button>
        )}
        <button type="button" className={cn(quiet, 'text-red-800 hover:bg-red-50')} onClick={() => setDeleting(true)}>
          <Trash2 aria-hidden size={16} />
          {t('item.delete')}
        </button>
      </div>

      <DeleteSearchDialog
        open={deleting}
        name={search.name}
        pending={remove.isPending}
        onClose={() => setDeleting(false)}
        onConfirm={() =>
          remove.mutate(search._id, {
            onSuccess: (answer) => void showToast('success', answer.message),
            onError: (error) => void showToast('error', apiErrorMessage(error, t, 'errors.internal')),
            onSettled: () => setDeleting(false),
          })
        }
      />
    </article>
  );
}

function RenameForm({
  name,
  pending,
  onSave,
  onCancel,
}: {
  name: string;
  pending: boolean;
  onSave: (name: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('searches');
  const [value, setValue] = useState(name);
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = value.trim();
    if (!trimmed) return setProblem(t('save.nameMissing'));
    if (trimmed.length > LIMITS.savedSearch.nameMaxLength) return setProblem(t('save.nameTooLong'));
    setProblem(null);
    onSave(trimmed);
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-start gap-2">
      <div className="min-w-0 flex-1 basis-56">
        <label htmlFor={id} className="sr-only">
          {t('item.renameTitle')}
        </label>
        <input
          id={id}
          // The member asked to rename: the field is where they type next.
          autoFocus
          value={value}
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') onCancel();
          }}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          className={cn(
            'block min-h-11 w-full rounded-md border px-3 text-[16px] text-gray-900',
            problem ? 'border-red-700' : 'border-gray-400',
          )}
        />
        {problem ? (
          <p id={`${id}-problem`} className="mt-1 text-sm font-semibold text-red-800">
            {problem}
          </p>
        ) : null}
      </div>
      <button
        type="submit"
        disabled={pending}
        className={cn(
          'inline-flex min-h-11 items-center gap-1.5 rounded-md bg-brand-700 px-4',
          'font-semibold text-white hover:bg-brand-800',
        )}
      >
        {pending ? <Loader2 aria-hidden size={16} className="animate-spin" /> : <Check aria-hidden size={16} />}
        {t('item.renameSave')}
      </button>
      <button type="button" onClick={onCancel} className={quiet}>
        <X aria-hidden size={16} />
        {t('save.cancel')}
      </button>
    </form>
  );
}
