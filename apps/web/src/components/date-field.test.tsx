import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n.ts';
import { renderPage } from '../test/render.tsx';
import { DateField } from './date-field.tsx';

/** A form's field: what the component sends is shown, and can be replaced from outside. */
function Harness({
  start = '',
  withDay = true,
  required = false,
}: {
  start?: string;
  withDay?: boolean;
  required?: boolean;
}) {
  const [value, setValue] = useState(start);
  return (
    <>
      <DateField
        label="Date of birth"
        value={value}
        onChange={setValue}
        years={[2001, 2000, 1999, 1985]}
        withDay={withDay}
        required={required}
      />
      <output data-testid="value">{JSON.stringify(value)}</output>
      <button type="button" onClick={() => setValue('2000-12-25')}>
        reset
      </button>
    </>
  );
}

const sent = () => JSON.parse(screen.getByTestId('value').textContent ?? '""') as string;

describe('a date by day, month name and year', () => {
  it('takes 6 January 1985 as 1985-01-06, in Bengali names and digits', async () => {
    await i18n.changeLanguage('bn');
    const { user } = renderPage(<Harness />);
    const group = screen.getByRole('group', { name: 'Date of birth' });
    expect(within(group).getByRole('option', { name: 'জানুয়ারি' })).toBeTruthy();
    expect(within(group).getByRole('option', { name: '১৯৮৫' })).toBeTruthy();
    await user.selectOptions(within(group).getByLabelText('দিন'), '৬');
    await user.selectOptions(within(group).getByLabelText('মাস'), 'জানুয়ারি');
    // Half chosen and not required: text the schema refuses, never "no date".
    expect(sent()).toBe('-01-06');
    await user.selectOptions(within(group).getByLabelText('বছর'), '১৯৮৫');
    expect(sent()).toBe('1985-01-06');
  });

  it('sends nothing for a half-chosen required date, and shows a date set from outside', async () => {
    const { user } = renderPage(<Harness required start="1999-03-31" />);
    expect(screen.getByLabelText<HTMLSelectElement>('Day').value).toBe('31');
    // February has no 31st: the day is chosen again, and until then there is no date.
    await user.selectOptions(screen.getByLabelText('Month'), 'February');
    expect(screen.getByLabelText<HTMLSelectElement>('Day').value).toBe('');
    expect(sent()).toBe('');
    expect(screen.queryByRole('option', { name: '29' })).toBeNull(); // 1999 is not a leap year
    await user.click(screen.getByRole('button', { name: 'reset' }));
    expect(screen.getByLabelText<HTMLSelectElement>('Day').value).toBe('25');
    expect(screen.getByLabelText<HTMLSelectElement>('Month').value).toBe('12');
    expect(screen.getByLabelText<HTMLSelectElement>('Year').value).toBe('2000');
  });

  it('gives a month-only date as YYYY-MM', async () => {
    const { user } = renderPage(<Harness withDay={false} />);
    expect(screen.queryByLabelText('Day')).toBeNull();
    await user.selectOptions(screen.getByLabelText('Year'), '2001');
    await user.selectOptions(screen.getByLabelText('Month'), 'March');
    expect(sent()).toBe('2001-03');
  });
});
