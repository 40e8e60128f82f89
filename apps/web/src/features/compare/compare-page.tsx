import { LISTING_PURPOSES, type ListingPurpose } from '@ghorbari/contracts';
import { Share2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header.tsx';
import { href, paths } from '../../config/paths.ts';
import { cn } from '../../lib/class-names.ts';
import { compareIds, firstFilledKind, setCompare, useCompareTray } from '../../domain/compare/compare-tray.ts';
import { formatNumber } from '../../lib/format.ts';
import { Link, useLocation, useNavigate } from '../../lib/navigation/navigation.tsx';
import { showToast } from '../../lib/toast.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { outlineButton, outlineTextButton } from '../../lib/button-styles.ts';
import { CompareTable } from './compare-table.tsx';

const isKind = (value: string | null): value is ListingPurpose =>
  value !== null && (LISTING_PURPOSES as readonly string[]).includes(value);

const browseTo: Record<ListingPurpose, string> = {
  sell: paths.buySell,
  rent: paths.rent,
  group: paths.groupBuilding,
  interior: paths.interior,
};

/** Shares the page's address, or copies it where the phone cannot share. */
function ShareButton({ link }: { link: string }) {
  const { t } = useTranslation('compare');
  const share = async () => {
    const url = new URL(link, window.location.origin).toString();
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: t('shareTitle'), url });
        return;
      } catch (error) {
        // Closed by the reader: nothing to say. Anything else: fall back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      void showToast('success', t('copied'));
    } catch {
      void showToast('error', t('copyFailed'));
    }
  };
  return (
    <button type="button" onClick={() => void share()} className={outlineButton}>
      <Share2 aria-hidden size={18} />
      {t('share')}
    </button>
  );
}

/**
 * /compare (issue 44): up to four listings of one kind side by side. Its address names the kind and
 * the listings (`?type=rent&ids=R-1,R-2`), so it can be shared; opening such a link puts those
 * listings in this device's tray, which the listings' "Compare" buttons fill.
 */
export function ComparePage() {
  const { t } = useTranslation(['compare', 'enums']);
  const language = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const tray = useCompareTray();
  const params = new URLSearchParams(location.search);
  const asked = params.get('type');
  const kind: ListingPurpose = isKind(asked) ? asked : (firstFilledKind(tray) ?? 'rent');
  const named = params.get('ids');
  const linked = named === null ? null : compareIds(kind, named.split(','));
  const ids = linked ?? tray[kind];
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const switchId = useId();
  useDocumentTitle(t('title'));

  // A shared link's listings become this device's list of that kind.
  const linkedKey = linked?.join(',');
  useEffect(() => {
    if (linkedKey !== undefined) setCompare(kind, linkedKey ? linkedKey.split(',') : []);
  }, [kind, linkedKey]);

  const remove = (id: string) => {
    const next = ids.filter((one) => one !== id);
    setCompare(kind, next);
    void navigate(href.compare(kind, next), { replace: true });
  };

  return (
    <div data-testid="compare-page">
      <PageHeader title={t('title')} intro={t('intro')} />
      <div className="mx-auto max-w-4xl px-4 py-6">
        {/* The four kinds wrap onto a second row on a phone: all in sight, the page no wider (issue 64). */}
        <nav aria-label={t('kindsLabel')}>
          <ul className="flex flex-wrap gap-2">
            {LISTING_PURPOSES.map((one) => {
              const count = one === kind ? ids.length : tray[one].length;
              return (
                <li key={one}>
                  <Link
                    to={href.compare(one, one === kind ? ids : tray[one])}
                    aria-current={one === kind ? 'page' : undefined}
                    className={cn(
                      'inline-flex min-h-11 items-center gap-2 whitespace-nowrap rounded-full border px-4',
                      'font-semibold',
                      one === kind
                        ? 'border-brand-700 bg-brand-700 text-white'
                        : 'border-gray-300 bg-white text-gray-800 hover:border-brand-700',
                    )}
                  >
                    {t(`kinds.${one}`)}
                    <span className={cn('rounded-full px-2 text-sm', one === kind ? 'bg-white/20' : 'bg-gray-100')}>
                      {formatNumber(count, language)}
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>

        {ids.length === 0 ? (
          <section
            className="mt-8 rounded-xl bg-white p-6 text-center shadow-sm ring-1 ring-gray-200"
            data-testid="compare-empty"
          >
            <h2 className="text-xl font-semibold text-gray-900">{t('empty.title')}</h2>
            <p className="mx-auto mt-2 max-w-xl text-[16px] text-gray-700">{t('empty.text')}</p>
            <Link to={browseTo[kind]} className={cn(outlineTextButton, 'mt-5')}>
              {t(`browse.${kind}`)}
            </Link>
          </section>
        ) : (
          <>
            <div className="mt-5 flex flex-wrap items-center justify-between gap-3">
              <label htmlFor={switchId} className="inline-flex min-h-11 cursor-pointer items-center gap-3 text-[16px]">
                <input
                  id={switchId}
                  type="checkbox"
                  checked={onlyDifferences}
                  onChange={(event) => setOnlyDifferences(event.target.checked)}
                  className="h-5 w-5 accent-brand-700"
                />
                {t('onlyDifferences')}
              </label>
              <ShareButton link={href.compare(kind, ids)} />
            </div>
            <CompareTable kind={kind} ids={ids} onlyDifferences={onlyDifferences} onRemove={remove} />
            <p className="mt-4 text-[15px] text-gray-700">
              {ids.length === 1 ? t('one') : t('differencesNote')} {t('addMore')}{' '}
              <Link to={browseTo[kind]} className="font-semibold text-brand-800 underline underline-offset-4">
                {t(`browse.${kind}`)}
              </Link>
            </p>
          </>
        )}
      </div>
    </div>
  );
}
