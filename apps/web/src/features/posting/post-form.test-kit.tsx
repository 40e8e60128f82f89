import { districtsOf, subDistrictsOf } from '@ghorbari/contracts/locations';
import { screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { formatNumber } from '../../lib/format.ts';
import { i18n } from '../../lib/i18n.ts';
import { locationKeys } from '../../lib/query-keys.ts';
import { renderPage, testQueryClient } from '../../test/render.tsx';
import { PostForm } from './post-form.tsx';
import { emptyPost, STEPS, type PostFormValues, type StepId } from './post-form-values.ts';

/** Helpers of the posting form's component tests: a valid post, the form rendered, steps walked. */

/** A sell post that passes every step; each test breaks or changes one thing. */
export function validPost(overrides: Partial<PostFormValues> = {}): PostFormValues {
  return {
    ...emptyPost('sell', PROVEN_PHONE),
    propertyType: 'apartment',
    postTitle: '3-bed flat near Dhanmondi Lake',
    description: 'South facing, with a lift and a garage.',
    location: {
      division: 'dhaka',
      district: 'dhaka',
      subDistrict: 'dhaka-dhamrai',
      neighbourhood: '',
      street: '',
      house: '',
      showHouse: false,
      postCode: '',
    },
    price: '4500000',
    // A flat says its bedrooms and bathrooms (issue 41).
    rooms: { ...emptyPost('sell', null).rooms, bedrooms: '3', bathrooms: '2' },
    ...overrides,
  };
}

/** No rooms given, for a test that types them itself or that they are required. */
export const NO_ROOMS = emptyPost('sell', null).rooms;

export const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options);
/** The name of a field that may be left empty: "Lift (optional)". */
export const optional = (key: string) => `${t(key)} (${t('account:fields.optional')})`;

/** The number `validPost` is posted with, proven by its member (issue 40). */
export const PROVEN_PHONE = '01712345678';

export function renderForm(
  values: PostFormValues,
  {
    editing = false,
    initialStep,
    provenPhones = [PROVEN_PHONE],
    draftKey,
  }: { editing?: boolean; initialStep?: StepId; provenPhones?: readonly string[]; draftKey?: string } = {},
) {
  // The place lists come from the API in the app; here they are the bundled data, so no request is made.
  const queryClient = testQueryClient();
  queryClient.setQueryData(locationKeys.districts('dhaka'), districtsOf('dhaka'));
  queryClient.setQueryData(locationKeys.subDistricts('dhaka'), subDistrictsOf('dhaka'));
  const onSubmit = vi.fn<(body: unknown, images: unknown[]) => Promise<void>>().mockResolvedValue(undefined);
  const page = renderPage(
    <PostForm
      defaultValues={values}
      defaultImages={[]}
      editing={editing}
      initialStep={initialStep}
      provenPhones={provenPhones}
      onSubmit={onSubmit}
      draftKey={draftKey}
    />,
    { queryClient },
  );
  const next = () => page.user.click(screen.getByRole('button', { name: t('posting:form.next') }));
  // The poster picks the type, as on the page (happy-dom does not keep a select's preset value).
  const pickType = () =>
    page.user.selectOptions(
      screen.getByRole('combobox', { name: t('posting:fields.propertyType') }),
      values.propertyType,
    );
  return { ...page, onSubmit, next, pickType };
}

/** The screen-reader heading that says which step is shown ("Step 2 of 6: Location"). */
export const stepHeading = (step: StepId) =>
  screen.findByRole('heading', {
    level: 2,
    name: t('posting:steps.position', {
      step: t(`posting:steps.${step}`),
      n: formatNumber(STEPS.indexOf(step) + 1, i18n.language === 'en' ? 'en' : 'bn'),
      total: formatNumber(STEPS.length, i18n.language === 'en' ? 'en' : 'bn'),
    }),
  });

export async function goTo(
  step: StepId,
  { next, pickType }: { next: () => Promise<void>; pickType: () => Promise<void> },
) {
  await pickType();
  for (let index = 0; index < STEPS.indexOf(step); index += 1) {
    await stepHeading(STEPS[index]!);
    await next();
  }
  return stepHeading(step);
}

/** Through the remaining steps to the end, adding a photo where it is asked for, then send: the body sent. */
export async function send(form: ReturnType<typeof renderForm>) {
  const submit = () => screen.queryByRole('button', { name: t('posting:form.submit') });
  for (let step = 0; step < STEPS.length && !submit(); step += 1) {
    const picker = screen.queryByLabelText(t('posting:images.add'));
    if (picker && !screen.queryByRole('img')) {
      await form.user.upload(picker, new File(['photo'], 'flat.jpg', { type: 'image/jpeg' }));
    }
    await form.next();
  }
  await form.user.click(submit()!);
  await vi.waitFor(() => expect(form.onSubmit).toHaveBeenCalledTimes(1));
  return form.onSubmit.mock.calls[0]![0] as Record<string, unknown>;
}

export const rentFlat = (overrides: Partial<PostFormValues> = {}) => validPost({ type: 'rent', ...overrides });
export const box = (name: string) => screen.getByRole('textbox', { name });

export const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;
export const checkbox = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
export const rentTerms = () => screen.queryByRole('group', { name: t('posting:fields.rentTerms') });
