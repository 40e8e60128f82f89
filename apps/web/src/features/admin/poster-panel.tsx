import type { AccountStatus, ModerationPost } from '@ghorbari/contracts';
import { AlertTriangle, ArrowRight, Mail, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '../../config/paths.ts';
import { formatDigits, formatNumber } from '../../lib/format.ts';
import { formatDate } from '../../lib/format-date.ts';
import { textLanguage } from '../../lib/text-language.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { Badge, Fact, linkClass, Section, type BadgeTone } from './admin-ui.tsx';
import { cn } from '../../lib/class-names.ts';

export const STATUS_TONE: Record<AccountStatus, BadgeTone> = {
  normal: 'brand',
  suspended: 'warning',
  Disabled: 'danger',
};

/** Who posted: contact, account standing, their post counts and how often support turned them down. */
export function PosterPanel({ poster, linkAccounts }: { poster: ModerationPost['poster']; linkAccounts: boolean }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const n = (value: number) => formatNumber(value, language);
  return (
    <Section id="review-poster" title={t('poster.title')}>
      <p className="text-lg font-semibold text-gray-900" lang={textLanguage(poster.name, language)}>
        {poster.name}
      </p>
      <div className="mt-1 flex flex-wrap gap-2">
        <Badge tone={STATUS_TONE[poster.status]}>{t(`status.${poster.status}`)}</Badge>
        {poster.rejectedBefore > 0 ? (
          <Badge tone="danger" icon={AlertTriangle}>
            {t('poster.rejectedBefore', { count: poster.rejectedBefore, n: n(poster.rejectedBefore) })}
          </Badge>
        ) : null}
      </div>
      <ul className="mt-2 space-y-0.5">
        {/* An account made with a mobile number has no email (issue 40): its number below stands alone. */}
        {poster.email ? (
          <li>
            <a href={`mailto:${poster.email}`} className={cn(linkClass, 'break-all text-[15px]')}>
              <Mail aria-hidden size={18} className="shrink-0" />
              {poster.email}
            </a>
          </li>
        ) : null}
        {poster.phone ? (
          <li>
            <a href={`tel:${poster.phone}`} className={cn(linkClass, 'text-[15px]')}>
              <Phone aria-hidden size={18} className="shrink-0" />
              {formatDigits(poster.phone, language)}
            </a>
          </li>
        ) : null}
      </ul>
      <dl className="mt-1">
        <Fact label={t('poster.joined')}>{formatDate(poster.joinDate, language)}</Fact>
        <Fact label={t('poster.posts')}>
          {t('poster.postCounts', {
            approved: n(poster.posts.approved),
            pending: n(poster.posts.pending),
            rejected: n(poster.posts.rejected),
          })}
        </Fact>
        <Fact label={t('poster.rejectedLabel')}>{n(poster.rejectedBefore)}</Fact>
      </dl>
      {linkAccounts ? (
        <Link to={href.adminUser(poster._id)} className={cn('mt-2', linkClass)}>
          {t('poster.openAccount')}
          <ArrowRight aria-hidden size={18} />
        </Link>
      ) : null}
    </Section>
  );
}
