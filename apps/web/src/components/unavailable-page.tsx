import { SearchX, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../config/paths.ts';
import { cn } from '../lib/class-names.ts';

const primary = 'rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800';
const secondary =
  'rounded-md border border-brand-700 bg-white px-5 py-2.5 font-semibold text-brand-800 hover:bg-brand-50';

export interface UnavailableTexts {
  /** The heading and text when the thing does not exist (or is not public). */
  missingTitle: string;
  missingText: string;
  /** The heading and text when loading it failed. */
  errorTitle: string;
  errorText: string;
  retry: string;
  /** The link back to the list the thing belongs to. */
  back: string;
  home: string;
}

/**
 * A details page's "not here" state (issue 14, 15): a 404 page for something that does not exist
 * or is not public, or a failed load with a retry. Both lead back to its list and home.
 */
export function UnavailablePage({
  texts,
  backTo,
  retry,
  testId,
}: {
  texts: UnavailableTexts;
  backTo: string;
  retry?: () => void;
  testId: string;
}) {
  const Icon = retry ? TriangleAlert : SearchX;
  return (
    <div className="mx-auto max-w-3xl px-4 py-14 text-center sm:py-20" data-testid={testId}>
      <span
        className={cn(
          'mx-auto inline-flex h-14 w-14 items-center justify-center rounded-full',
          'bg-gray-100 text-gray-700',
        )}
      >
        <Icon aria-hidden size={28} />
      </span>
      <h1 className="mt-4 text-2xl font-semibold text-gray-900 sm:text-3xl">
        {retry ? texts.errorTitle : texts.missingTitle}
      </h1>
      <p className="mx-auto mt-3 max-w-xl text-[16px] text-gray-700">{retry ? texts.errorText : texts.missingText}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {retry ? (
          <button type="button" onClick={retry} className={primary}>
            {texts.retry}
          </button>
        ) : null}
        <Link to={backTo} className={cn(retry ? secondary : primary)}>
          {texts.back}
        </Link>
        <Link to={paths.home} className={secondary}>
          {texts.home}
        </Link>
      </div>
    </div>
  );
}
