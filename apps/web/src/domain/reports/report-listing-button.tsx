import { Flag } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/class-names.ts';
import type { ReportedListing } from './listing-reports.ts';

// The dialog and its form code load on the first tap: most readers never report.
const ReportListingDialog = lazy(() =>
  import('./report-listing-dialog.tsx').then((module) => ({ default: module.ReportListingDialog })),
);

/**
 * A quiet "Report" text button with a flag (issue 18), for a listing's details page. Pages leave
 * it out for the listing's own owner when they know who that is.
 */
export function ReportListingButton({ listing, className }: { listing: ReportedListing; className?: string }) {
  const { t } = useTranslation('reports');
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
        aria-haspopup="dialog"
        className={cn(
          'inline-flex min-h-11 items-center gap-1.5 rounded-md px-1 text-sm font-semibold',
          'text-gray-700 underline-offset-2 hover:text-red-800 hover:underline',
          className,
        )}
        data-testid="report-listing"
      >
        <Flag aria-hidden size={16} />
        {t('button')}
      </button>
      {asked ? (
        <Suspense fallback={null}>
          <ReportListingDialog listing={listing} open={open} onClose={() => setOpen(false)} returnFocus={button} />
        </Suspense>
      ) : null}
    </>
  );
}
