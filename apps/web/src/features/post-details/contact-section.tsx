import type { PostDetail } from '@ghorbari/contracts';
import { useTranslation } from 'react-i18next';
import { SaveButton } from '../../domain/saved-posts/save-button.tsx';
import type { ContactProps } from './contact-links.ts';
import { PhoneNumbers, type ShownPhone } from './phone-numbers.tsx';
import { useReadersContact, type PostIslandProps } from './post-reader.ts';

/** Whom the reader calls: the owner, or the agent or caretaker who posted it. */
const contactHeading = (listedBy: PostDetail['listedBy']) =>
  listedBy === 'agent' || listedBy === 'caretaker' ? `detail.contactBy.${listedBy}` : 'detail.contact';

/** The contact section: whom to call, the numbers, save (wider screens; phones save in the call bar). */
export function ContactSection({ post, savedId, language, phoneShown, onRevealPhone }: ContactProps) {
  const { t } = useTranslation('listings');
  const phones: ShownPhone[] = [{ phone: post.primaryPhone, verified: post.primaryPhoneVerified }];
  if (post.secondaryPhone) phones.push({ phone: post.secondaryPhone, verified: post.secondaryPhoneVerified });
  return (
    <section aria-labelledby="post-contact-title" className="border-t border-gray-100 pt-4">
      <h2 id="post-contact-title" className="text-lg font-semibold text-gray-900">
        {t(contactHeading(post.listedBy))}
      </h2>
      <p className="mt-1 text-sm text-gray-700">
        {t(post.type === 'rent' ? 'detail.contactNoteRent' : 'detail.contactNoteSell')}
      </p>
      <PhoneNumbers phones={phones} shown={phoneShown} onReveal={onRevealPhone} language={language} />
      <SaveButton type={post.type} postId={post.PostID} savedId={savedId} className="mt-3 w-full max-md:hidden" />
    </section>
  );
}

/** Whom to call, the numbers and save; not for the owner. */
export function PostContact({ postId }: PostIslandProps) {
  const { contact, mine } = useReadersContact(postId);
  if (!contact || mine) return null;
  return <ContactSection {...contact} />;
}
