import { LIMITS, type MessageKey } from '@ghorbari/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { renderPage } from '../../test/render.tsx';
import { FirmPhotoList } from './firm-photo-list.tsx';
import { existingPhotos, type GalleryPhoto } from './firm-photos.ts';

const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options);
const jpeg = (name: string) => new File([new Uint8Array(100)], name, { type: 'image/jpeg' });

function Harness({ start = [] }: { start?: GalleryPhoto[] }) {
  const [photos, setPhotos] = useState(start);
  const [problem, setProblem] = useState<MessageKey | null>(null);
  return (
    <FirmPhotoList
      photos={photos}
      onChange={setPhotos}
      defaultCategory="home"
      problem={problem}
      onProblem={setProblem}
      photoProblems={new Map()}
    />
  );
}

const addInput = () => screen.getByLabelText(new RegExp(t('firms:photos.add')));
/** The captions as written, in order (each photo also has an optional English caption, marked lang="en"). */
const captions = () =>
  screen
    .getAllByRole('textbox')
    .filter((input) => input.getAttribute('lang') !== 'en')
    .map((input) => (input as HTMLInputElement).value);

describe('the gallery photo list', () => {
  it('adds photos with a caption and the firm’s kind of work each, moves them and removes them', async () => {
    const page = renderPage(<Harness />);
    await page.user.upload(addInput(), [jpeg('a.jpg'), jpeg('b.jpg'), jpeg('c.jpg')]);
    expect(screen.getByText(t('firms:photos.count', { count: 3, n: '3', max: '30' }))).toBeTruthy();
    const items = screen.getAllByTestId('gallery-photo');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByText(t('firms:photos.cover'))).toBeTruthy();
    // Each new photo starts with the firm's first kind of work.
    const category = screen.getByLabelText(t('firms:photos.category', { photo: t('firms:photos.photo', { n: '2' }) }));
    expect((category as HTMLSelectElement).value).toBe('home');

    for (const [index, text] of ['first', 'second', 'third'].entries()) {
      const photo = t('firms:photos.photo', { n: String(index + 1) });
      await page.user.type(screen.getByLabelText(t('firms:photos.caption', { photo })), text);
    }
    const photo = (n: number) => t('firms:photos.photo', { n: String(n) });
    expect(
      (screen.getByRole('button', { name: t('firms:photos.moveUp', { photo: photo(1) }) }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    await page.user.click(screen.getByRole('button', { name: t('firms:photos.moveUp', { photo: photo(3) }) }));
    expect(captions()).toEqual(['first', 'third', 'second']);
    await page.user.click(screen.getByRole('button', { name: t('firms:photos.moveDown', { photo: photo(1) }) }));
    expect(captions()).toEqual(['third', 'first', 'second']);
    await page.user.click(screen.getByRole('button', { name: t('firms:photos.remove', { photo: photo(2) }) }));
    expect(captions()).toEqual(['third', 'second']);
  });

  it('stops at 30 photos, says why, and hides the add button when full', async () => {
    const page = renderPage(<Harness />);
    const files = Array.from({ length: LIMITS.firm.maxPhotos + 2 }, (_, i) => jpeg(`p${i}.jpg`));
    await page.user.upload(addInput(), files);
    expect(screen.getAllByTestId('gallery-photo')).toHaveLength(LIMITS.firm.maxPhotos);
    expect(screen.getByRole('alert').textContent).toContain(t('messages:validation.firmPhotoCount'));
    expect(screen.queryByLabelText(new RegExp(t('firms:photos.addMore')))).toBeNull();
  });

  it('refuses a file that is not a photo', () => {
    renderPage(<Harness />);
    // The picker offers only images; a file picked anyway ("all files") is still refused.
    const pdf = new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' });
    fireEvent.change(addInput(), { target: { files: [pdf] } });
    expect(screen.queryAllByTestId('gallery-photo')).toHaveLength(0);
    expect(screen.getByRole('alert').textContent).toContain(t('messages:validation.imageInvalid'));
  });

  it('keeps new photos after the ones already on the page', async () => {
    const start = existingPhotos([
      {
        id: '11111111-1111-4111-8111-111111111111',
        card: '/c1.webp',
        large: '/l1.webp',
        caption: 'Hall',
        captionEn: '',
        category: 'home',
      },
      {
        id: '22222222-2222-4222-8222-222222222222',
        card: '/c2.webp',
        large: '/l2.webp',
        caption: 'Desk',
        captionEn: '',
        category: 'office',
      },
      {
        id: '33333333-3333-4333-8333-333333333333',
        card: '/c3.webp',
        large: '/l3.webp',
        caption: 'Bar',
        captionEn: '',
        category: 'cafe',
      },
    ]);
    const page = renderPage(<Harness start={start} />);
    await page.user.upload(screen.getByLabelText(new RegExp(t('firms:photos.addMore'))), jpeg('new.jpg'));
    expect(screen.getByText(t('firms:photos.newLast'))).toBeTruthy();
    const newPhoto = t('firms:photos.photo', { n: '4' });
    expect(
      (screen.getByRole('button', { name: t('firms:photos.moveUp', { photo: newPhoto }) }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
  });
});
