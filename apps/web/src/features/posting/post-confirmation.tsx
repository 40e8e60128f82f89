import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { formatDigits } from '../../lib/format.ts';
import { useLanguage } from '../../lib/use-language.ts';
import type { Language } from '@ghorbari/contracts';
import type { PostCreated } from './api/submit-post.ts';

/**
 * A moment in Bangladesh time in the reader's language: "রবিবার, ২২ নভেম্বর, ১১:০০" /
 * "Sunday, November 22, 11:00 AM". Bengali uses the 24-hour clock (no Latin AM/PM).
 */
export function formatDhakaTime(iso: string, language: Language): string {
  const locale = language === 'bn' ? 'bn-BD' : 'en-US';
  const date = new Date(iso);
  const day = new Intl.DateTimeFormat(locale, {
    timeZone: 'Asia/Dhaka',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }).format(date);
  const time = new Intl.DateTimeFormat(locale, {
    timeZone: 'Asia/Dhaka',
    hour: 'numeric',
    minute: '2-digit',
    ...(language === 'bn' ? { hourCycle: 'h23' as const } : {}),
  }).format(date);
  return `${day}, ${time}`;
}

/** After a post is sent: its id, and when it should go live (1 to 5 support hours, spec §1). */
export function PostConfirmation({ created, onAnother }: { created: PostCreated; onAnother: () => void }) {
  const { t } = useTranslation('posting');
  const language = useLanguage();
  return (
    <div role="status" className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-brand-100 sm:p-10">
      <CheckCircle2 aria-hidden size={48} className="mx-auto text-brand-700" />
      <h2 className="mt-3 text-2xl font-semibold text-gray-900">{created.message}</h2>
      <p className="mt-2 text-[16px] text-gray-700">
        {t('done.postId', { id: formatDigits(created.PostID, language) })}
      </p>
      <p className="mx-auto mt-4 max-w-lg rounded-md bg-brand-50 p-4 text-[16px] text-brand-900">
        {t('done.window', {
          from: formatDhakaTime(created.expectedLive.from, language),
          to: formatDhakaTime(created.expectedLive.to, language),
        })}
      </p>
      <p className="mx-auto mt-3 max-w-lg text-[15px] text-gray-700">{t('done.hours')}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link
          to={paths.userProperties}
          className="inline-block rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
        >
          {t('done.myProperties')}
        </Link>
        <button
          type="button"
          onClick={onAnother}
          className="rounded-md border border-brand-700 px-5 py-2.5 font-semibold text-brand-800 hover:bg-brand-50"
        >
          {t('done.another')}
        </button>
      </div>
    </div>
  );
}
