import type { Language } from '@ghorbari/contracts';
import { AlertCircle, ArrowLeft, Loader2, Plus, RotateCw, type LucideIcon } from 'lucide-react';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ColumnHeaders } from '../../components/column-headers.tsx';
import { RowsSkeleton } from '../../components/rows-skeleton.tsx';
import { apiErrorMessage } from '../../lib/api-error-message.ts';
import { formatDigits, formatNumber } from '../../lib/format.ts';
import { textLanguage } from '../../lib/text-language.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { cn } from '../../lib/class-names.ts';

/**
 * Small building blocks of the staff area. Buttons are at least 44px tall (touch targets on
 * phones); colours keep 4.5:1 contrast on white.
 */
const base = cn(
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-4',
  'text-[15px] font-semibold disabled:cursor-not-allowed',
);
export const buttonClass = {
  primary: `${base} bg-brand-700 text-white hover:bg-brand-800 disabled:bg-gray-200 disabled:text-gray-600`,
  secondary: `${base} border border-gray-300 bg-white text-gray-800 hover:bg-gray-50 disabled:text-gray-500`,
  danger: `${base} bg-red-700 text-white hover:bg-red-800 disabled:bg-gray-200 disabled:text-gray-600`,
  dangerOutline: cn(
    base,
    'border border-red-700 bg-white text-red-800 hover:bg-red-50',
    'disabled:border-gray-300 disabled:text-gray-500',
  ),
};

/** A text link of the staff area (back, open the account, call): underlined, at least 44px tall. */
export const linkClass =
  'inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 underline underline-offset-2';

/** "← Back to …" above a staff page's heading. */
export function StaffBackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={cn('mb-3', linkClass)}>
      <ArrowLeft aria-hidden size={18} />
      {children}
    </Link>
  );
}

export function Spinner() {
  return <Loader2 aria-hidden size={18} className="animate-spin" />;
}

/** A staff action: its icon and its words in a button look; while `busy`, a spinner takes the icon's place. */
export function ActionButton({
  look,
  icon: Icon,
  busy = false,
  children,
  ...button
}: {
  look: keyof typeof buttonClass;
  icon: LucideIcon;
  busy?: boolean;
  children: ReactNode;
} & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'className' | 'children'>) {
  return (
    <button type="button" className={buttonClass[look]} {...button}>
      {busy ? <Spinner /> : <Icon aria-hidden size={18} />}
      {children}
    </button>
  );
}

/** The link to a new item's editor (an article, an offer) as the main button, in a list's header or its empty state. */
export function NewItemLink({ to, label, className }: { to: string; label: string; className?: string }) {
  return (
    <Link to={to} className={cn(buttonClass.primary, className)}>
      <Plus aria-hidden size={18} />
      {label}
    </Link>
  );
}

/**
 * A queue card's title: what the item is ("Review of", "Comment on") and a link to where it
 * stands. It takes the focus when the list moves it there after a decision.
 */
export function ItemTitle({ id, prefix, to, name }: { id: string; prefix: string; to: string; name: string }) {
  const language = useLanguage();
  return (
    <h2 id={id} tabIndex={-1} className="text-lg font-semibold text-gray-900 outline-none">
      {prefix}{' '}
      <Link
        to={to}
        className="break-words text-brand-800 underline underline-offset-2"
        lang={textLanguage(name, language)}
      >
        {name}
      </Link>
    </h2>
  );
}

/** The page's one h1, an intro line and room for actions. */
export function AdminPageHeader({ title, intro, actions }: { title: string; intro?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
      <div className="min-w-0">
        <h1 className="text-2xl font-semibold text-gray-900 sm:text-3xl">{title}</h1>
        {intro ? <p className="mt-1 max-w-3xl text-[15px] text-gray-700">{intro}</p> : null}
      </div>
      {actions}
    </div>
  );
}

