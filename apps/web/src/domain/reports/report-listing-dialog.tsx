import { LIMITS, LISTING_REPORT_REASONS, reportBodySchema, type ReportBody } from '@ghorbari/contracts';
import { ShieldAlert } from 'lucide-react';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useForm, useWatch, type FieldError, type Resolver, type UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client.ts';
import { apiErrorMessage, applyServerIssues } from '../../lib/api-error-message.ts';
import { cn } from '../../lib/class-names.ts';
import { formatListingId, formatNumber } from '../../lib/format.ts';
import { formResolver } from '../../lib/form-resolver.ts';
import { useReportListing, type ReportedListing } from './listing-reports.ts';
import { useSession } from '../../lib/session/session.tsx';
import { textLanguage } from '../../lib/text-language.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { FieldMessage, FormAlert, labelClass, SubmitButton, useFieldIds } from '../../components/form-fields.tsx';
import { DialogActions } from '../../components/dialog/dialog.tsx';
import { DialogOutcome } from '../../components/dialog/dialog-outcome.tsx';
import { SheetContent, SheetDialog } from '../../components/sheet-dialog.tsx';

type ReportValues = Omit<ReportBody, 'reason' | 'details'> & { reason?: ReportBody['reason']; details: string };

const resolver: Resolver<ReportValues, unknown, ReportBody> = formResolver(reportBodySchema);
const DETAILS_MAX = LIMITS.report.detailsMaxLength;

type Outcome = { kind: 'sent' | 'already'; message: string };

/** The thanks (or "you reported it already") and what happens next. */
function OutcomePanel({ outcome }: { outcome: Outcome }) {
  const { t } = useTranslation('reports');
  const { user } = useSession();
  const sent = outcome.kind === 'sent';
  return (
    <DialogOutcome
      fresh={sent}
      title={sent ? t('doneTitle') : t('alreadyTitle')}
      message={outcome.message}
      doneLabel={t('done')}
      testId="report-outcome"
    >
      <p className="mx-auto mt-3 max-w-md text-[15px] text-gray-700">{user ? t('nextMember') : t('nextVisitor')}</p>
      <p
        className={cn(
          'mx-auto mt-4 flex max-w-md items-start gap-2 rounded-md bg-amber-50 px-3 py-2 text-left',
          'text-[15px] text-amber-950 ring-1 ring-amber-200',
        )}
      >
        <ShieldAlert aria-hidden size={18} className="mt-0.5 shrink-0" />
        {t('safety')}
      </p>
    </DialogOutcome>
  );
}

/** The seven reasons as radio buttons, one a line (each a 44px target), with the field's problem. */
function ReasonChoices({
  name,
  registration,
  error,
}: {
  name: string;
  registration: UseFormRegisterReturn<'reason'>;
  error: FieldError | undefined;
}) {
  const { t } = useTranslation(['reports', 'enums']);
  const errorId = error?.message ? `${name}-error` : undefined;
  return (
    <fieldset aria-describedby={errorId} className="min-w-0">
      <legend className={labelClass}>{t('reason')}</legend>
      <div className="mt-1 space-y-1">
        {LISTING_REPORT_REASONS.map((value) => (
          <label
            key={value}
            className={cn(
              'flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 py-1',
              'hover:bg-gray-50 has-[:checked]:bg-brand-50 has-[:checked]:ring-1 has-[:checked]:ring-brand-100',
            )}
          >
            <input
              type="radio"
              value={value}
              aria-invalid={error ? true : undefined}
              className="h-5 w-5 shrink-0 accent-brand-700"
              {...registration}
            />
            <span className="text-[16px] text-gray-900">{t(`enums:listingReportReason.${value}`)}</span>
          </label>
        ))}
      </div>
      <FieldMessage id={errorId} error={error} />
    </fieldset>
  );
}

