import { districtsOf, subDistrictsOf } from '@ghorbari/contracts/locations';
import { screen, within } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { postBasicsSchema } from '@ghorbari/contracts';
import { ApiError } from '../../lib/api-client.ts';
import { formatNumber } from '../../lib/format.ts';
import { i18n } from '../../lib/i18n.ts';
import { addMonths, formatMonth, monthOf } from '../../lib/months.ts';
import { locationKeys } from '../../lib/query-keys.ts';
import { postDetail } from '../../test/factories.ts';
import { renderPage, testQueryClient } from '../../test/render.tsx';
import { PostForm } from './post-form.tsx';
import { emptyPost, fromDetail, STEPS, toBody, type PostFormValues, type StepId } from './post-form-values.ts';

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
      neighbourhood: '',
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

function renderForm(
  values: PostFormValues,
  { editing = false, initialStep }: { editing?: boolean; initialStep?: StepId } = {},
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
      onSubmit={onSubmit}
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

/** Through the remaining steps to the end, adding a photo where it is asked for, then send: the body sent. */
async function send(form: ReturnType<typeof renderForm>) {
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

const rentFlat = (overrides: Partial<PostFormValues> = {}) => validPost({ type: 'rent', ...overrides });
const box = (name: string) => screen.getByRole('textbox', { name });

describe('posting form, as a Dhaka landlord fills it in (issue 12)', () => {
  it('groups the rent as it is typed and says it per month; the API gets the plain number', async () => {
    await i18n.changeLanguage('bn');
    const form = renderForm(rentFlat({ price: '' }));
    await goTo('price', form);
    expect(screen.getByText(t('posting:fields.priceHint', { example: '২৫,০০০' }))).toBeTruthy();

    const rent = box(t('posting:fields.rentPrice'));
    await form.user.type(rent, '25000');
    expect((rent as HTMLInputElement).value).toBe('২৫,০০০');
    expect(screen.getByText('২৫,০০০ টাকা / মাস')).toBeTruthy();

    const body = await send(form);
    expect(body).toMatchObject({ type: 'rent', price: 25_000 });
  });

  it('accepts an amount typed with commas in either script, and shows a sale price in lakh and crore', async () => {
    await i18n.changeLanguage('bn');
    const form = renderForm(validPost({ price: '' }));
    await goTo('price', form);
    expect(screen.getByText(t('posting:fields.priceHint', { example: '৪৫,০০,০০০' }))).toBeTruthy();
    const price = box(t('posting:fields.price'));
    await form.user.type(price, '১,৫৬,০০,০০০');
    expect((price as HTMLInputElement).value).toBe('১,৫৬,০০,০০০');
    expect(screen.getByText('১.৫৬ কোটি')).toBeTruthy();
    await form.user.clear(price);
    await form.user.type(price, '25,000');
    expect((price as HTMLInputElement).value).toBe('২৫,০০০');
    expect(screen.queryByText(t('messages:validation.priceInvalid'))).toBeNull();

    await i18n.changeLanguage('en');
    expect((price as HTMLInputElement).value).toBe('25,000');
    expect(await send(form)).toMatchObject({ price: 25_000 });
  });

  it('keeps Bengali digits in the title, street and house, and makes numbers of the number fields', async () => {
    await i18n.changeLanguage('bn');
    const form = renderForm(rentFlat({ postTitle: 'মিরপুর ১০-এ ৩ বেডরুমের ফ্ল্যাট' }));
    await goTo('place', form);
    await form.user.type(box(`${t('posting:fields.street')} (${t('account:fields.optional')})`), 'রোড ৭');
    await form.user.type(box(`${t('posting:fields.house')} (${t('account:fields.optional')})`), 'বাড়ি ১২');
    await form.user.type(box(`${t('posting:fields.postCode')} (${t('account:fields.optional')})`), '১২১৬');
    const phone = box(t('posting:fields.primaryPhone'));
    await form.user.clear(phone);
    await form.user.type(phone, '০১৮১২৩৪৫৬৭৮');

    const body = await send(form);
    expect(body).toMatchObject({
      postTitle: 'মিরপুর ১০-এ ৩ বেডরুমের ফ্ল্যাট',
      primaryPhone: '01812345678',
      location: { street: 'রোড ৭', house: 'বাড়ি ১২', postCode: '1216' },
    });
  });

  it('does not ask a rent post its construction status or new/used, nor send them', async () => {
    const form = renderForm(rentFlat({ constructionStatus: 'under-construction', condition: 'used' }));
    await goTo('details', form);
    expect(screen.queryByRole('combobox', { name: optional('posting:fields.constructionStatus') })).toBeNull();
    expect(screen.queryByRole('combobox', { name: optional('posting:fields.condition') })).toBeNull();
    expect(screen.getByRole('combobox', { name: optional('posting:fields.furnishing') })).toBeTruthy();

    const body = await send(form);
    expect(body.constructionStatus).toBeUndefined();
    expect(body.condition).toBeUndefined();
    form.unmount();

    const sale = renderForm(validPost());
    await goTo('details', sale);
    expect(screen.getByRole('combobox', { name: optional('posting:fields.constructionStatus') })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: optional('posting:fields.condition') })).toBeTruthy();
  });

  it('asks a home its bedrooms and bathrooms on the first step, and an office on the details step', async () => {
    const flat = renderForm(rentFlat());
    await flat.pickType();
    await flat.user.type(box(optional('posting:rooms.bedrooms')), '৩');
    await flat.user.type(box(optional('posting:rooms.bathrooms')), '2');
    await goTo('details', { ...flat, pickType: async () => {} });
    expect(screen.queryByRole('textbox', { name: optional('posting:rooms.bedrooms') })).toBeNull();
    expect(screen.getByRole('textbox', { name: optional('posting:rooms.balconies') })).toBeTruthy();
    expect(await send(flat)).toMatchObject({ rooms: { bedrooms: 3, bathrooms: 2 } });
    flat.unmount();

    const office = renderForm(rentFlat({ propertyType: 'commercial-office' }));
    await office.pickType();
    expect(screen.queryByRole('textbox', { name: optional('posting:rooms.bedrooms') })).toBeNull();
    await goTo('details', { ...office, pickType: async () => {} });
    expect(screen.getByRole('textbox', { name: optional('posting:rooms.bedrooms') })).toBeTruthy();
  });

  it('lets a new post’s stepper go back to steps passed, and an edit’s stepper to any step', async () => {
    const stepper = () => screen.getByRole('list', { name: t('posting:steps.label') });
    const stepButton = (step: StepId) =>
      within(stepper()).queryByRole('button', { name: new RegExp(t(`posting:steps.short.${step}`)) });

    const form = renderForm(rentFlat());
    await stepHeading('basics');
    expect(stepButton('price')).toBeNull();
    await goTo('price', form);
    expect(stepButton('details')).toBeNull();
    await form.user.click(stepButton('basics')!);
    await stepHeading('basics');
    // Forward again, up to the furthest step reached.
    await form.user.click(stepButton('price')!);
    await stepHeading('price');
    form.unmount();

    const edit = renderForm(rentFlat(), { editing: true, initialStep: 'price' });
    await stepHeading('price');
    await edit.user.click(stepButton('publish')!);
    await stepHeading('publish');
    await edit.user.click(stepButton('place')!);
    await stepHeading('place');
  });

  it('shows what a paid post costs where paid or free is chosen', async () => {
    await i18n.changeLanguage('bn');
    const form = renderForm(rentFlat(), { editing: true, initialStep: 'publish' });
    await stepHeading('publish');
    const paid = screen.getByRole('radio', { name: new RegExp(t('posting:publish.paid')) });
    expect(paid.closest('label')!.textContent).toContain('খরচ ৫০০ টাকা');
    const free = screen.getByRole('radio', { name: new RegExp(t('posting:publish.free')) });
    expect(free.closest('label')!.textContent).toContain(t('posting:publish.freePrice'));
    form.unmount();
  });

  it('fills in the profile’s phone also when the profile arrives after the form is shown', async () => {
    function LatePhone() {
      const [phone, setPhone] = useState<string | null>(null);
      useEffect(() => {
        const timer = setTimeout(() => setPhone('01912345678'), 10);
        return () => clearTimeout(timer);
      }, []);
      return (
        <PostForm
          defaultValues={{ ...rentFlat(), primaryPhone: phone ?? '' }}
          defaultImages={[]}
          editing={false}
          initialStep="place"
          onSubmit={vi.fn()}
        />
      );
    }
    const queryClient = testQueryClient();
    queryClient.setQueryData(locationKeys.districts('dhaka'), districtsOf('dhaka'));
    queryClient.setQueryData(locationKeys.subDistricts('dhaka'), subDistrictsOf('dhaka'));
    renderPage(<LatePhone />, { queryClient });
    await stepHeading('place');
    await vi.waitFor(() =>
      expect((box(t('posting:fields.primaryPhone')) as HTMLInputElement).value).toBe('01912345678'),
    );
  });
});

