import { asciiDigitsOf, DIVISIONS, type MessageKey } from '@ghorbari/contracts';
import { HandHeart } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PhoneField, SelectField, TextField } from '../../components/form-fields.tsx';
import { cn } from '../../lib/class-names.ts';
import { BOX_FIELDS, generalProblems, type BoxField, type GeneralValues } from './general-values.ts';

const asError = (key: MessageKey | undefined): FieldError | undefined =>
  key ? { type: 'validate', message: key } : undefined;

/**
 * The spec's general interest form, under the offers (issue 31): for a reader who wants to join a group
 * building where no offer fits yet. Division, place and phone here; "I am interested" then asks
 * the name and occupation in the modal.
 */
export function GeneralInterest({
  initial,
  onContinue,
}: {
  initial: GeneralValues;
  onContinue: (values: GeneralValues) => void;
}) {
  const { t } = useTranslation(['group', 'enums']);
  const id = useId();
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<Partial<Record<BoxField, MessageKey>>>({});
  const set = (field: BoxField, value: string) => {
    setValues({ ...values, [field]: value });
    if (problems[field]) setProblems({ ...problems, [field]: undefined });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = generalProblems(values);
    setProblems(found);
    const first = BOX_FIELDS.find((field) => found[field]);
    if (first) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    onContinue({ ...values, location: values.location.trim() });
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200 sm:p-5"
      data-testid="general-interest"
    >
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-semibold text-gray-900">
        <HandHeart aria-hidden size={22} className="shrink-0 text-amber-800" />
        {t('general.title')}
      </h2>
      <p className="mt-1 max-w-3xl text-[15px] text-gray-800">{t('general.text')}</p>
      <form noValidate onSubmit={submit} className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-[1fr_1.4fr_1fr_auto]">
        <SelectField
          name="division"
          label={t('general.division')}
          placeholder={t('general.chooseDivision')}
          options={DIVISIONS.map((value) => [value, t(`enums:division.${value}`)])}
          value={values.division}
          onChange={(event) => set('division', event.target.value)}
          error={asError(problems.division)}
        />
        <PhoneField
          name="phone"
          label={t('general.phone')}
          value={values.phone}
          onChange={(event) => set('phone', asciiDigitsOf(event.target.value))}
          error={asError(problems.phone)}
          className="lg:order-3"
        />
        <TextField
          name="location"
          label={t('general.location')}
          placeholder={t('general.locationPlaceholder')}
          maxLength={120}
          value={values.location}
          onChange={(event) => set('location', event.target.value)}
          error={asError(problems.location)}
          className="col-span-2 lg:order-2 lg:col-span-1"
        />
        <div className="col-span-2 lg:order-4 lg:col-span-1">
          {/* As tall as a field's label, so the button lines up with the fields beside it. */}
          <div aria-hidden className="hidden lg:block">
            <span className="text-sm font-semibold">&nbsp;</span>
          </div>
          <button
            type="submit"
            className={cn(
              'inline-flex h-11 w-full items-center justify-center rounded-md bg-brand-700 px-6 lg:mt-1',
              'font-semibold text-white hover:bg-brand-800',
            )}
          >
            {t('general.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
