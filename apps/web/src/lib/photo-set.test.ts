import { describe, expect, it, vi } from 'vitest';
import {
  addFiles,
  canMove,
  countProblem,
  fileInFlight,
  filesToSend,
  movePhoto,
  newFiles,
  photoFileProblem,
  removePhoto,
  type ListPhoto,
  type PhotoRules,
  type UploadState,
} from './photo-set.ts';

const jpeg = (name: string, bytes = 1000) => new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });
const rules = (change: Partial<PhotoRules> = {}): PhotoRules => ({
  accept: 'image/jpeg',
  refuse: photoFileProblem,
  min: 1,
  max: 3,
  tooMany: 'validation.groupPhotoCount',
  newAfterKept: false,
  ...change,
});
const add = (current: ListPhoto[], files: File[], with_: PhotoRules = rules()) =>
  addFiles(current, files, with_, (photo) => photo);
const names = (photos: ListPhoto[]) => photos.map((photo) => (photo.kind === 'new' ? photo.file.name : photo.card));
const saved = (...cards: string[]): ListPhoto[] => cards.map((card) => ({ key: card, kind: 'existing', card }));

describe('a photo set', () => {
  it('refuses files of other types or over 10 MB, stops at the limit, and says the first problem', () => {
    const pdf = new File(['%PDF'], 'plan.pdf', { type: 'application/pdf' });
    const result = add([], [jpeg('a.jpg'), pdf, jpeg('huge.jpg', 10 * 1024 * 1024 + 1)]);
    expect(names(result.photos)).toEqual(['a.jpg']);
    expect(result.problem).toBe('validation.imageInvalid');
    expect(add([], [jpeg('huge.jpg', 10 * 1024 * 1024 + 1)]).problem).toBe('validation.postImageTooLarge');
    const full = add(
      [],
      ['a', 'b', 'c', 'd'].map((name) => jpeg(`${name}.jpg`)),
    );
    expect(names(full.photos)).toEqual(['a.jpg', 'b.jpg', 'c.jpg']);
    expect(full.problem).toBe('validation.groupPhotoCount');
  });

  it('gives a new photo the form’s own fields', () => {
    const result = addFiles([], [jpeg('a.jpg')], rules(), (photo) => ({ ...photo, caption: '' }));
    expect(result.photos[0]).toMatchObject({ kind: 'new', caption: '' });
  });

  it('counts too few and too many, with one message or two', () => {
    expect(countProblem([], rules())).toBe('validation.groupPhotoCount');
    expect(countProblem([], rules({ tooFew: 'validation.postImageRequired' }))).toBe('validation.postImageRequired');
    expect(countProblem(saved('1'), rules())).toBeNull();
    expect(countProblem(saved('1', '2', '3', '4'), rules())).toBe('validation.groupPhotoCount');
  });

  it('moves a photo a place, never past the ends, and removes one', () => {
    const photos = add([], [jpeg('a.jpg'), jpeg('b.jpg'), jpeg('c.jpg')]).photos;
    expect(names(movePhoto(photos, 2, -1, rules()))).toEqual(['a.jpg', 'c.jpg', 'b.jpg']);
    expect(movePhoto(photos, 0, -1, rules())).toBe(photos);
    expect(movePhoto(photos, 2, 1, rules())).toBe(photos);
    expect(names(removePhoto(photos, photos[1]!.key))).toEqual(['a.jpg', 'c.jpg']);
  });

  it('keeps new photos after saved ones when the server saves them so, and not otherwise', () => {
    const photos = add(saved('one', 'two'), [jpeg('c.jpg')], rules({ max: 5 })).photos;
    expect(canMove(photos, 2, -1, { newAfterKept: true })).toBe(false);
    expect(canMove(photos, 1, -1, { newAfterKept: true })).toBe(true);
    expect(canMove(photos, 2, -1, { newAfterKept: false })).toBe(true);
    expect(newFiles(photos).map((file) => file.name)).toEqual(['c.jpg']);
  });
});

describe('sending a photo set', () => {
  const file = (name: string) => new File([new Uint8Array([1])], name, { type: 'image/jpeg' });

  it('makes the files smaller, in order, and says they are being prepared', async () => {
    const report = vi.fn<(state: UploadState) => void>();
    const files = await filesToSend([file('one.jpg'), file('two.jpg')], report);
    expect(files.map((sent) => sent.name)).toEqual(['one.jpg', 'two.jpg']);
    expect(report).toHaveBeenCalledWith({ phase: 'preparing' });
  });

  it('says nothing when there is nothing to prepare', async () => {
    const report = vi.fn<(state: UploadState) => void>();
    expect(await filesToSend([], report)).toEqual([]);
    expect(report).not.toHaveBeenCalled();
  });

  it('names the first file not yet fully sent and its share', () => {
    expect(fileInFlight([0, 0])).toEqual({ index: 0, share: 0 });
    expect(fileInFlight([1, 0.4, 0])).toEqual({ index: 1, share: 0.4 });
  });

  it('has no file in flight once every file is out (the server is saving)', () => {
    expect(fileInFlight([1, 1])).toBeNull();
    expect(fileInFlight([])).toBeNull();
  });
});
