import { SearchX, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { ResultsNotice } from '../../components/results-notice.tsx';
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
  return (
    <ResultsNotice
      Icon={kind === 'error' ? TriangleAlert : SearchX}
      title={title}
      text={text}
      testId={kind === 'error' ? 'blog-error' : 'blog-empty'}
    >
      {children ? <div className="mt-5 flex flex-wrap justify-center gap-3">{children}</div> : null}
    </ResultsNotice>
  );
}

export const primaryAction =
  'inline-flex min-h-11 items-center rounded-md bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800';
export const secondaryAction = cn(
  'inline-flex min-h-11 items-center rounded-md border border-brand-700 bg-white px-6',
  'font-semibold text-brand-800 hover:bg-brand-50',
);
