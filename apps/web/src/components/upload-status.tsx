import { Loader2 } from 'lucide-react';
import { formatNumber } from '../lib/format.ts';
import { useLanguage } from '../lib/use-language.ts';

/** Where sending a form with photos stands: photos being made smaller, then each file's share sent (0 to 1). */
export type UploadState = { phase: 'preparing' } | { phase: 'sending'; files: number[] };

/** The words of an upload, in the feature's own namespace. */
export interface UploadLabels {
  preparing: string;
  sending: string;
  saving: string;
  /** The progress bar's accessible name. */
  label: string;
}

/** The whole upload as one bar: a phone shows one line, and a screen reader hears one sentence. */
export function UploadStatus({ state, labels }: { state: UploadState; labels: UploadLabels }) {
  const language = useLanguage();
  if (state.phase === 'preparing') {
    return (
      <p role="status" className="mt-4 flex items-center gap-2 text-[15px] font-semibold text-gray-800">
        <Loader2 aria-hidden size={18} className="animate-spin text-brand-700" />
        {labels.preparing}
      </p>
    );
  }
  const { files } = state;
  const share = files.length === 0 ? 1 : files.reduce((sum, value) => sum + value, 0) / files.length;
  const percent = Math.round(share * 100);
  const text = formatNumber(percent / 100, language, { style: 'percent', maximumFractionDigits: 0 });
  return (
    <div className="mt-4 rounded-lg bg-brand-50 p-3 ring-1 ring-brand-100">
      <p className="flex justify-between gap-2 text-[15px] font-semibold text-gray-900">
        <span role="status">{share < 1 ? labels.sending : labels.saving}</span>
        <span className="tabular-nums">{text}</span>
      </p>
      <div
        role="progressbar"
        aria-label={labels.label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className="mt-2 h-2.5 overflow-hidden rounded-full bg-white ring-1 ring-brand-200"
      >
        <div
          className="h-full rounded-full bg-brand-700 transition-[width] duration-200"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