const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;
const checkbox = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const rentTerms = () => screen.queryByRole('group', { name: t('posting:fields.rentTerms') });

describe('posting form, what a renter asks first (issue 12)', () => {
  it('asks a rent post its terms, typed as a landlord types them, and sends them as the API reads them', async () => {
    await i18n.changeLanguage('bn');
    const form = renderForm(rentFlat());
    await goTo('place', form);
    await form.user.click(radio(t('enums:lister.owner')));
    await form.next();
    await stepHeading('price');

    const terms = rentTerms()!;
    expect(terms).toBeTruthy();
    await form.user.click(checkbox(t('posting:fields.negotiableRent')));
    await form.user.type(within(terms).getByRole('textbox', { name: optional('posting:fields.advanceMonths') }), '২');
    const charge = within(terms).getByRole('textbox', { name: optional('posting:fields.serviceCharge') });
    await form.user.type(charge, '৩০০০');
    expect((charge as HTMLInputElement).value).toBe('৩,০০০');
    expect(within(terms).getByText('৩,০০০ টাকা / মাস')).toBeTruthy();
    await form.user.click(radio(t('posting:fields.billsExtra')));
    await form.user.click(radio(t('enums:gas.line')));
    await form.user.click(checkbox(t('enums:tenant.female')));
    await form.user.click(checkbox(t('enums:tenant.family')));

    // The move-in month: "right away" is this month, then the next twelve by name.
    const month = within(terms).getByRole('combobox', { name: optional('posting:fields.availableFrom') });
    const now = monthOf(new Date());
    const choices = within(month)
      .getAllByRole('option')
      .map((option) => [(option as HTMLOptionElement).value, option.textContent]);
    expect(choices).toHaveLength(14);
    expect(choices[1]).toEqual([now, 'এখনই']);
    expect(choices[2]).toEqual([addMonths(now, 1), formatMonth(addMonths(now, 1), 'bn')]);
    expect(choices[13]![0]).toBe(addMonths(now, 12));
    await form.user.selectOptions(month, addMonths(now, 1));

    await form.next();
    await stepHeading('details');
    await form.user.click(radio(t('posting:fields.parkingYes')));

    const body = await send(form);
    expect(body).toMatchObject({
      negotiable: true,
      listedBy: 'owner',
      parking: true,
      advanceMonths: 2,
      serviceCharge: 3000,
      billsIncluded: false,
      gas: 'line',
      tenants: ['family', 'female'],
      availableFrom: addMonths(now, 1),
    });
  });

  it('never asks nor sends the rent terms with a sale, but asks whether the price is negotiable', async () => {
    await i18n.changeLanguage('bn');
    // Whatever the values hold, a sale post has no advance, gas or tenants.
    const form = renderForm(
      validPost({
        advanceMonths: '2',
        serviceCharge: '2500',
        billsIncluded: 'yes',
        gas: 'line',
        tenants: ['family'],
        availableFrom: '2030-01',
      }),
    );
    await goTo('price', form);
    expect(rentTerms()).toBeNull();
    expect(screen.queryByRole('checkbox', { name: t('posting:fields.negotiableRent') })).toBeNull();
    await form.user.click(checkbox(t('posting:fields.negotiableSell')));

    const body = await send(form);
    expect(body.negotiable).toBe(true);
    for (const key of ['advanceMonths', 'serviceCharge', 'billsIncluded', 'gas', 'tenants', 'availableFrom'])
      expect(body[key], key).toBeUndefined();
  });

  it('shows a server problem with a rent term beside that field, on its step', async () => {
    await i18n.changeLanguage('en');
    const form = renderForm(rentFlat({ advanceMonths: '2' }), { initialStep: 'price' });
    form.onSubmit.mockRejectedValueOnce(
      new ApiError('Invalid input', 400, 'VALIDATION_FAILED', [
        { path: 'advanceMonths', message: 'Advance can be at most 24 months' },
      ]),
    );
    await stepHeading('price');
    await send(form);
    await stepHeading('price');
    const advance = box(optional('posting:fields.advanceMonths'));
    expect(advance.getAttribute('aria-invalid')).toBe('true');
    const message = screen.getByText('Advance can be at most 24 months').closest('p')!;
    expect(advance.getAttribute('aria-describedby')).toContain(message.id);
  });

  it('opens an edit with the terms as they were saved, and sends them back unchanged', async () => {
    await i18n.changeLanguage('bn');
    const saved = postDetail({
      type: 'rent',
      priceUnits: 'per-month',
      price: 28_000,
      lift: 'lift',
      constructionStatus: null,
      condition: null,
      negotiable: true,
      listedBy: 'caretaker',
      parking: false,
      advanceMonths: 3,
      serviceCharge: 2500,
      billsIncluded: true,
      gas: 'cylinder',
      tenants: ['bachelor', 'sublet'],
      availableFrom: '2030-03',
    });
    const values = fromDetail(saved);
    expect(values).toMatchObject({
      negotiable: true,
      listedBy: 'caretaker',
      parking: 'no',
      advanceMonths: '3',
      serviceCharge: '2500',
      billsIncluded: 'yes',
      gas: 'cylinder',
      tenants: ['bachelor', 'sublet'],
      availableFrom: '2030-03',
    });
    const facts = {
      negotiable: true,
      listedBy: 'caretaker',
      parking: false,
      advanceMonths: 3,
      serviceCharge: 2500,
      billsIncluded: true,
      gas: 'cylinder',
      tenants: ['bachelor', 'sublet'],
      availableFrom: '2030-03',
    };
    expect(postBasicsSchema.parse(toBody(values))).toMatchObject(facts);
    // A month that has passed reads as "right away".
    const now = new Date('2026-11-22T10:00:00Z');
    expect(fromDetail({ ...saved, availableFrom: '2026-05' }, now).availableFrom).toBe('2026-11');

    const form = renderForm(values, { initialStep: 'price' });
    await stepHeading('price');
    expect((box(optional('posting:fields.serviceCharge')) as HTMLInputElement).value).toBe('২,৫০০');
    expect(radio(t('posting:fields.billsIncluded')).checked).toBe(true);
    expect(radio(t('enums:gas.cylinder')).checked).toBe(true);
    expect(checkbox(t('enums:tenant.bachelor')).checked).toBe(true);
    expect(checkbox(t('enums:tenant.family')).checked).toBe(false);
    expect(checkbox(t('posting:fields.negotiableRent')).checked).toBe(true);
    // A month further ahead than the twelve offered is kept as a choice.
    const month = screen.getByRole('combobox', { name: optional('posting:fields.availableFrom') });
    expect(within(month).getByRole('option', { name: formatMonth('2030-03', 'bn') })).toBeTruthy();
    // happy-dom does not keep a select's preset value (the browser test sees it kept): picked again.
    await form.user.selectOptions(month, '2030-03');
    expect(await send(form)).toMatchObject(facts);
  });
});
