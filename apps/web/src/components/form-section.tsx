import type { ReactNode } from 'react';

/**
 * A part of a long form (an offer, a firm's profile): a white card with an h2 the form can move
 * the focus to (the first part with a problem, the photos out of order).
 */
export function FormSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6">
      <h2 id={id} tabIndex={-1} className="mb-4 text-lg font-semibold text-gray-900 outline-none">
        {title}
      </h2>
      <div className="space-y-5">{children}</div>
    </section>
  );
}
