import { CircleCheck, Download, Share } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { promptInstall } from '../../lib/pwa/install-prompt.ts';
import { useInstallState } from '../../lib/pwa/install-state.ts';
import { cn } from '../../lib/class-names.ts';
import { withEnglishParts } from '../../lib/english-parts.tsx';

/**
 * "Keep Ghorbari on your phone" on /DownloadApp (issue 19): the browser's install dialog where it
 * offers one, a note once installed, the Share → Add to Home Screen steps on an iPhone, and which
 * browsers can install it elsewhere. Nothing is shown on the server: only the browser knows.
 */
export function InstallApp() {
  const { t } = useTranslation('installable');
  const state = useInstallState();
  const [outcome, setOutcome] = useState<'busy' | 'dismissed' | null>(null);
  if (state === 'unknown') return null;

  const install = () => {
    setOutcome('busy');
    promptInstall().then(
      (result) => setOutcome(result === 'dismissed' ? 'dismissed' : null),
      (error: unknown) => {
        console.warn('install dialog not shown', error);
        setOutcome(null);
      },
    );
  };
  const steps = t('install.iosSteps', { returnObjects: true }) as string[];

  return (
    <section
      aria-labelledby="install-app-title"
      className="rounded-xl bg-white p-5 shadow-sm sm:p-6"
      data-testid="install-app"
    >
      <h2 id="install-app-title" className="text-2xl font-semibold text-gray-900">
        {t('install.title')}
      </h2>
      <p className="mt-2 text-[16px] text-gray-700">{t('install.text')}</p>
      {state === 'installed' ? (
        <p role="status" className="mt-4 flex items-start gap-2 text-[16px] font-semibold text-brand-800">
          <CircleCheck aria-hidden size={22} className="mt-0.5 shrink-0" />
          {t('install.installed')}
        </p>
      ) : null}
      {state === 'prompt' ? (
        <button
          type="button"
          onClick={install}
          disabled={outcome === 'busy'}
          className={cn(
            'mt-4 inline-flex h-12 items-center gap-2 rounded-lg bg-brand-700 px-5 font-semibold text-white',
            'hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70',
          )}
        >
          <Download aria-hidden size={20} />
          {outcome === 'busy' ? t('install.installing') : t('install.button')}
        </button>
      ) : null}
      {state === 'ios' ? (
        <div className="mt-4">
          <h3 className="flex items-center gap-2 text-lg font-semibold text-gray-900">
            <Share aria-hidden size={20} />
            {t('install.iosTitle')}
          </h3>
          <ol className="mt-2 list-decimal space-y-1 pl-6 text-[16px] text-gray-800">
            {steps.map((step) => (
              <li key={step}>{withEnglishParts(step)}</li>
            ))}
          </ol>
        </div>
      ) : null}
      {state === 'other' && outcome !== 'dismissed' ? (
        <p className="mt-4 text-[16px] text-gray-700">{t('install.otherBrowser')}</p>
      ) : null}
      <p role="status" className="mt-2 text-[16px] text-gray-700 empty:hidden">
        {outcome === 'dismissed' ? t('install.dismissed') : ''}
      </p>
    </section>
  );
}
