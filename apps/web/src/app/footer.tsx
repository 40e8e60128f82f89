import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '../components/logo.tsx';
import { FacebookIcon, LinkedinIcon, YoutubeIcon } from '../components/social-icons.tsx';
import { paths, socialLinks } from '../config/paths.ts';
import { formatNumber } from '../lib/format.ts';
import { useLanguage } from '../lib/use-language.ts';
import { cn } from '../lib/class-names.ts';

const helpLinks = [
  { to: paths.faqAlias, key: 'faq' },
  { to: paths.staySafe, key: 'staySafe' },
  { to: paths.fastSellRent, key: 'fastSellRent' },
  { to: paths.homeLoan, key: 'homeLoan' },
  { to: paths.compare, key: 'compare' },
  { to: paths.customerCare, key: 'customerCare' },
] as const;
const companyLinks = [
  { to: paths.aboutUs, key: 'aboutUs' },
  { to: paths.contactUs, key: 'contactUs' },
  { to: paths.terms, key: 'terms' },
  { to: paths.privacy, key: 'privacy' },
] as const;
const socialIcons = { facebook: FacebookIcon, youtube: YoutubeIcon, linkedin: LinkedinIcon } as const;

// At least 44px tall, so a thumb hits the intended link (issue 12, defect 11).
const linkClass = 'inline-flex min-h-11 items-center text-gray-300 hover:text-white hover:underline';

/** One titled column of the footer's site links. */
function LinkColumn({
  id,
  title,
  links,
}: {
  id: string;
  title: string;
  links: readonly { to: string; key: string }[];
}) {
  const { t } = useTranslation();
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-base font-semibold text-white">
        {title}
      </h2>
      <ul className="mt-2 text-sm">
        {links.map((link) => (
          <li key={link.key}>
            <Link to={link.to} className={linkClass}>
              {t(`footer.links.${link.key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The footer's id. */
export const PAGE_FOOTER_ID = 'page-footer';
/**
 * The empty element that closes the footer: a server-rendered page is drawn once the parser has
 * read it, so the footer is in the first layout (entry-server.tsx, ADR 069).
 */
export const PAGE_END_ID = 'page-end';

export function Footer() {
  const { t } = useTranslation();
  const language = useLanguage();
  const year = formatNumber(new Date().getFullYear(), language, { useGrouping: false });
  return (
    <footer id={PAGE_FOOTER_ID} className="mt-16 bg-brand-900 text-gray-200">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div className="sm:col-span-2 lg:col-span-1">
          <Logo inverted />
          <p className="mt-3 text-sm text-gray-300">{t('footer.about')}</p>
          <p className="mt-3 text-sm font-semibold text-white">{t('footer.hours')}</p>
        </div>
        <LinkColumn id="footer-help" title={t('footer.helpTitle')} links={helpLinks} />
        <LinkColumn id="footer-company" title={t('footer.companyTitle')} links={companyLinks} />
        <div>
          <h2 className="text-base font-semibold text-white">{t('footer.followTitle')}</h2>
          <ul className="mt-3 flex gap-3">
            {socialLinks.map((social) => {
              const Icon = socialIcons[social.id];
              return (
                <li key={social.id}>
                  <a
                    href={social.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t(`footer.social.${social.id}`)}
                    className={cn(
                      'inline-flex h-11 w-11 items-center justify-center rounded-full',
                      'bg-white/10 text-white hover:bg-white/20',
                    )}
                  >
                    <Icon size={20} />
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-6xl px-4 py-4 text-sm text-gray-300">{t('footer.copyright', { year })}</p>
      </div>
      <span id={PAGE_END_ID} hidden />
    </footer>
  );
}
