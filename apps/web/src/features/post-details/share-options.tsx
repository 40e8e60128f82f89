import type { PostDetail } from '@ghorbari/contracts';
import { ShareOptions as Share } from '../../components/share-options.tsx';
import { useFirstRender } from '../../lib/first-render.tsx';
import { reportPostEvent } from './post-events.ts';
import { postUrl } from './contact-links.ts';
import { useReadersPost, type PostIslandProps } from './post-reader.ts';

/** A post's share options: its title and its own address (issue 12, defect 8); a share used is counted (issue 19). */
export function ShareOptions({ post }: { post: Pick<PostDetail, 'type' | 'PostID' | 'postTitle'> }) {
  return (
    <Share
      id="post-share-title"
      title={post.postTitle}
      url={postUrl(post, useFirstRender().origin)}
      onShared={() => reportPostEvent(post.PostID, 'share')}
    />
  );
}

/** The post's share options. */
export function PostShare({ postId }: PostIslandProps) {
  const { data } = useReadersPost(postId);
  return data ? <ShareOptions post={data.post} /> : null;
}
