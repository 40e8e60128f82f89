import type { ReactNode } from 'react';
import { cn } from '../../lib/class-names.ts';

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
