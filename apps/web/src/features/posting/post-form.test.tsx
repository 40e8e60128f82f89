import { districtsOf, subDistrictsOf } from '@ghorbari/contracts/locations';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatNumber } from '../../lib/format.ts';
import { i18n } from '../../lib/i18n.ts';
import { locationKeys } from '../../lib/query-keys.ts';
import { renderPage, testQueryClient } from '../../test/render.tsx';
import { PostForm } from './post-form.tsx';
import { emptyPost, STEPS, type PostFormValues, type StepId } from './post-form-values.ts';

/** The posting form's rules as a poster meets them, step by step (spec §2, §5). */

/** A sell post that passes every step; each test breaks or changes one thing. */
function validPost(overrides: Partial<PostFormValues> = {}): PostFormValues {
  return {
    ...emptyPost('sell', '01712345678'),
    propertyType: 'apartment',
    postTitle: '3-bed flat near Dhanmondi Lake',
    description: 'South facing, with a lift and a garage.',
    location: {
      division: 'dhaka',
      district: 'dhaka',
      subDistrict: 'dhaka-dhamrai',
      street: '',
      house: '',
      postCode: '',
    },
    price: '4500000',
    ...overrides,
  };
}

const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options);
/** The name of a field that may be left empty: "Lift (optional)". */
const optional = (key: string) => `${t(key)} (${t('account:fields.optional')})`;

function renderForm(values: PostFormValues) {
  // The place lists come from the API in the app; here they are the bundled data, so no request is made.
  const queryClient = testQueryClient();
  queryClient.setQueryData(locationKeys.districts('dhaka'), districtsOf('dhaka'));
  queryClient.setQueryData(locationKeys.subDistricts('dhaka'), subDistrictsOf('dhaka'));
  const onSubmit = vi.fn<(body: unknown, images: unknown[]) => Promise<void>>().mockResolvedValue(undefined);
  const page = renderPage(<PostForm defaultValues={values} defaultImages={[]} editing={false} onSubmit={onSubmit} />, {
    queryClient,
  });
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
const stepHeading = (step: StepId) =>
  screen.findByRole('heading', {
    level: 2,
    name: t('posting:steps.position', {
      step: t(`posting:steps.${step}`),
      n: formatNumber(STEPS.indexOf(step) + 1, i18n.language === 'en' ? 'en' : 'bn'),
      total: formatNumber(STEPS.length, i18n.language === 'en' ? 'en' : 'bn'),
    }),
  });

async function goTo(step: StepId, { next, pickType }: { next: () => Promise<void>; pickType: () => Promise<void> }) {
  await pickType();
  for (let index = 0; index < STEPS.indexOf(step); index += 1) {
    await stepHeading(STEPS[index]!);
    await next();
  }
  return stepHeading(step);
}

describe('posting form', () => {
  it('does not leave the first step while the title is empty', async () => {
    const { next, pickType } = renderForm(validPost({ postTitle: '' }));

    await pickType();
    await next();

    expect(await screen.findByText(t('messages:validation.postTitleRequired'))).toBeTruthy();
    expect(screen.getByRole('textbox', { name: t('posting:fields.postTitle') }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    await stepHeading('basics');
  });

  it.each([
    ['en', 'Please enter a valid phone number'],
    ['bn', 'সঠিক মোবাইল নম্বর দিন'],
  ] as const)('refuses a phone like 123 on the location step (%s)', async (language, message) => {
    await i18n.changeLanguage(language);
    const form = renderForm(validPost());
    const { user, next } = form;
    await goTo('place', form);

    const phone = screen.getByRole('textbox', { name: t('posting:fields.primaryPhone') });
    await user.clear(phone);
    await user.type(phone, '123');
    await next();

    expect(await screen.findByText(message)).toBeTruthy();
    await stepHeading('place');

    await user.clear(phone);
    await user.type(phone, '01812345678');
    await next();
    await stepHeading('price');
    expect(screen.queryByText(message)).toBeNull();
  });

  it('offers the price unit (total, per sqft, all) on a sell post only', async () => {
    const sell = renderForm(validPost());
    await goTo('price', sell);
    const unit = screen.getByRole('combobox', { name: t('posting:fields.priceUnits') });
    const units = within(unit)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(units).toContain(t('enums:priceUnit.per-sqft'));
    sell.unmount();

    const rent = renderForm(validPost({ type: 'rent' }));
    await goTo('price', rent);
    expect(screen.getByRole('textbox', { name: t('posting:fields.rentPrice') })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: t('posting:fields.priceUnits') })).toBeNull();
    expect(screen.getByText(t('posting:fields.rentPerMonth'))).toBeTruthy();
  });

  it('asks for the land measure of land, and no rooms, lift or floors', async () => {
    const flat = renderForm(validPost());
    await goTo('details', flat);
    expect(screen.getByRole('group', { name: t('posting:fields.rooms') })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: optional('posting:fields.lift') })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: optional('posting:fields.totalFloors') })).toBeTruthy();
    flat.unmount();

    const land = renderForm(validPost({ propertyType: 'land' }));
    await goTo('price', land);
    expect(screen.getByRole('combobox', { name: t('posting:fields.landUnits') })).toBeTruthy();
    await land.next();
    await stepHeading('details');
    expect(screen.queryByRole('group', { name: t('posting:fields.rooms') })).toBeNull();
    expect(screen.queryByRole('combobox', { name: optional('posting:fields.lift') })).toBeNull();
    expect(screen.queryByRole('textbox', { name: optional('posting:fields.totalFloors') })).toBeNull();
  });

  it('needs at least one photo before the post can be sent', async () => {
    const form = renderForm(validPost());
    const { user, next, onSubmit } = form;
    await goTo('photos', form);

    await next();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Please select at least one image.');
    await stepHeading('photos');

    const photo = new File(['photo'], 'flat.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText(t('posting:images.add')), photo);
    expect(screen.queryByRole('alert')).toBeNull();
    await next();
    await stepHeading('publish');
    await user.click(screen.getByRole('button', { name: t('posting:form.submit') }));

    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const [body, images] = onSubmit.mock.calls[0]!;
    expect(body).toMatchObject({
      type: 'sell',
      postTitle: '3-bed flat near Dhanmondi Lake',
      primaryPhone: '01712345678',
    });
    expect(images).toHaveLength(1);
  });
});
