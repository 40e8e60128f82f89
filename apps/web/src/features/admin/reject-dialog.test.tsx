import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { stubApi } from '../../test/fetch-stub.ts';
import { renderPage } from '../../test/render.tsx';
import { RejectDialog } from './reject-dialog.tsx';

const t = (key: string) => i18n.t(key);

/** Issue 41: the "suspicious / fraud" reason, and ready-made notes a tap adds to the note. */
describe('rejecting a post with a ready-made note', () => {
  it('adds the notes tapped, once each, and sends them with the reason', async () => {
    const sent = stubApi({
      'POST /api/admin/posts/S-1001/reject': () => ({ json: { success: true, message: 'Post rejected' } }),
    });
    const { user } = renderPage(
      <RejectDialog postId="S-1001" title="Flat in Mirpur" open onOpenChange={() => undefined} onRejected={() => {}} />,
    );
    const dialog = within(await screen.findByRole('dialog', { name: t('admin:reject.title') }));
    expect(dialog.queryByRole('group', { name: t('admin:reject.ready.label') })).toBeNull();
    await user.click(dialog.getByRole('radio', { name: t('enums:rejectionReason.suspected-fraud') }));
    const notes = within(dialog.getByRole('group', { name: t('admin:reject.ready.label') }));
    const photos = t('admin:reject.ready.suspected-fraud.photosMatch');
    const price = t('admin:reject.ready.suspected-fraud.priceTooLow');
    await user.click(notes.getByRole('button', { name: photos }));
    await user.click(notes.getByRole('button', { name: price }));
    await user.click(notes.getByRole('button', { name: photos }));
    expect(dialog.getByRole('textbox')).toHaveProperty('value', `${photos} ${price}`);
    await user.click(dialog.getByRole('button', { name: t('admin:reject.confirm') }));
    await expect
      .poll(() => sent.map((request) => request.body))
      .toEqual([{ reason: 'suspected-fraud', note: `${photos} ${price}` }]);
  });

  it('adds a ready-made note in the language the poster reads, and says which it is (issue 64)', async () => {
    stubApi({});
    const { user } = renderPage(
      <RejectDialog
        postId="S-1001"
        title="Flat in Mirpur"
        reader="bn"
        open
        onOpenChange={() => undefined}
        onRejected={() => {}}
      />,
    );
    const dialog = within(await screen.findByRole('dialog', { name: t('admin:reject.title') }));
    expect(dialog.getByText('This member reads Bengali. Please write in Bengali.')).toBeTruthy();
    await user.click(dialog.getByRole('radio', { name: t('enums:rejectionReason.suspected-fraud') }));
    const notes = within(dialog.getByRole('group', { name: t('admin:reject.ready.label') }));
    // The button reads in the staff member's English; the note goes in the poster's Bengali.
    await user.click(notes.getByRole('button', { name: t('admin:reject.ready.suspected-fraud.photosMatch') }));
    const note = dialog.getByRole('textbox');
    expect(note).toHaveProperty('value', i18n.t('admin:reject.ready.suspected-fraud.photosMatch', { lng: 'bn' }));
    expect(note.getAttribute('lang')).toBe('bn');
  });
});
