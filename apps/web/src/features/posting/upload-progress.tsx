import { Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/class-names.ts';
import { formatNumber } from '../../lib/format.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { photoInFlight, type UploadState } from './post-images.ts';

const percent = (share: number) => Math.round(share * 100);

/**
 * How far sending the post has gone: "preparing photos", then a bar per new photo and the
 * photo going up now ("ছবি ২/৫ পাঠানো হচ্ছে… ৪০%"). Only the sentence naming the photo is
 * announced, not every percent, so a screen reader is not flooded.
 */
export function UploadProgress({ state }: { state: UploadState }) {
  const { t } = useTranslation('posting');
  const language = useLanguage();
  const share = (value: number) =>
    formatNumber(percent(value) / 100, language, { style: 'percent', maximumFractionDigits: 0 });

  if (state.phase === 'preparing') {
    return (
      <p role="status" className="mt-4 flex items-center gap-2 text-[15px] font-semibold text-gray-800">
        <Loader2 aria-hidden size={18} className="animate-spin text-brand-700" />
        {t('upload.preparing')}
      </p>
    );
  }
  const { photos } = state;
  if (photos.length === 0) return null;
  const inFlight = photoInFlight(photos);
  return (
    <div className="mt-4 rounded-lg bg-brand-50 p-3 ring-1 ring-brand-100">
      <p className="flex flex-wrap items-baseline gap-x-2 text-[15px] font-semibold text-gray-900">
        <span role="status">
          {inFlight
            ? t('upload.sending', {
                n: formatNumber(inFlight.index + 1, language),
                total: formatNumber(photos.length, language),
              })
            : t('upload.saving')}
        </span>
        {inFlight ? <span className="tabular-nums">{share(inFlight.share)}</span> : null}
      </p>
      <ul aria-label={t('upload.label')} className="mt-2 space-y-1.5">
        {photos.map((value, index) => {
          const label = t('images.photo', { n: formatNumber(index + 1, language) });
          return (
            <li key={index} className="flex items-center gap-2 text-sm text-gray-800">
              <span className="w-14 shrink-0">{label}</span>
              <div
                role="progressbar"
                aria-label={label}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent(value)}
                aria-valuetext={share(value)}
                className="h-2.5 flex-1 overflow-hidden rounded-full bg-white ring-1 ring-brand-200"
              >
                <div
                  className={cn(
                    'h-full rounded-full transition-[width] duration-200',
                    value >= 1 ? 'bg-green-700' : 'bg-brand-700',
                  )}
                  style={{ width: `${percent(value)}%` }}
                />
              </div>
              <span aria-hidden className="w-10 shrink-0 text-right tabular-nums">
                {share(value)}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
