import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { postBasicsSchema, type PostDetail } from '@ghorbari/contracts';
import { ApiError } from '../../lib/api-client.ts';
import { i18n } from '../../lib/i18n.ts';
import { addMonths, formatMonth, monthOf } from '../../lib/months.ts';
import { rentPostDetail } from '../../test/factories.ts';
import { fromDetail, toBody } from './post-form-values.ts';

import {
  box,
  checkbox,
  goTo,
  optional,
  radio,
  renderForm,
  rentFlat,
  rentTerms,
  send,
  stepHeading,
  t,
  validPost,
} from './post-form.test-kit.tsx';

/** The rent terms on the posting form: asked of a rent post only, typed as landlords type them (issue 12). */
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
    // The rent terms as saved; the body sent back must carry them unchanged.
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
    } satisfies Partial<PostDetail>;
    const saved = rentPostDetail(facts);
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
