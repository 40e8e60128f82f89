import { screen, within } from '@testing-library/react';
import { House } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render.tsx';
import { PhotoGallery } from './photo-gallery.tsx';

const photos = ['a', 'b', 'c'].map((id) => ({ id, card: `/${id}-card.webp`, large: `/${id}.webp`, alt: 'A flat' }));
const words = {
  label: 'Photos',
  noPhoto: 'No photo',
  open: (n: string, total: string) => `Open photo ${n} of ${total} full screen`,
  counter: (n: string, total: string) => `${n}/${total}`,
  show: (n: string) => `Show photo ${n}`,
  viewer: {
    photo: (n: string, total: string) => `Photo ${n} of ${total}`,
    help: 'Use the arrow keys.',
    previous: 'Previous photo',
    next: 'Next photo',
    close: 'Close',
  },
};

describe('a page’s photos (issue 32)', () => {
  it('opens the viewer on the photo tapped, moves on, and closes', async () => {
    // jsdom does not scroll.
    Element.prototype.scrollTo ??= () => undefined;
    const { user } = renderPage(
      <PhotoGallery
        photos={photos}
        words={words}
        language="en"
        frame="aspect-[4/3]"
        Placeholder={House}
        testId="gallery"
        titleShown
      />,
    );
    const gallery = screen.getByTestId('gallery');
    expect(within(gallery).getAllByRole('button', { name: /^Show photo \d$/ })).toHaveLength(3);
    await user.click(within(gallery).getByRole('button', { name: 'Open photo 2 of 3 full screen' }));
    const viewer = await screen.findByRole('dialog');
    expect(within(viewer).getByRole('heading', { name: 'Photo 2 of 3' })).toBeTruthy();
    await user.click(within(viewer).getByRole('button', { name: 'Next photo' }));
    expect(within(viewer).getByRole('heading', { name: 'Photo 3 of 3' })).toBeTruthy();
    expect(within(viewer).getByRole('button', { name: 'Next photo' })).toHaveProperty('disabled', true);
    await user.click(within(viewer).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(gallery).getByRole('button', { name: 'Show photo 3' }).getAttribute('aria-current')).toBe('true');
  });

  it('shows a picture in place of the photos when there are none', () => {
    renderPage(
      <PhotoGallery
        photos={[]}
        words={words}
        language="en"
        frame="aspect-[4/3]"
        Placeholder={House}
        testId="gallery"
      />,
    );
    expect(screen.queryByTestId('gallery')).toBeNull();
    expect(screen.getByText('No photo')).toBeTruthy();
  });
});
