import type { ModerationPost } from '@ghorbari/contracts';
import { AlertTriangle, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '../../config/paths.ts';
import { formatDigits, formatNumber } from '../../lib/format.ts';
import { textLanguage } from '../../lib/text-language.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { Badge, Section } from './admin-ui.tsx';
import { STATUS_TONE } from './poster-panel.tsx';

/**
 * Signs of fraud on the post under review (issue 18): each contact number also on the posts of
 * other accounts, with those accounts and their standing. A number on several accounts, or on a
 * disabled one, is shown as a warning; support weighs it, it decides nothing by itself.
 */
const ACCOUNT_LINK = 'inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-2';

export function PostSignalsPanel({ signals, isAdmin }: { signals: ModerationPost['signals']; isAdmin: boolean }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const flagged = signals.phones.some((phone) => phone.flagged);
  const shared = signals.phones.filter((phone) => phone.accounts.length > 0);
  return (
    <Section id="review-signals" title={t('signals.title')} tone={flagged ? 'danger' : 'default'}>
      {shared.length === 0 ? (
        <p className="flex items-center gap-1.5 text-[15px] text-gray-800">
          <ShieldCheck aria-hidden size={18} className="shrink-0 text-brand-700" />
          {t('signals.phoneClear')}
        </p>
      ) : (
        <ul className="space-y-3">
          {shared.map(({ phone, accounts, flagged: warn }) => (
            <li key={phone}>
              <p className={`flex gap-1.5 text-[15px] ${warn ? 'font-semibold text-red-800' : 'text-gray-800'}`}>
                {warn ? <AlertTriangle aria-hidden size={18} className="mt-0.5 shrink-0" /> : null}
                <span>
                  {t('signals.phoneShared', {
                    count: accounts.length,
                    n: formatNumber(accounts.length, language),
                    phone: formatDigits(phone, language),
                  })}
                </span>
              </p>
              <ul className="mt-1 space-y-1 ps-6">
                {accounts.map((account) => (
                  <li key={account._id} className="flex flex-wrap items-center gap-2 text-[15px]">
                    {isAdmin ? (
                      <Link
                        to={href.adminUser(account._id)}
                        lang={textLanguage(account.name, language)}
                        className={ACCOUNT_LINK}
                      >
                        {account.name}
                      </Link>
                    ) : (
                      <span lang={textLanguage(account.name, language)}>{account.name}</span>
                    )}
                    <Badge tone={STATUS_TONE[account.status]}>{t(`status.${account.status}`)}</Badge>
                  </li>
                ))}
              </ul>
              {accounts.some((account) => account.status === 'Disabled') ? (
                <p className="mt-1 text-sm text-red-800">{t('signals.phoneDisabled')}</p>
              ) : warn ? (
                <p className="mt-1 text-sm text-gray-700">{t('signals.phoneMany')}</p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
