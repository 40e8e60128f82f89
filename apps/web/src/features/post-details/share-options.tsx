import type { PostDetail } from '@ghorbari/contracts';
import { Link2, Share2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FacebookIcon } from '../../components/social-icons.tsx';
import { showToast } from '../../lib/toast.ts';
import { cn } from '../../lib/class-names.ts';
import { copyText, facebookShareHref, postUrl, whatsAppHref } from './contact-links.ts';
import { WhatsAppIcon } from './whatsapp-icon.tsx';

const option = cn(
  'inline-flex h-11 min-w-0 items-center justify-center gap-1.5 rounded-md border border-gray-300',
  'bg-white px-2 text-[15px] font-semibold text-gray-800 hover:border-brand-700 hover:text-brand-800',
);

function ExternalOption({ to, icon, children }: { to: string; icon: ReactNode; children: ReactNode }) {
  const { t } = useTranslation('listings');
  return (
    <li>
      <a href={to} target="_blank" rel="noopener noreferrer" className={cn(option, 'w-full')}>
        <span className="shrink-0">{icon}</span>
        <span className="truncate">{children}</span>
        <span className="sr-only">{t('detail.opensNewTab')}</span>
      </a>
    </li>
  );
}

/**
 * Where people in Bangladesh pass a flat on: WhatsApp and Facebook, the link itself, and the
 * phone's own share sheet when the browser has one (issue 12, defect 8).
 */
export function ShareOptions({ post }: { post: Pick<PostDetail, 'type' | 'PostID' | 'postTitle'> }) {
  const { t } = useTranslation('listings');
  const url = postUrl(post);
  const canShare = typeof navigator.share === 'function';

  const copyLink = async () => {
    if (await copyText(url)) void showToast('success', t('detail.linkCopied'));
    else void showToast('error', t('detail.shareFailed'));
  };
  const shareElsewhere = async () => {
    try {
      await navigator.share({ title: post.postTitle, url });
    } catch (error) {
      // Closing the share sheet is a choice, not a failure.
      if (!(error instanceof DOMException && error.name === 'AbortError'))
        void showToast('error', t('detail.shareFailed'));
    }
  };

  return (
    <section aria-labelledby="post-share-title">
      <h2 id="post-share-title" className="text-lg font-semibold text-gray-900">
        {t('detail.share')}
      </h2>
      <ul className="mt-2 grid grid-cols-2 gap-2">
        <ExternalOption to={whatsAppHref(`${post.postTitle}\n${url}`)} icon={<WhatsAppIcon />}>
          {t('detail.whatsApp')}
        </ExternalOption>
        <ExternalOption to={facebookShareHref(url)} icon={<FacebookIcon />}>
          {t('detail.facebook')}
        </ExternalOption>
        <li>
          <button type="button" onClick={() => void copyLink()} className={cn(option, 'w-full')}>
            <Link2 aria-hidden size={20} className="shrink-0" />
            <span className="truncate">{t('detail.copyLink')}</span>
          </button>
        </li>
        {canShare ? (
          <li>
            <button type="button" onClick={() => void shareElsewhere()} className={cn(option, 'w-full')}>
              <Share2 aria-hidden size={20} className="shrink-0" />
              <span className="truncate">{t('detail.shareOther')}</span>
            </button>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
