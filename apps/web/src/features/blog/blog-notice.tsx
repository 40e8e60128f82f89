import { SearchX, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/class-names.ts';

/** An empty search or a failed load, in the place of the cards, with the way on. */
export function BlogNotice({
  kind,
  title,
  text,
  children,
}: {
  kind: 'empty' | 'error';
  title: string;
  text: string;
  children?: ReactNode;
}) {
  const Icon = kind === 'error' ? TriangleAlert : SearchX;
  return (
    <div
      className="mt-6 rounded-xl bg-white px-5 py-10 text-center shadow-sm ring-1 ring-gray-200"
      data-testid={kind === 'error' ? 'blog-error' : 'blog-empty'}
    >
      <Icon aria-hidden size={40} className="mx-auto text-gray-500" />
      <h2 className="mt-3 text-xl font-semibold text-gray-900">{title}</h2>
      <p className="mx-auto mt-2 max-w-lg text-[16px] text-gray-700">{text}</p>
      {children ? <div className="mt-5 flex flex-wrap justify-center gap-3">{children}</div> : null}
    </div>
  );
}

export const primaryAction =
  'inline-flex min-h-11 items-center rounded-md bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800';
export const secondaryAction = cn(
  'inline-flex min-h-11 items-center rounded-md border border-brand-700 bg-white px-6',
  'font-semibold text-brand-800 hover:bg-brand-50',
);
