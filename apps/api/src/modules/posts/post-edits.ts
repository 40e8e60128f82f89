import type { StoredImage } from '../../images/post-images.ts';
import type { PostRow, PostWithImages } from './posts.types.ts';

/**
 * An owner's edit of a live post, waiting for support beside it (issue 41, ADR 048): the post's
 * columns as the edit sets them, and the whole photo list after the edit.
 */
export interface PostEdit {
  postId: string;
  columns: Record<string, unknown>;
  images: { card: string; large: string; hash: string | null }[];
  submittedAt: Date;
}

/** The post as it will read once the edit is approved: its own columns under the edit's, the edit's photos. */
export function editedEntry(entry: PostWithImages, edit: PostEdit): PostWithImages {
  return {
    post: { ...entry.post, ...(edit.columns as Partial<PostRow>) },
    images: edit.images.map((image, position) => ({
      id: `${edit.postId}-edit-${position}`,
      postId: edit.postId,
      position,
      cardPath: image.card,
      largePath: image.large,
      photoHash: image.hash,
    })),
  };
}

/** The photos of `images` that none of `stillUsed` names: their files can go. */
export function unusedImages(images: readonly StoredImage[], ...stillUsed: (readonly StoredImage[])[]): StoredImage[] {
  const used = new Set(stillUsed.flat().map((image) => image.large));
  return images.filter((image) => !used.has(image.large));
}
