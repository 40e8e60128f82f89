import { ReportListingButton } from '../../domain/reports/report-listing-button.tsx';
import { useReadersPost, type PostIslandProps } from './post-reader.ts';

/** "Report" (issue 18); the owner edits their post instead. */
export function PostReport({ postId }: PostIslandProps) {
  const { data, mine } = useReadersPost(postId);
  if (!data || mine) return null;
  const { post } = data;
  return (
    <div className="-mt-2 border-t border-gray-100 pt-2">
      <ReportListingButton listing={{ kind: 'post', listingId: post.PostID, title: post.postTitle }} />
    </div>
  );
}
