import { districtsOf, subDistrictsOf } from '@ghorbari/contracts/locations';
import { act, screen, within } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { i18n } from '../../lib/i18n.ts';
import { locationKeys } from '../../lib/query-keys.ts';
import { renderPage, testQueryClient } from '../../test/render.tsx';
import { PostForm } from './post-form.tsx';
import type { PostFormValues } from './post-form-values.ts';
import { t, validPost } from './post-form.test-kit.tsx';
import type { UploadState } from './post-images.ts';

/** Sending a post over a weak connection (issue 12): progress per photo, and a retry that keeps everything. */

type Submit = Parameters<typeof PostForm>[0]['onSubmit'];
const values: PostFormValues = validPost({
  type: 'rent',
  postTitle: 'মিরপুরে ৩ বেডরুমের ফ্ল্যাট',
  description: 'দক্ষিণমুখী, লিফট আছে।',
  price: '25000',
});

it('shows each photo going up, and after a dropped connection sends the same post again', async () => {
  await i18n.changeLanguage('bn');
  let drop = () => {};
  let report: (state: UploadState) => void = () => {};
  const onSubmit = vi
    .fn<Submit>()
    .mockImplementationOnce(async (_body, _images, tell) => {
      report = tell;
      await new Promise<void>((resolve) => (drop = resolve));
      throw new ApiError('', 0, 'NO_RESPONSE');
    })
    .mockResolvedValueOnce(undefined);
  const queryClient = testQueryClient();
  queryClient.setQueryData(locationKeys.districts('dhaka'), districtsOf('dhaka'));
  queryClient.setQueryData(locationKeys.subDistricts('dhaka'), subDistrictsOf('dhaka'));
  const { user } = renderPage(
    <PostForm
      defaultValues={values}
      defaultImages={[]}
      editing={false}
      provenPhones={[values.primaryPhone]}
      onSubmit={onSubmit}
    />,
    { queryClient },
  );

  // Through the steps as a poster would, adding one photo where it is asked for.
  await user.selectOptions(screen.getByRole('combobox', { name: t('posting:fields.propertyType') }), 'apartment');
  const submit = () => screen.queryByRole('button', { name: t('posting:form.submit') });
  for (let step = 0; step < 10 && !submit(); step += 1) {
    const picker = screen.queryByLabelText(t('posting:images.add'));
    if (picker && !screen.queryByRole('img')) {
      await user.upload(picker, new File(['photo'], 'flat.jpg', { type: 'image/jpeg' }));
    }
    await user.click(screen.getByRole('button', { name: t('posting:form.next') }));
  }
  await user.click(submit()!);

  await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  act(() => report({ phase: 'sending', files: [0.4] }));
  expect(screen.getByRole('status').textContent).toBe('ছবি ১/১ পাঠানো হচ্ছে…');
  const bar = within(screen.getByRole('list', { name: 'ছবি পাঠানোর অগ্রগতি' })).getByRole('progressbar', {
    name: 'ছবি ১',
  });
  expect(bar.getAttribute('aria-valuenow')).toBe('40');
  expect(bar.getAttribute('aria-valuetext')).toBe('৪০%');

  await act(async () => drop());
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain('বিজ্ঞাপনটি পাঠানো যায়নি।');
  expect(alert.textContent).toContain('নতুন করে পূরণ করতে হবে না');
  expect(screen.queryByRole('progressbar')).toBeNull();

  await user.click(screen.getByRole('button', { name: 'আবার চেষ্টা করুন' }));
  await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
  const [first, second] = onSubmit.mock.calls;
  expect(second![0]).toEqual(first![0]);
  expect(second![1]).toEqual(first![1]);
  expect(second![1]).toHaveLength(1);
  await vi.waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
});