/** A reason and, when it helps (always for "something else"), a few words; then the API's answer. */
function ReportForm({ listing }: { listing: ReportedListing }) {
  const { t } = useTranslation(['reports', 'messages', 'enums']);
  const language = useLanguage();
  const id = useId();
  const send = useReportListing();
  const formRef = useRef<HTMLFormElement>(null);
  // The form may be drawn after the dialog opened (its texts were loading): the first reason takes the focus.
  useEffect(() => {
    const form = formRef.current;
    if (form && !form.contains(document.activeElement)) form.querySelector<HTMLElement>('input')?.focus();
  }, []);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<ReportValues, unknown, ReportBody>({
    resolver,
    defaultValues: { kind: listing.kind, listingId: listing.listingId, details: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const [reason, details] = useWatch({ control: form.control, name: ['reason', 'details'] });
  const detailsNeeded = reason === 'other';
  const { fieldId, hintId, errorId, describedBy } = useFieldIds(`${id}-details`, true, errors.details);

  if (outcome) return <OutcomePanel outcome={outcome} />;

  const submit = form.handleSubmit(async (body) => {
    setProblem(null);
    try {
      const { details: text, ...rest } = body;
      const result = await send.mutateAsync(text ? { ...rest, details: text } : rest);
      setOutcome({ kind: 'sent', message: result.message });
    } catch (error) {
      // Reported before (by this member or from this address): not a failure, support has it.
      if (error instanceof ApiError && error.code === 'REPORT_ALREADY_SENT')
        setOutcome({ kind: 'already', message: apiErrorMessage(error, t, 'errors.reportAlreadySent') });
      else if (!applyServerIssues(error, form.setError, ['reason', 'details']))
        setProblem(apiErrorMessage(error, t, 'errors.internal'));
    }
  });

  const length = details.length;
  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="space-y-4 px-4 py-5 sm:px-6">
      <p className="rounded-md bg-gray-50 px-3 py-2 text-[15px] text-gray-800 ring-1 ring-gray-200">
        {t('about')}{' '}
        <span className="font-semibold text-gray-900" lang={textLanguage(listing.title, language)}>
          {listing.title}
        </span>{' '}
        <span className="whitespace-nowrap text-gray-600" translate="no">
          ({formatListingId(listing.listingId, language)})
        </span>
      </p>
      <p className="text-[15px] text-gray-700">{t('intro')}</p>
      <FormAlert message={problem} />
      <ReasonChoices name={`${id}-reason`} registration={form.register('reason')} error={errors.reason} />
      <div>
        <label htmlFor={fieldId} className={labelClass}>
          {t('details')}
          {detailsNeeded ? null : <span className="font-normal text-gray-600"> ({t('optional')})</span>}
        </label>
        <textarea
          id={fieldId}
          rows={4}
          maxLength={DETAILS_MAX}
          aria-invalid={errors.details ? true : undefined}
          aria-describedby={describedBy}
          aria-required={detailsNeeded || undefined}
          className={cn(
            'mt-1 block w-full resize-y rounded-md border border-gray-300 bg-white px-3 py-2',
            'text-[16px] text-gray-900 placeholder:text-gray-500 aria-[invalid=true]:border-red-600',
          )}
          {...form.register('details')}
        />
        <p id={hintId} className="mt-1 flex justify-between gap-3 text-sm text-gray-600">
          <span>{detailsNeeded ? t('detailsRequired') : t('detailsHint')}</span>
          <span className="shrink-0 tabular-nums">
            <span className="sr-only">{t('counterLabel')} </span>
            {t('counter', { n: formatNumber(length, language), max: formatNumber(DETAILS_MAX, language) })}
          </span>
        </p>
        <FieldMessage id={errorId} error={errors.details} />
      </div>
      <DialogActions cancelLabel={t('cancel')}>
        <SubmitButton pending={isSubmitting} pendingText={t('sending')} className="sm:w-auto">
          {t('send')}
        </SubmitButton>
      </DialogActions>
    </form>
  );
}

/**
 * "Report this listing" (issue 18, ADR 023): a keyboard-usable dialog (focus stays inside, Escape
 * closes it, focus returns to the Report button) with the seven reasons, a few words, and the
 * answer. Members and visitors alike; the API refuses an owner's own listing with its message.
 */
export function ReportListingDialog({
  listing,
  open,
  onClose,
  returnFocus,
}: {
  listing: ReportedListing;
  open: boolean;
  onClose: () => void;
  /** The Report button, which has the focus again when the dialog closes. */
  returnFocus: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation('reports');
  return (
    <SheetDialog
      open={open}
      onClose={onClose}
      title={t('title')}
      closeLabel={t('close')}
      testId="report-dialog"
      returnFocus={returnFocus}
    >
      <SheetContent>
        <ReportForm listing={listing} />
      </SheetContent>
    </SheetDialog>
  );
}
