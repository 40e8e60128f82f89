import { Link2, Share2 } from 'lucide-react';
import { useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/class-names.ts';
import { copyText, facebookShareHref, whatsAppHref } from '../lib/share-links.ts';
import { showToast } from '../lib/toast.ts';
import { FacebookIcon } from './social-icons.tsx';
import { WhatsAppIcon } from './whatsapp-icon.tsx';

const option = cn(
  'inline-flex h-11 w-full min-w-0 items-center justify-center gap-1.5 rounded-md border border-gray-300',
  'bg-white px-2 text-[15px] font-semibold text-gray-800 hover:border-brand-700 hover:text-brand-800',
);

function ExternalOption({
  to,
  icon,
  children,
  onOpen,
}: {
  to: string;
  icon: ReactNode;
  children: ReactNode;
  onOpen?: () => void;
}) {
  const { t } = useTranslation('common');
  return (
    <li>
      <a href={to} target="_blank" rel="noopener noreferrer" className={option} onClick={onOpen}>
        <span className="shrink-0">{icon}</span>
        <span className="truncate">{children}</span>
        <span className="sr-only">{t('share.opensNewTab')}</span>
      </a>
    </li>
  );
}

const subscribeToNothing = () => () => undefined;
const browserCanShare = () => typeof navigator.share === 'function';

/**
 * Where people in Bangladesh pass a flat or a firm on: WhatsApp and Facebook, the link itself,
 * and the phone's own share sheet when the browser has one (issue 12, defect 8). `onShared` hears
 * of each option used (a post's insights count shares, issue 19).
 */
export function ShareOptions({
  title,
  url,
  id,
  onShared,
}: {
  title: string;
  url: string;
  id: string;
  onShared?: () => void;
}) {
  const { t } = useTranslation('common');
  // Known only in the browser: false on the server and while hydrating, so both renders match.
  const canShare = useSyncExternalStore(subscribeToNothing, browserCanShare, () => false);

  const copyLink = async () => {
    if (await copyText(url)) {
      void showToast('success', t('share.linkCopied'));
      onShared?.();
    } else void showToast('error', t('share.failed'));
  };
  const shareElsewhere = async () => {
    try {
      await navigator.share({ title, url });
      onShared?.();
    } catch (error) {
      // Closing the share sheet is a choice, not a failure.
      if (!(error instanceof DOMException && error.name === 'AbortError')) void showToast('error', t('share.failed'));
    }
  };

  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold text-gray-900">
        {t('share.title')}
      </h2>
      <ul className="mt-2 grid grid-cols-2 gap-2">
        <ExternalOption to={whatsAppHref(`${title}\n${url}`)} icon={<WhatsAppIcon />} onOpen={onShared}>
          {t('share.whatsApp')}
        </ExternalOption>
        <ExternalOption to={facebookShareHref(url)} icon={<FacebookIcon />} onOpen={onShared}>
          {t('share.facebook')}
        </ExternalOption>
        <li>
          <button type="button" onClick={() => void copyLink()} className={option}>
            <Link2 aria-hidden size={20} className="shrink-0" />
            <span className="truncate">{t('share.copyLink')}</span>
          </button>
        </li>
        {canShare ? (
          <li>
            <button type="button" onClick={() => void shareElsewhere()} className={option}>
              <Share2 aria-hidden size={20} className="shrink-0" />
              <span className="truncate">{t('share.other')}</span>
            </button>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
