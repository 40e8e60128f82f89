import { formatDate } from '../../../lib/format-date.ts';
import { useTimeAgo } from '../../../lib/relative-time.ts';
import { useLanguage } from '../../../lib/use-language.ts';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** When a comment was written: "৩ ঘণ্টা আগে" for the last week, then the date ("১২ মার্চ, ২০২৫"). */
export function CommentTime({ iso, now }: { iso: string; now: number }) {
  const language = useLanguage();
  const timeAgo = useTimeAgo();
  const full = formatDate(iso, language);
  const recent = now - new Date(iso).getTime() < WEEK_MS;
  return (
    <time dateTime={iso} title={full}>
      {recent ? timeAgo(iso, now) : full}
    </time>
  );
}
