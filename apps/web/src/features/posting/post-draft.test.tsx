import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { box, renderForm, send, t, validPost } from './post-form.test-kit.tsx';

/**
 * What a poster typed is kept on the device until the post is sent (issue 64): a form reopened
 * after a reload, or after a refusal sent the poster away, offers it back.
 */
const KEY = 'ghorbari-post-draft:member-1:sell';
const kept = () => JSON.parse(localStorage.getItem(KEY) ?? 'null') as { values: { postTitle: string } } | null;

describe('a posting form’s draft', () => {
  it('is kept as the poster types, offered again when the form is reopened, and thrown away once posted', async () => {
    await i18n.changeLanguage('bn');
    const first = renderForm(validPost({ postTitle: '' }), { draftKey: 'member-1:sell' });
    await first.user.type(box(t('posting:fields.postTitle')), 'লেকের পাশে তিন বেডের ফ্ল্যাট');
    await vi.waitFor(() => expect(kept()?.values.postTitle).toBe('লেকের পাশে তিন বেডের ফ্ল্যাট'));
    first.unmount();

    // Opened again (a reload, a new visit): the draft is offered, not put in by itself.
    const again = renderForm(validPost({ postTitle: '' }), { draftKey: 'member-1:sell' });
    expect((box(t('posting:fields.postTitle')) as HTMLInputElement).value).toBe('');
    expect(screen.getByText(/আগের বার লেখা একটি খসড়া এই ফোনে রাখা আছে/)).toBeTruthy();
    await again.user.click(screen.getByRole('button', { name: 'খসড়া ফিরিয়ে আনুন' }));
    expect((box(t('posting:fields.postTitle')) as HTMLInputElement).value).toBe('লেকের পাশে তিন বেডের ফ্ল্যাট');
    expect(screen.queryByRole('button', { name: 'খসড়া ফিরিয়ে আনুন' })).toBeNull();

    // Posted: nothing is kept, and the next form starts empty without an offer.
    await again.pickType();
    const body = await send(again);
    expect(body.postTitle).toBe('লেকের পাশে তিন বেডের ফ্ল্যাট');
    expect(kept()).toBeNull();
    again.unmount();
    renderForm(validPost({ postTitle: '' }), { draftKey: 'member-1:sell' });
    expect(screen.queryByText(/খসড়া/)).toBeNull();
  });

  it('is thrown away when the poster starts afresh, and is another member’s or form’s never', async () => {
    await i18n.changeLanguage('en');
    localStorage.setItem(
      KEY,
      JSON.stringify({
        version: 1,
        savedAt: '2026-11-29T09:30:00.000Z',
        values: validPost({ postTitle: 'Kept flat' }),
      }),
    );
    const other = renderForm(validPost({ postTitle: '' }), { draftKey: 'member-2:sell' });
    expect(screen.queryByText(/A draft you started/)).toBeNull();
    other.unmount();

    const form = renderForm(validPost({ postTitle: '' }), { draftKey: 'member-1:sell' });
    // The moment it was kept, as it was in Bangladesh.
    expect(
      screen.getByText('A draft you started is kept on this phone (29 Nov 2026, 03:30 pm). Bring it back?'),
    ).toBeTruthy();
    await form.user.click(screen.getByRole('button', { name: 'Start afresh' }));
    expect(kept()).toBeNull();
    expect((box(t('posting:fields.postTitle')) as HTMLInputElement).value).toBe('');
  });
});
