import {
  confirmPaymentBodySchema,
  DEFAULT_PAID_PACKAGE,
  PAID_PACKAGE_TERMS,
  PAID_PACKAGES,
  PAYMENT_METHODS,
  trxIdRequired,
  type PaidPackage,
  type PaidRecord,
} from '@ghorbari/contracts';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert, SelectField, TextField } from '../../components/form-fields.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { apiErrorMessage, applyServerIssues, SERVER_ERROR } from '../../lib/api-error-message.ts';
import { formatTaka } from '../../lib/format.ts';
import { formatDate } from '../../lib/format-date.ts';
import { formResolver } from '../../lib/form-resolver.ts';
import { showToast } from '../../lib/toast.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { buttonClass, Spinner } from './admin-ui.tsx';
import { useConfirmPayment, type ConfirmPaymentBody } from './api/moderate-post.ts';

const FIELDS = ['method', 'amountTaka', 'package', 'trxId'] as const;

/**
 * Support confirms a paid post's payment (issue 41): how it was paid, how much, for which package
 * (the poster's choice at first) and the TrxID. A TrxID that already paid for another post is
 * refused under the field, naming that post.
 */
export function PaymentForm({ postId, chosen }: { postId: string; chosen: PaidPackage | null }) {
  const { t } = useTranslation(['admin', 'enums', 'messages']);
  const language = useLanguage();
  const confirm = useConfirmPayment(postId);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<ConfirmPaymentBody, unknown, ConfirmPaymentBody>({
    resolver: formResolver(confirmPaymentBodySchema),
    defaultValues: { method: 'bkash', amountTaka: '', package: chosen ?? DEFAULT_PAID_PACKAGE, trxId: '' },
  });
  const [method, paidPackage] = useWatch({ control: form.control, name: ['method', 'package'] });
  const { errors } = form.formState;
  const price = PAID_PACKAGE_TERMS[paidPackage].priceTaka;
  const submit = form.handleSubmit(async (body) => {
    setProblem(null);
    try {
      void showToast('success', (await confirm.mutateAsync(body)).message);
    } catch (error) {
      // The TrxID paid for another post: said under the TrxID, naming that post.
      if (error instanceof ApiError && error.code === 'PAYMENT_ALREADY_USED')
        form.setError('trxId', { type: SERVER_ERROR, message: error.message }, { shouldFocus: true });
      else if (!applyServerIssues(error, form.setError, FIELDS))
        setProblem(apiErrorMessage(error, t, 'errors.conflict'));
    }
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-3">
      <FormAlert message={problem} />
      <div className="space-y-3">
        <SelectField
          id="payment-method"
          label={t('payment.method')}
          options={PAYMENT_METHODS.map((value) => [value, t(`enums:paymentMethod.${value}`)])}
          error={errors.method}
          {...form.register('method')}
        />
        <SelectField
          id="payment-package"
          label={t('payment.package')}
          hint={chosen ? t('payment.chosenPackage', { name: t(`enums:paidPackage.${chosen}`) }) : undefined}
          options={PAID_PACKAGES.map((value) => [
            value,
            t('payment.packageOption', {
              name: t(`enums:paidPackage.${value}`),
              price: formatTaka(PAID_PACKAGE_TERMS[value].priceTaka, language),
            }),
          ])}
          error={errors.package}
          {...form.register('package')}
        />
        <TextField
          id="payment-amount"
          label={t('payment.amount')}
          hint={t('payment.amountHint', { price: formatTaka(price, language) })}
          inputMode="numeric"
          autoComplete="off"
          maxLength={9}
          // The amount's input type is what was typed (unknown to the schema), so its error type is loose.
          error={errors.amountTaka as FieldError | undefined}
          {...form.register('amountTaka')}
        />
        <TextField
          id="payment-trx-id"
          label={trxIdRequired(method) ? t('payment.trxId') : t('payment.receipt')}
          optional={!trxIdRequired(method)}
          hint={trxIdRequired(method) ? t('payment.trxIdHint') : t('payment.receiptHint')}
          maxLength={80}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          error={errors.trxId}
          {...form.register('trxId')}
        />
      </div>
      <button
        type="submit"
        disabled={form.formState.isSubmitting}
        className={`${buttonClass.secondary} w-full sm:w-auto`}
      >
        {form.formState.isSubmitting ? <Spinner /> : <CheckCircle2 aria-hidden size={18} />}
        {t('payment.confirm')}
      </button>
    </form>
  );
}

/** A confirmed payment: method, amount, package, TrxID, and until when the package runs. */
export function PaidRecordText({ record }: { record: PaidRecord }) {
  const { t } = useTranslation(['admin', 'enums']);
  const language = useLanguage();
  return (
    <span className="block space-y-0.5">
      <span className="block font-semibold">
        {t('payment.recordLine', {
          method: t(`enums:paymentMethod.${record.method}`),
          amount: formatTaka(record.amountTaka, language),
          name: t(`enums:paidPackage.${record.package}`),
        })}
      </span>
      {record.trxId ? (
        <span className="block break-words">{t('payment.trxIdShown', { trxId: record.trxId })}</span>
      ) : null}
      <span className="block">{t('payment.featuredUntil', { date: formatDate(record.featuredUntil, language) })}</span>
    </span>
  );
}
