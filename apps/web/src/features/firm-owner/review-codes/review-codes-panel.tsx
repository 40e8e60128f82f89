import {
  INTERIOR_CATEGORIES,
  issueCodeBodySchema,
  type IssueCodeBody,
  type MyFirm,
  type ReviewCode,
} from '@ghorbari/contracts';
import { KeyRound, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert, PhoneField, SelectField, SubmitButton, TextField } from '../../../components/form-fields.tsx';
import { href } from '../../../config/paths.ts';
import { apiErrorMessage, applyServerIssues } from '../../../lib/api-error-message.ts';
import { asciiDigits } from '../../../lib/ascii-digits.ts';
import { cn } from '../../../lib/class-names.ts';
import { formatDigits, formatNumber } from '../../../lib/format.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { formResolver } from '../../../lib/form-resolver.ts';
import { textLanguage } from '../../../lib/text-language.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useIssueReviewCode, useReviewCodes } from './api/review-codes.ts';
import { CodeDialog, type IssuedCodeView } from './code-dialog.tsx';

interface CodeFormValues {
  clientName: string;
  clientPhone: string;
  category: string;
}

const FIELDS = ['clientName', 'clientPhone', 'category'] as const;
/** The newest codes shown at first; the rest behind "show all". */
const FIRST_CODES = 5;
const resolver: Resolver<CodeFormValues, unknown, IssueCodeBody> = formResolver(issueCodeBodySchema);

const STATUS_CLASS: Record<ReviewCode['status'], string> = {
  open: 'bg-brand-50 text-brand-900 ring-brand-200',
  used: 'bg-gray-100 text-gray-800 ring-gray-300',
  expired: 'bg-amber-50 text-amber-900 ring-amber-300',
};

/** One issued code: for whom, which job, when, and whether it was used. Never the code itself. */
function CodeRow({ code }: { code: ReviewCode }) {
  const { t } = useTranslation(['firms', 'enums']);
  const language = useLanguage();
  return (
    <li data-testid="review-code-row" className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-3">
      <div className="min-w-0">
        <p className="font-semibold text-gray-900">
          <span lang={textLanguage(code.clientName, language)}>{code.clientName}</span>
          <span className="ml-2 text-sm font-normal text-gray-700">
            {formatDigits(code.clientPhone, language)}
            {/* Issued before codes were for a number (ADR 051): any account may still use it. */}
            {code.forNumber ? null : ` (${t('codes.noNumber')})`}
          </span>
        </p>
        <p className="text-sm text-gray-700">
          {t(`enums:interiorCategory.${code.category}`)} ·{' '}
          {t('codes.issuedOn', { date: formatDate(code.createdAt, language) })}
          {' · '}
          {code.status === 'used' && code.usedAt
            ? t('codes.usedOn', { date: formatDate(code.usedAt, language) })
            : code.status === 'expired'
              ? t('codes.expiredOn', { date: formatDate(code.expiresAt, language) })
              : t('codes.expiresOn', { date: formatDate(code.expiresAt, language) })}
        </p>
      </div>
      <span
        className={cn(
          'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ring-inset',
          STATUS_CLASS[code.status],
        )}
      >
        {t(`codes.status.${code.status}`)}
      </span>
    </li>
  );
}

function CodeList({ firmId }: { firmId: string }) {
  const { t } = useTranslation(['firms', 'messages']);
  const language = useLanguage();
  const codes = useReviewCodes(firmId);
  const [expanded, setExpanded] = useState(false);
  if (codes.isPending) return <p className="text-[15px] text-gray-700">{t('codes.loading')}</p>;
  if (codes.isError)
    return (
      <div role="alert" className="text-[15px] text-gray-800">
        <p>{apiErrorMessage(codes.error, t, 'errors.fetchFailed')}</p>
        <button
          type="button"
          onClick={() => void codes.refetch()}
          className="mt-2 inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 underline"
        >
          <RotateCw aria-hidden size={16} />
          {t('mine.retry')}
        </button>
      </div>
    );
  const all = codes.data.codes;
  if (all.length === 0) return <p className="text-[15px] text-gray-700">{t('codes.none')}</p>;
  const shown = expanded ? all : all.slice(0, FIRST_CODES);
  return (
    <>
      <ul id={`${firmId}-codes`} aria-label={t('codes.listLabel')} className="divide-y divide-gray-100">
        {shown.map((code) => (
          <CodeRow key={code.id} code={code} />
        ))}
      </ul>
      {all.length > FIRST_CODES ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={`${firmId}-codes`}
          onClick={() => setExpanded(!expanded)}
          className="mt-1 inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-2"
        >
          {expanded
            ? t('codes.showFewer')
            : t('codes.showAll', { count: all.length, n: formatNumber(all.length, language) })}
        </button>
      ) : null}
    </>
  );
}

