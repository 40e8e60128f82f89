import type { PostCard } from '@ghorbari/contracts';
import { BarChart3 } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SheetDialog } from '../../../components/sheet-dialog.tsx';
import { outlineButton } from '../../../lib/button-styles.ts';
import { cn } from '../../../lib/class-names.ts';

// The chart, the table and their strings come with the first open, not with My properties.
const InsightsPanel = lazy(() => import('./insights-panel.tsx'));

/** An owner's tool on one of their posts' cards (Insights, Documents), above the card's stretched link. */
export const ownerToolClass = cn(outlineButton, 'relative z-10 self-start text-[15px]');

/** "Insights" on one of my approved posts (issue 19): opens its last 30 days in a sheet. */
export function InsightsButton({ post }: { post: PostCard }) {
  const { t } = useTranslation('insights');
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        onClick={() => setOpen(true)}
        aria-label={t('buttonLabel', { title: post.postTitle })}
        className={ownerToolClass}
      >
        <BarChart3 aria-hidden size={18} />
        {t('button')}
      </button>
      {open ? (
        <SheetDialog
          open
          onClose={() => setOpen(false)}
          title={t('title')}
          closeLabel={t('close')}
          returnFocus={button}
          testId="insights-dialog"
        >
          <Suspense
            fallback={
              <p role="status" className="p-6 text-center text-gray-700">
                {t('loading')}
              </p>
            }
          >
            <InsightsPanel post={post} />
          </Suspense>
        </SheetDialog>
      ) : null}
    </>
  );
}
