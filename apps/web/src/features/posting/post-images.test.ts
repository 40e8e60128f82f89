import { describe, expect, it, vi } from 'vitest';
import { filesToSend, photoInFlight, type PostImage, type UploadState } from './post-images.ts';

describe('photoInFlight', () => {
  it('names the first photo not yet fully sent and its share', () => {
    expect(photoInFlight([0, 0])).toEqual({ index: 0, share: 0 });
    expect(photoInFlight([1, 0.4, 0])).toEqual({ index: 1, share: 0.4 });
  });

  it('is null once every photo is out (the server is saving the post)', () => {
    expect(photoInFlight([1, 1])).toBeNull();
    expect(photoInFlight([])).toBeNull();
  });
});

describe('filesToSend', () => {
  const file = (name: string) => new File([new Uint8Array([1])], name, { type: 'image/jpeg' });
  const images: PostImage[] = [
    { id: 'a', kind: 'existing', card: '/c.webp', large: '/l.webp' },
    { id: 'b', kind: 'new', file: file('one.jpg'), url: 'blob:one' },
    { id: 'c', kind: 'new', file: file('two.jpg'), url: 'blob:two' },
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