/** A white card with an h2. */
export function Section({
  id,
  title,
  children,
  actions,
  tone = 'default',
  className = '',
}: {
  id: string;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
  tone?: 'default' | 'danger' | 'warning';
  className?: string;
}) {
  const ring = tone === 'danger' ? 'ring-red-200' : tone === 'warning' ? 'ring-amber-300' : 'ring-gray-200';
  return (
    <section
      aria-labelledby={id}
      className={`scroll-mt-20 rounded-xl bg-white p-4 shadow-sm ring-1 sm:p-5 ${ring} ${className}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className={`text-lg font-semibold ${tone === 'danger' ? 'text-red-800' : 'text-gray-900'}`}>
          {title}
        </h2>
        {actions}
      </div>
      <div className="mt-3">{children}</div>
    </section>
  );
}

const badgeTones = {
  neutral: 'bg-gray-100 text-gray-800 ring-gray-300',
  brand: 'bg-brand-50 text-brand-900 ring-brand-100',
  warning: 'bg-amber-50 text-amber-900 ring-amber-300',
  danger: 'bg-red-50 text-red-800 ring-red-200',
  info: 'bg-sky-50 text-sky-900 ring-sky-200',
} as const;
export type BadgeTone = keyof typeof badgeTones;

/** The tone of a decision's badge, the same for a post, a firm and a review. */
export const DECISION_TONE: Record<'pending' | 'approved' | 'rejected', BadgeTone> = {
  pending: 'warning',
  approved: 'brand',
  rejected: 'danger',
};

/** A short label in a tinted pill; the text itself says what it means (colour is only a help). */
export function Badge({
  tone = 'neutral',
  icon: Icon,
  children,
}: {
  tone?: BadgeTone;
  icon?: LucideIcon;
  children: ReactNode;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2.5',
        'py-0.5 text-sm font-semibold ring-1 ring-inset',
        badgeTones[tone],
      )}
    >
      {Icon ? <Icon aria-hidden size={14} /> : null}
      {children}
    </span>
  );
}

/** A failed load: the reason (the server's own message when it gave one) and a retry button. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation(['admin', 'messages']);
  return (
    <div role="alert" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-red-200">
      <p className="flex items-start gap-2 text-[16px] text-gray-900">
        <AlertCircle aria-hidden size={20} className="mt-0.5 shrink-0 text-red-700" />
        <span>
          <span className="block font-semibold">{t('common.loadFailed')}</span>
          <span className="block text-gray-700">{apiErrorMessage(error, t, 'errors.fetchFailed')}</span>
        </span>
      </p>
      <button type="button" onClick={onRetry} className={`${buttonClass.secondary} mt-4`}>
        <RotateCw aria-hidden size={18} />
        {t('common.retry')}
      </button>
    </div>
  );
}

export function EmptyState({
  icon: Icon,
  title,
  text,
  children,
  level = 2,
}: {
  icon: LucideIcon;
  title: string;
  text?: string;
  children?: ReactNode;
  level?: 1 | 2;
}) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className="rounded-xl bg-white p-6 text-center shadow-sm ring-1 ring-gray-200 sm:p-10">
      <Icon aria-hidden size={40} className="mx-auto text-brand-700" />
      <Heading className="mt-3 text-xl font-semibold text-gray-900">{title}</Heading>
      {text ? <p className="mx-auto mt-1 max-w-lg text-[15px] text-gray-700">{text}</p> : null}
      {children}
    </div>
  );
}

/** A list's loading placeholder: rows with a photo and three lines. */
export function ListSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <RowsSkeleton
      rows={rows}
      lead="h-20 w-24"
      lines={['h-5 w-3/4', 'h-4 w-1/2', 'h-4 w-2/3']}
      className="space-y-3"
      rowClassName="rounded-xl bg-white p-3 shadow-sm ring-1 ring-gray-200"
    />
  );
}

/** One labelled value of a description list. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[minmax(7rem,40%)_1fr] gap-3 border-b border-gray-100 py-2 last:border-0">
      <dt className="text-[15px] text-gray-600">{label}</dt>
      <dd className="min-w-0 break-words text-[15px] font-semibold text-gray-900">{children}</dd>
    </div>
  );
}

/**
 * An account as a Fact shows it: the name, then the email and the mobile number each on a line;
 * no email for an account made with a mobile number (issue 40).
 */
export function AccountLines({
  account,
  language,
}: {
  account: { name: string; email: string | null; phone: string | null };
  language: Language;
}) {
  return (
    <>
      <span lang={textLanguage(account.name, language)}>{account.name}</span>
      {account.email ? <span className="block font-normal">{account.email}</span> : null}
      {account.phone ? <span className="block font-normal">{formatDigits(account.phone, language)}</span> : null}
    </>
  );
}

/**
 * A picture staff open full size in a new tab (an applicant's photo, a review's image), named by
 * its place among the others: `altKey` reads "Photo {{n}} of {{total}}, opens full size".
 */
export function FullSizeImageLink({
  href,
  src,
  altKey,
  index,
  total,
  className,
  imageClassName,
}: {
  href: string;
  src: string;
  altKey: string;
  index: number;
  total: number;
  className: string;
  imageClassName: string;
}) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  return (
    <a href={href} target="_blank" rel="noreferrer" className={className}>
      <img
        src={src}
        alt={t(altKey, { n: formatNumber(index + 1, language), total: formatNumber(total, language) })}
        loading="lazy"
        className={imageClassName}
      />
    </a>
  );
}

const columnClass = 'px-3 py-2.5 text-left text-sm font-semibold text-gray-700';

/**
 * A staff table for wide screens: a white card that scrolls sideways when the columns do not
 * fit, a caption for screen readers, the column headers, and the rows (`children`, a tbody).
 */
export function StaffTable({
  caption,
  columns,
  numericLast = false,
  className,
  children,
}: {
  caption: string;
  columns: readonly string[];
  /** The last column holds numbers: its header is right-aligned like its cells. */
  numericLast?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-gray-200', className)}>
      <table className="w-full">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-gray-200 bg-gray-50">
          <tr>
            <ColumnHeaders
              labels={columns}
              className={(index) =>
                numericLast && index === columns.length - 1 ? `${columnClass} text-right` : columnClass
              }
            />
          </tr>
        </thead>
        {children}
      </table>
    </div>
  );
}
