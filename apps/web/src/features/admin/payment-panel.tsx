import { formResolver } from '../../lib/form-resolver.ts';
import { recordCallBodySchema, type ModerationPost } from '@ghorbari/contracts';
import { CheckCircle2, Phone } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatDigits, formatNumber } from '../../lib/format.ts';
import { formatDateTime } from '../../lib/format-time.ts';
import { showToast } from '../../lib/toast.ts';
import { apiErrorMessage, applyServerIssues } from '../../lib/api-error-message.ts';
import { FormAlert } from '../../components/form-fields.tsx';
import { textLanguage } from '../../lib/text-language.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { useRecordCall, type RecordCallBody } from './api/moderate-post.ts';
import { PaidRecordText, PaymentForm } from './payment-form.tsx';
import { buttonClass, linkClass, Section, Spinner } from './admin-ui.tsx';
import { TextAreaField } from './form-parts.tsx';
import { cn } from '../../lib/class-names.ts';

type Payment = ModerationPost['payment'];

/** A numbered step: its state in words and an icon, then what was recorded or the form to record it. */
function Step({
  number,
  title,
  done,
  children,
}: {
  number: number;
  title: string;
  done: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  return (
    <li className="flex gap-3">
      <span
        aria-hidden
        className={cn(
          'mt-0.5 inline-flex h-7 w-7 shrink-0 items-center justify-center',
          'rounded-full text-sm font-semibold',
          done ? 'bg-brand-700 text-white' : 'bg-gray-200 text-gray-900',
        )}
      >
        {done ? <CheckCircle2 size={16} /> : formatNumber(number, language)}
      </span>
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold text-gray-900">
          {title}{' '}
          <span className={`text-sm font-normal ${done ? 'text-brand-800' : 'text-gray-700'}`}>
            ({done ? t('payment.done') : t('payment.notYet')})
          </span>
        </h3>
        <div className="mt-1">{children}</div>
      </div>
    </li>
  );
}

function Recorded({
  by,
  at,
  text,
  children,
}: {
  by: { name: string } | null;
  at: string;
  text: string | null;
  children?: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  return (
    <p className="text-[15px] text-gray-800">
      {text ? (
        <span className="block break-words font-semibold" lang={textLanguage(text, language)}>
          {text}
        </span>
      ) : null}
      {children}
      <span className="block text-sm text-gray-700">
        {by ? t('audit.by', { name: by.name }) : t('audit.bySystem')} · {formatDateTime(at, language)}
      </span>
    </p>
  );
}

function CallForm({ postId }: { postId: string }) {
  const { t } = useTranslation(['admin', 'messages']);
  const record = useRecordCall(postId);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<RecordCallBody, unknown, RecordCallBody>({
    resolver: formResolver(recordCallBodySchema),
    defaultValues: { note: '' },
  });
  const note = useWatch({ control: form.control, name: 'note' });
  const submit = form.handleSubmit(async (body) => {
    setProblem(null);
    try {
      void showToast('success', (await record.mutateAsync(body)).message);
    } catch (error) {
      if (!applyServerIssues(error, form.setError, ['note'])) setProblem(apiErrorMessage(error, t, 'errors.conflict'));
    }
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-3">
      <FormAlert message={problem} />
      <TextAreaField
        id="call-note"
        label={t('payment.callNote')}
        hint={t('payment.callNoteHint')}
        maxLength={500}
        length={note.length}
        error={form.formState.errors.note}
        {...form.register('note')}
      />
      <button
        type="submit"
        disabled={form.formState.isSubmitting}
        className={`${buttonClass.secondary} w-full sm:w-auto`}
      >
        {form.formState.isSubmitting ? <Spinner /> : <Phone aria-hidden size={18} />}
        {t('payment.recordCall')}
      </button>
    </form>
  );
}

/**
 * A paid post goes live only after support has called the poster and confirmed the payment
 * (spec: paid posts). The two steps in order; approval waits for both.
 */
export function PaymentPanel({
  postId,
  payment,
  phone,
  pending,
}: {
  postId: string;
  payment: Payment;
  phone: string | null;
  pending: boolean;
}) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const called = payment.callRecordedAt !== null;
  const confirmed = payment.paymentConfirmedAt !== null;
  return (
    <Section id="review-payment" title={t('payment.title')} tone={called && confirmed ? 'default' : 'warning'}>
      <p className="mb-3 text-[15px] text-gray-700">{t('payment.intro')}</p>
      <ol className="space-y-4">
        <Step number={1} title={t('payment.callStep')} done={called}>
          {called && payment.callRecordedAt ? (
            <Recorded by={payment.callBy} at={payment.callRecordedAt} text={payment.callNote} />
          ) : pending ? (
            <>
              {phone ? (
                <a href={`tel:${phone}`} className={cn('mb-2', linkClass)}>
                  <Phone aria-hidden size={18} />
                  {t('payment.callPoster', { phone: formatDigits(phone, language) })}
                </a>
              ) : null}
              <CallForm postId={postId} />
            </>
          ) : (
            <p className="text-[15px] text-gray-700">{t('payment.notRecorded')}</p>
          )}
        </Step>
        <Step number={2} title={t('payment.paymentStep')} done={confirmed}>
          {confirmed && payment.paymentConfirmedAt ? (
            <Recorded by={payment.paymentBy} at={payment.paymentConfirmedAt} text={payment.paymentReference}>
              {payment.record ? <PaidRecordText record={payment.record} /> : null}
            </Recorded>
          ) : !pending ? (
            <p className="text-[15px] text-gray-700">{t('payment.notRecorded')}</p>
          ) : called ? (
            <PaymentForm postId={postId} chosen={payment.package} />
          ) : (
            <p className="text-[15px] text-gray-700">{t('payment.callFirst')}</p>
          )}
        </Step>
      </ol>
    </Section>
  );
}
