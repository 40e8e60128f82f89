import {
  ArrowRight,
  Building2,
  Home,
  KeyRound,
  Palette,
  PhoneCall,
  ShieldCheck,
  Smartphone,
  Upload,
  UserCheck,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconBadge } from '../../components/icon-badge.tsx';
import { IconCallout } from '../../components/icon-callout.tsx';
import { PostAdLinks } from '../../domain/posts/post-ad-button.tsx';
import { paths } from '../../config/paths.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { cn } from '../../lib/class-names.ts';
import { HomeSearchForm } from './home-search-form.tsx';
import { island } from '../../islands/island.tsx';

const HomeSearchIsland = island('home-search', HomeSearchForm);

const cards = [
  { key: 'buySell', to: paths.buySell, Icon: Home, tint: 'bg-emerald-50 text-emerald-800' },
  { key: 'rent', to: paths.rent, Icon: KeyRound, tint: 'bg-sky-50 text-sky-800' },
  { key: 'group', to: paths.groupBuilding, Icon: Building2, tint: 'bg-amber-50 text-amber-800' },
  { key: 'interior', to: paths.interior, Icon: Palette, tint: 'bg-rose-50 text-rose-800' },
] as const;

const steps = [
  { key: 'post', Icon: Upload },
  { key: 'review', Icon: UserCheck },
  { key: 'call', Icon: PhoneCall },
] as const;

/** The two boxes at the foot of the page: how to stay safe, and the app. */
const callouts = [
  {
    key: 'safety',
    to: paths.staySafe,
    Icon: ShieldCheck,
    box: 'border border-amber-200 bg-amber-50 text-gray-900',
    icon: 'text-amber-700',
    text: 'text-gray-800',
    link: 'text-amber-900',
  },
  {
    key: 'app',
    to: paths.downloadApp,
    Icon: Smartphone,
    box: 'bg-brand-800 text-white',
    icon: '',
    text: 'text-white/90',
    link: '',
  },
] as const;

export function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('home.metaTitle'));

  return (
    <>
      <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
        <div className="mx-auto max-w-6xl px-4 pb-16 pt-10 sm:pt-14">
          <h1 className="max-w-3xl text-3xl font-semibold leading-tight sm:text-5xl">{t('home.heroTitle')}</h1>
          <p className="mt-4 max-w-2xl text-base text-white/90 sm:text-lg">{t('home.heroText')}</p>
        </div>
      </section>

      <div className="mx-auto -mt-10 max-w-6xl px-4">
        <HomeSearchIsland />
      </div>

      <section aria-labelledby="home-services" className="mx-auto max-w-6xl px-4 pt-12">
        <h2 id="home-services" className="text-2xl font-semibold text-gray-900">
          {t('home.servicesTitle')}
        </h2>
        <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="home-cards">
          {cards.map(({ key, to, Icon, tint }) => (
            <li key={key}>
              <Link
                to={to}
                className={cn(
                  'group flex h-full flex-col rounded-2xl bg-white p-5 shadow-sm ring-1',
                  'ring-gray-200 transition hover:-translate-y-0.5 hover:shadow-md',
                  'hover:ring-brand-600',
                )}
              >
                <span className={`inline-flex h-12 w-12 items-center justify-center rounded-xl ${tint}`}>
                  <Icon aria-hidden size={26} />
                </span>
                <h3 className="mt-4 text-xl font-semibold text-gray-900">{t(`home.cards.${key}.title`)}</h3>
                <p className="mt-2 flex-1 text-[15px] text-gray-700">{t(`home.cards.${key}.text`)}</p>
                <span className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-800">
                  {t(`home.cards.${key}.cta`)}
                  <ArrowRight aria-hidden size={18} className="transition group-hover:translate-x-0.5" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="home-how" className="mx-auto max-w-6xl px-4 pt-14">
        <h2 id="home-how" className="text-2xl font-semibold text-gray-900">
          {t('home.howTitle')}
        </h2>
        <ol className="mt-5 grid gap-4 md:grid-cols-3">
          {steps.map(({ key, Icon }) => (
            <li key={key} className="flex gap-4 rounded-2xl bg-white p-5 shadow-sm">
              <IconBadge icon={Icon} size="md" tone="brand" className="shrink-0" />
              <div>
                <h3 className="text-lg font-semibold text-gray-900">{t(`home.how.${key}.title`)}</h3>
                <p className="mt-1 text-[15px] text-gray-700">{t(`home.how.${key}.text`)}</p>
                {/* The first step is also where to start it (issue 12: a heading alone led nowhere). */}
                {key === 'post' ? <PostAdLinks className="mt-3" /> : null}
              </div>
            </li>
          ))}
        </ol>
      </section>

      <div className="mx-auto grid max-w-6xl gap-4 px-4 pt-14 md:grid-cols-2">
        {callouts.map(({ key, to, Icon, box, icon, text, link }) => (
          <IconCallout
            key={key}
            id={`home-${key}`}
            icon={<Icon aria-hidden size={30} className={cn('shrink-0', icon)} />}
            title={t(`home.${key}Title`)}
            className={cn('gap-4 rounded-2xl p-5 sm:p-6', box)}
          >
            <p className={cn('mt-1 text-[15px]', text)}>{t(`home.${key}Text`)}</p>
            <Link to={to} className={cn('mt-3 inline-block font-semibold underline underline-offset-2', link)}>
              {t(`home.${key}Link`)}
            </Link>
          </IconCallout>
        ))}
      </div>
    </>
  );
}
