import type { Language, PostCard as PostCardData } from '@ghorbari/contracts';
import { useTranslation } from 'react-i18next';
import { PostCard } from '../../domain/posts/post-card.tsx';
import { href } from '../../config/paths.ts';

/** The similar homes under a post (issue 19) as listing cards: a chunk of its own (similar-homes.tsx). */
export default function SimilarList({
  posts,
  type,
  language,
}: {
  posts: PostCardData[];
  type: 'sell' | 'rent';
  language: Language;
}) {
  const { t } = useTranslation('market');
  const detailHref = type === 'sell' ? href.buySellDetails : href.rentDetails;
  return (
    <section aria-labelledby="similar-homes-title" className="mt-10" data-testid="similar-homes">
      <h2 id="similar-homes-title" className="text-xl font-semibold text-gray-900">
        {t('similar.title')}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {posts.map((post) => (
          <li key={post.PostID}>
            <PostCard
              post={post}
              to={detailHref(post.PostID)}
              language={language}
              headingLevel={3}
              compareId={post.PostID}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
