import { describe, expect, it, vi } from 'vitest';
import { filesToSend, imageCountProblem, type PostImage, type UploadState } from './post-images.ts';

describe('filesToSend', () => {
  const file = (name: string) => new File([new Uint8Array([1])], name, { type: 'image/jpeg' });
  const images: PostImage[] = [
    { key: 'a', kind: 'existing', card: '/c.webp', large: '/l.webp' },
    { key: 'b', kind: 'new', file: file('one.jpg'), url: 'blob:one' },
    { key: 'c', kind: 'new', file: file('two.jpg'), url: 'blob:two' },
  ];

  it('sends only the new photos, in the order chosen, and says they are being prepared', async () => {
    const report = vi.fn<(state: UploadState) => void>();
    const files = await filesToSend(images, report);
    expect(files.map((sent) => sent.name)).toEqual(['one.jpg', 'two.jpg']);
    expect(report).toHaveBeenCalledWith({ phase: 'preparing' });
  });

  it('says nothing when there are no new photos (an edit keeping its photos)', async () => {
    const report = vi.fn<(state: UploadState) => void>();
    expect(await filesToSend([images[0]!], report)).toEqual([]);
    expect(report).not.toHaveBeenCalled();
  });
});

describe('imageCountProblem', () => {
  it('asks for a photo on a new post, to keep one on an edit, and for at most 5', () => {
    const image = (key: string): PostImage => ({ key, kind: 'existing', card: '/c.webp', large: '/l.webp' });
    expect(imageCountProblem([], false)).toBe('validation.postImageRequired');
    expect(imageCountProblem([], true)).toBe('validation.postImageKeepOne');
    expect(imageCountProblem(['1', '2', '3', '4', '5'].map(image), false)).toBeNull();
    expect(imageCountProblem(['1', '2', '3', '4', '5', '6'].map(image), true)).toBe('validation.postImageMax');
  });
});
