import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render.tsx';
import { UploadStatus, type UploadLabels } from './upload-status.tsx';

const labels: UploadLabels = {
  preparing: 'Preparing photos',
  sending: (photo) => (photo ? `Sending photo ${photo.n}/${photo.total}` : 'Sending'),
  saving: 'Saving',
  label: 'Upload',
};

describe('the upload status', () => {
  it('shows the whole upload as one bar, then says it is saving', () => {
    const page = renderPage(<UploadStatus state={{ phase: 'sending', files: [1, 0.2] }} labels={labels} />);
    expect(screen.getByRole('status').textContent).toBe('Sending');
    expect(screen.getByRole('progressbar', { name: 'Upload' }).getAttribute('aria-valuenow')).toBe('60');
    page.unmount();
    renderPage(<UploadStatus state={{ phase: 'sending', files: [1, 1] }} labels={labels} />);
    expect(screen.getByRole('status').textContent).toBe('Saving');
  });

  it('with photo names, shows a bar per photo and names the one going up', () => {
    renderPage(
      <UploadStatus
        state={{ phase: 'sending', files: [1, 0.4, 0] }}
        labels={{ ...labels, photo: (n) => `Photo ${n}` }}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('Sending photo 2/3');
    expect(screen.getByRole('list', { name: 'Upload' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Photo 2' }).getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getAllByRole('progressbar')).toHaveLength(3);
  });

  it('says the photos are being prepared before any goes up', () => {
    renderPage(<UploadStatus state={{ phase: 'preparing' }} labels={labels} />);
    expect(screen.getByRole('status').textContent).toBe('Preparing photos');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
