import { districtsOf, subDistrictsOf } from '@ghorbari/contracts/locations';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { locationKeys } from '../../lib/query-keys.ts';
import { SessionProvider, useSession } from '../../lib/session/session.tsx';
import { tokenStore } from '../../lib/session/token-store.ts';
import { memberData } from '../../test/factories.ts';
import { stubApi } from '../../test/fetch-stub.ts';
import { renderPage, testQueryClient } from '../../test/render.tsx';
import { PostForm } from './post-form.tsx';
import { box, goTo, stepHeading, t, validPost } from './post-form.test-kit.tsx';

/** A post's primary number must be one the poster proved by an SMS code (issue 40), before the next step (issue 64). */

const NUMBER = '01712345678';
const unproven = memberData({ phone: NUMBER, verifiedPhones: [] });

/** The new-post page as it stands: the form, with the session's proven numbers. */
function Posting({ onSubmit }: { onSubmit: (body: unknown) => Promise<void> }) {
  const { user } = useSession();
  if (!user) return null;
  return (
    <PostForm
      defaultValues={validPost()}
      defaultImages={[]}
      editing={false}
      provenPhones={user.verifiedPhones}
      onSubmit={onSubmit}
    />
  );
}

afterEach(() => tokenStore.clear());

describe('the primary number of a new post', () => {
  it('is not sent until proven, and is sent once proven by a code through the dialog', async () => {
    tokenStore.set('token-a');
    const sent = stubApi({
      'GET /api/profile': () => ({ json: { success: true, userData: unproven } }),
      'POST /api/profile/phone/send-code': () => ({
        json: {
          success: true,
          message: 'We have sent a 6-digit code to your mobile by SMS',
          alreadyVerified: false,
          expiresInSeconds: 600,
          resendAfterSeconds: 60,
          challengeId: 'challenge-post-0123456789',
        },
      }),
      'POST /api/profile/phone/verify': () => ({
        json: {
          success: true,
          message: 'Mobile number verified',
          userData: { ...unproven, verifiedPhones: [NUMBER] },
        },
      }),
    });
    const queryClient = testQueryClient();
    queryClient.setQueryData(locationKeys.districts('dhaka'), districtsOf('dhaka'));
    queryClient.setQueryData(locationKeys.subDistricts('dhaka'), subDistrictsOf('dhaka'));
    const onSubmit = vi.fn<(body: unknown) => Promise<void>>().mockResolvedValue(undefined);
    const { user } = renderPage(
      <SessionProvider>
        <Posting onSubmit={onSubmit} />
      </SessionProvider>,
      { queryClient },
    );
    const next = () => user.click(screen.getByRole('button', { name: t('posting:form.next') }));
    const pickType = () =>
      user.selectOptions(screen.getByRole('combobox', { name: t('posting:fields.propertyType') }), 'apartment');
    await screen.findByRole('combobox', { name: t('posting:fields.propertyType') });

    // The prefilled number is the member's, not proven: the place step says so and offers the proof.
    await goTo('place', { next, pickType });
    expect(screen.queryByText('Number verified')).toBeNull();
    expect(screen.getByText(t('posting:fields.primaryPhoneUnproven'))).toBeTruthy();
    expect(screen.getByText(t('posting:fields.secondaryPhoneUnproven'))).toBeTruthy();

    // "Next" is refused on this step (issue 64), not four steps later at "Submit": the reason under
    // the number, the focus in it.
    await next();
    await stepHeading('place');
    const phone = box(t('posting:fields.primaryPhone'));
    expect(await screen.findByText(t('messages:validation.primaryPhoneUnverified'))).toBeTruthy();
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(phone));

    // The dialog: the number as typed, "Send code", then the code the SMS brought.
    await user.click(screen.getByRole('button', { name: 'Verify this number' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify this number' });
    expect((within(dialog).getByRole('textbox', { name: 'Mobile number' }) as HTMLInputElement).value).toBe(NUMBER);
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    const code = await within(dialog).findByRole('textbox', { name: '6-digit code' });
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    await waitFor(() => expect(document.activeElement).toBe(code));
    await user.type(code, '408123');
    await user.click(within(dialog).getByRole('button', { name: 'Verify code' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.find((request) => request.path === '/api/profile/phone/verify')?.body).toEqual({
      phone: NUMBER,
      code: '408123',
      challengeId: 'challenge-post-0123456789',
      account: false,
    });
    const proof = screen.getByTestId('primary-phone-proof');
    expect(proof.textContent).toBe('Number verified');
    expect(screen.queryByText(t('messages:validation.primaryPhoneUnverified'))).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(proof));

    // On now, to the end with a photo, and sent with the proven number.
    for (const step of ['price', 'details', 'photos'] as const) {
      await next();
      await stepHeading(step);
    }
    await user.upload(
      screen.getByLabelText(t('posting:images.add')),
      new File(['photo'], 'flat.jpg', { type: 'image/jpeg' }),
    );
    await next();
    await stepHeading('publish');
    await user.click(screen.getByRole('button', { name: t('posting:form.submit') }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ primaryPhone: NUMBER });
  });
});