/**
 * Review codes of a listed firm (ADR 016): one per finished job, issued here with the client's
 * name, the mobile number the code is for (ADR 051) and the kind of job, shown once, then listed
 * without the code.
 */
export function ReviewCodesPanel({ firm }: { firm: MyFirm }) {
  const { t } = useTranslation(['firms', 'enums', 'messages']);
  const issue = useIssueReviewCode(firm.PostID);
  const [issued, setIssued] = useState<IssuedCodeView | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<CodeFormValues, unknown, IssueCodeBody>({
    resolver,
    defaultValues: { clientName: '', clientPhone: '', category: firm.categories[0] ?? '' },
  });
  const { errors, isSubmitting } = form.formState;
  const headingId = `codes-${firm.PostID}`;

  const submit = form.handleSubmit(async (body) => {
    setProblem(null);
    try {
      const result = await issue.mutateAsync(body);
      setIssued({
        code: result.code,
        expiresAt: result.expiresAt,
        clientName: body.clientName,
        clientPhone: body.clientPhone,
        firmName: firm.name,
        link: new URL(href.interiorDetails(firm.PostID), window.location.origin).href,
      });
      form.reset({ clientName: '', clientPhone: '', category: body.category });
    } catch (error) {
      if (!applyServerIssues(error, form.setError, FIELDS)) setProblem(apiErrorMessage(error, t, 'errors.internal'));
    }
  });

  return (
    <section aria-labelledby={headingId} className="mt-4 border-t border-gray-100 pt-4">
      <h3 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-gray-900">
        <KeyRound aria-hidden size={20} className="text-brand-700" />
        {t('codes.title')}
      </h3>
      <p className="mt-1 max-w-2xl text-[15px] text-gray-700">{t('codes.intro')}</p>
      <form
        noValidate
        aria-label={t('codes.formLabel')}
        onSubmit={(event) => void submit(event)}
        className="mt-3 rounded-lg bg-gray-50 p-3 ring-1 ring-gray-200 sm:p-4"
      >
        <div className="grid gap-3 sm:grid-cols-3">
          <TextField
            label={t('codes.clientName')}
            autoComplete="off"
            maxLength={80}
            error={errors.clientName}
            {...form.register('clientName')}
          />
          <PhoneField
            label={t('codes.clientPhone')}
            hint={t('codes.clientPhoneHint')}
            autoComplete="off"
            error={errors.clientPhone}
            {...form.register('clientPhone', { setValueAs: (value: unknown) => asciiDigits(value) as string })}
          />
          <SelectField
            label={t('codes.category')}
            placeholder={t('codes.chooseCategory')}
            options={INTERIOR_CATEGORIES.map((value) => [value, t(`enums:interiorCategory.${value}`)])}
            error={errors.category}
            {...form.register('category')}
          />
        </div>
        <div className="mt-3 space-y-3">
          <FormAlert message={problem} />
          <SubmitButton pending={isSubmitting} pendingText={t('codes.issuing')} className="sm:w-auto">
            {t('codes.issue')}
          </SubmitButton>
        </div>
      </form>
      <h4 className="mt-4 font-semibold text-gray-900">{t('codes.issued')}</h4>
      <CodeList firmId={firm.PostID} />
      <CodeDialog issued={issued} onClose={() => setIssued(null)} />
    </section>
  );
}
