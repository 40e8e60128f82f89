import { Loader2 } from 'lucide-react';
import { cn } from '../../lib/class-names.ts';
import { formatNumber } from '../../lib/format.ts';
import { fileInFlight, type UploadState } from '../../lib/photo-set.ts';
import { useLanguage } from '../../lib/use-language.ts';

export type { UploadState };

/** The words of an upload, in the feature's own namespace (numbers come formatted in the reader's digits). */
export interface UploadLabels {
  preparing: string;
  /** While files go up; with a bar per photo, `photo` names the one going up now (its number of the total). */
  sending: (photo?: { n: string; total: string }) => string;
  saving: string;
  /** The progress's accessible name (the bar's, or the list of bars'). */
  label: string;
  /** A photo's name ("ছবি ২"): given, each photo gets its own bar. */
  photo?: (n: string) => string;
}

const percent = (share: number) => Math.round(share * 100);

/** One progress bar: `value` is the share sent (0 to 1), `text` the percent as a screen reader hears it. */
function Bar({
  label,
  value,
  text,
  className,
  fill,
}: {
  label: string;
  value: number;
  text: string;
  className: string;
  fill: string;
}) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent(value)}
      aria-valuetext={text}
      className={cn('h-2.5 overflow-hidden rounded-full bg-white ring-1 ring-brand-200', className)}
    >
      <div
        className={cn('h-full rounded-full transition-[width] duration-200', fill)}
        style={{ width: `${percent(value)}%` }}
      />
    </div>
  );
}

/**
 * How far sending a form with photos has gone: "preparing photos", then the whole upload as one
 * bar (a phone shows one line, a screen reader hears one sentence) or, with `labels.photo`, a bar
 * per photo and the one going up now ("ছবি ২/৫ পাঠানো হচ্ছে… ৪০%"). Only the sentence is
 * announced, not every percent, so a screen reader is not flooded.
 */
export function UploadStatus({ state, labels }: { state: UploadState; labels: UploadLabels }) {
  const language = useLanguage();
  const share = (value: number) =>
    formatNumber(percent(value) / 100, language, { style: 'percent', maximumFractionDigits: 0 });

  if (state.phase === 'preparing') {
    return (
      <p role="status" className="mt-4 flex items-center gap-2 text-[15px] font-semibold text-gray-800">
        <Loader2 aria-hidden size={18} className="animate-spin text-brand-700" />
        {labels.preparing}
      </p>
    );
  }
  const { files } = state;
  if (labels.photo) {
    return files.length === 0 ? null : <PhotoBars files={files} labels={labels} photo={labels.photo} share={share} />;
  }

  const whole = files.length === 0 ? 1 : files.reduce((sum, value) => sum + value, 0) / files.length;
  return (
    <div className="mt-4 rounded-lg bg-brand-50 p-3 ring-1 ring-brand-100">
      <p className="flex justify-between gap-2 text-[15px] font-semibold text-gray-900">
        <span role="status">{whole < 1 ? labels.sending() : labels.saving}</span>
        <span className="tabular-nums">{share(whole)}</span>
      </p>
      <Bar label={labels.label} value={whole} text={share(whole)} className="mt-2" fill="bg-brand-700" />
    </div>
  );
}

function PhotoBars({
  files,
  labels,
  photo,
  share,
}: {
  files: number[];
  labels: UploadLabels;
  photo: (n: string) => string;
  share: (value: number) => string;
}) {
  const language = useLanguage();
  const inFlight = fileInFlight(files);
  return (
    <div className="mt-4 rounded-lg bg-brand-50 p-3 ring-1 ring-brand-100">
      <p className="flex flex-wrap items-baseline gap-x-2 text-[15px] font-semibold text-gray-900">
        <span role="status">
          {inFlight
            ? labels.sending({
                n: formatNumber(inFlight.index + 1, language),
                total: formatNumber(files.length, language),
              })
            : labels.saving}
        </span>
        {inFlight ? <span className="tabular-nums">{share(inFlight.share)}</span> : null}
      </p>
      <ul aria-label={labels.label} className="mt-2 space-y-1.5">
        {files.map((value, index) => {
          const label = photo(formatNumber(index + 1, language));
          return (
            <li key={index} className="flex items-center gap-2 text-sm text-gray-800">
              <span className="w-14 shrink-0">{label}</span>
              <Bar
                label={label}
                value={value}
                text={share(value)}
                className="flex-1"
                fill={value >= 1 ? 'bg-green-700' : 'bg-brand-700'}
              />
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
