import type { Language } from '@ghorbari/contracts';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useSimilarPosts } from './api/get-similar-posts.ts';

/** The cards' code comes with the answer: a reader who never scrolls down does not download it. */
const SimilarList = lazy(() => import('./similar-list.tsx'));

/** How far below the screen the section starts loading: about a phone screen ahead of the reader. */
const LOAD_AHEAD = '800px 0px';

/** True once the element is within LOAD_AHEAD of the screen. */
function useNearScreen() {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    // Every browser we serve has IntersectionObserver; without one the section simply stays empty.
    if (near || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: LOAD_AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}

/**
 * "Similar homes nearby" under a post (issue 19): up to 6 live posts of the same purpose and type
 * in its sub-district, then district, in a similar price and size band, as listing cards. Asked
 * only when the reader comes near it, so it never holds up the page; nothing shows when none.
 */
interface SimilarHomesProps {
  postId: string;
  type: 'sell' | 'rent';
  language: Language;
}

export function SimilarHomes({ postId, type, language }: SimilarHomesProps) {
  const { ref, near } = useNearScreen();
  const query = useSimilarPosts(postId, near);
  const posts = query.data?.posts ?? [];
  return (
    <div ref={ref}>
      {posts.length > 0 ? (
        <Suspense fallback={null}>
          <SimilarList posts={posts} type={type} language={language} />
        </Suspense>
      ) : null}
    </div>
  );
}
