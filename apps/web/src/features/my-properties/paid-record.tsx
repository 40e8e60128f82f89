import { PAID_PACKAGE_TERMS, type OwnPostCard } from '@ghorbari/contracts';
import { Star } from 'lucide-react';
import { Fragment, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTaka } from '../../lib/format.ts';
import { formatDate } from '../../lib/format-date.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { useNow } from '../../lib/use-now.ts';

/**
 * A paid post's payment record, once support confirmed it (issue 64): how it was paid, the TrxID
 * (or a cash receipt's number), the amount, the package, the day it was confirmed and until when
 * the post stays at the top of the listings — what the owner checks against their bKash SMS. Only
 * the owner's own list carries it (`ownPostCardSchema`). Above the card's stretched link, so the
 * TrxID can be selected and copied.
 */
export function PaidRecord({ post }: { post: OwnPostCard }) {
  const { t } = useTranslation(['posting', 'enums']);
  const language = useLanguage();
  const now = useNow();
  const headingId = useId();
  const record = post.payment;
  if (!record) return null;
  const rows: [string, ReactNode][] = [[t('mine.payment.method'), t(`enums:paymentMethod.${record.method}`)]];
  if (record.trxId)
    rows.push([
      t(record.method === 'cash' ? 'mine.payment.receipt' : 'mine.payment.trxId'),
      // As the SMS wrote it, Latin in Bengali too: it is compared letter by letter.
      <span lang="en" translate="no" className="select-all font-mono tracking-wide">
        {record.trxId}
      </span>,
    ]);
  rows.push(
    [t('mine.payment.amount'), formatTaka(record.amountTaka, language)],
    [t('mine.payment.package'), t(`enums:paidPackage.${record.package}`)],
    [t('mine.payment.confirmed'), formatDate(record.confirmedAt, language)],
  );
  // A post taken down or rented out is at the top of nothing, whatever its package's days.
  if (post.status !== 'rejected' && post.closedAt === null) {
    const date = formatDate(record.featuredUntil, language);
    const running = Date.parse(record.featuredUntil) > now;
    rows.push([t('mine.payment.until'), t(running ? 'mine.payment.untilDate' : 'mine.payment.ended', { date })]);
  }
  return (
    <section
      aria-labelledby={headingId}
      className="relative z-10 mx-4 mb-3 rounded-md bg-amber-50 p-3 ring-1 ring-amber-200"
      data-testid="paid-record"
    >
      <h4 id={headingId} className="flex items-center gap-1.5 text-[15px] font-semibold text-gray-900">
        <Star aria-hidden size={16} className="shrink-0 text-amber-600" />
        {t('mine.payment.title')}
      </h4>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {rows.map(([term, value]) => (
          <Fragment key={term}>
            <dt className="text-gray-700">{term}</dt>
            <dd className="min-w-0 break-words font-semibold text-gray-900">{value}</dd>
          </Fragment>
        ))}
      </dl>
    </section>
  );
}

/**
 * A paid post waiting for its payment (ADR 049, issue 64): its package and price, and that the
 * package's days start with the payment's confirmation. Once confirmed, `PaidRecord` says the rest.
 */
export function PaidWaitingLine({ post }: { post: OwnPostCard }) {
  const { t } = useTranslation(['posting', 'enums']);
  const language = useLanguage();
  if (post.payment || !post.paid || post.status === 'rejected' || post.closedAt) return null;
  const text = post.paidPackage
    ? t('mine.featured.waiting', {
        package: t(`enums:paidPackage.${post.paidPackage}`),
        price: formatTaka(PAID_PACKAGE_TERMS[post.paidPackage].priceTaka, language),
      })
    : t('mine.featured.waitingOld');
  return (
    <p className="mt-1 flex items-start gap-1.5 text-sm text-gray-700" data-testid="featured-line">
      <Star aria-hidden size={15} className="mt-0.5 shrink-0 text-amber-600" />
      {text}
    </p>
  );
}
