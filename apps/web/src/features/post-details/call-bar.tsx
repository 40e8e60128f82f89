import { useTranslation } from 'react-i18next';
import { CallBar as Bar } from '../../domain/contact/call-bar.tsx';
import { SaveButton } from '../../domain/saved-posts/save-button.tsx';
import { useFirstRender } from '../../lib/first-render.tsx';
import { postUrl, type ContactProps } from './contact-links.ts';
import { useReadersContact, type PostIslandProps } from './post-reader.ts';

/** A post's call bar on a phone: the poster's first number, a WhatsApp message about the post, save. */
export function CallBar({ post, savedId, language, phoneShown, onRevealPhone }: ContactProps) {
  const { t } = useTranslation('listings');
  const { origin } = useFirstRender();
  const message = t(post.type === 'rent' ? 'detail.whatsAppMessageRent' : 'detail.whatsAppMessageSell', {
    title: post.postTitle,
    url: postUrl(post, origin),
  });
  return (
    <Bar
      phone={post.primaryPhone}
      language={language}
      label={t('detail.quickContact')}
      whatsAppMessage={message}
      phoneShown={phoneShown}
      onRevealPhone={onRevealPhone}
      testId="call-bar"
      save={
        <SaveButton
          type={post.type}
          postId={post.PostID}
          savedId={savedId}
          className="min-h-12 w-full flex-col text-sm leading-5"
        />
      }
    />
  );
}

/** The phone's call bar; not for a post marked rented or sold, nor for its owner. */
export function PostCallBar({ postId }: PostIslandProps) {
  const { contact, mine } = useReadersContact(postId);
  if (!contact || contact.post.closedAt !== null || mine) return null;
  return <CallBar {...contact} />;
}
