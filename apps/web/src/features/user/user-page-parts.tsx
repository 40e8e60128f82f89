import type { ReactNode } from 'react';
import { cn } from '../../lib/class-names.ts';

/** The heading block of a page inside the /user area: the page's one h1, an intro and actions. */
export function UserPageHeader({ title, intro, actions }: { title: string; intro?: string; actions?: ReactNode }) {
  return (
    <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
      <div>
        <h1 className="text-2xl font-semibold text-gray-900 sm:text-3xl">{title}</h1>
        {intro ? <p className="mt-1 max-w-2xl text-[15px] text-gray-700">{intro}</p> : null}
      </div>
      {actions}
    </div>
  );
}

/** A white card with an h2, the building block of the account pages. */
export function Panel({
  id,
  title,
  children,
  tone = 'default',
}: {
  id: string;
  title: string;
  children: ReactNode;
  tone?: 'default' | 'danger';
}) {
  return (
    <section
      aria-labelledby={id}
      className={cn(
        'rounded-xl bg-white p-5 shadow-sm ring-1 sm:p-6',
        tone === 'danger' ? 'ring-red-200' : 'ring-gray-200',
      )}
    >
      <h2 id={id} className={`text-lg font-semibold ${tone === 'danger' ? 'text-red-800' : 'text-gray-900'}`}>
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** One labelled value of a description list. */
export function InfoRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 border-b border-gray-100 py-2.5 last:border-0 sm:grid-cols-[11rem_1fr] sm:gap-4">
      <dt className="text-sm font-semibold text-gray-600">{label}</dt>
      <dd className="break-words text-[16px] text-gray-900">{children}</dd>
    </div>
  );
}
