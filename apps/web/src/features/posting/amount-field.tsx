import { plainNumberText, type PresentedPriceUnit } from '@ghorbari/contracts';
import { useLayoutEffect, useRef, type ChangeEvent, type InputHTMLAttributes, type Ref } from 'react';
import { Controller, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/form-fields.tsx';
import { formatNumber, formatPrice, formatPriceInWords } from '../../lib/format.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { amountOf, digitsBefore, groupAmount, positionAfterDigits } from './amount-text.ts';
import type { PostForm } from './post-fields.tsx';

interface AmountFieldProps {
  form: PostForm;
  name: 'price' | 'previousPrice' | 'serviceCharge';
  label: string;
  optional?: boolean;
  /** How the amount is read: per month for rent and service charge, per sqft or total for a sale. */
  unit: PresentedPriceUnit;
  /** A typical amount of this kind, shown as the example until something is typed. */
  example?: number;
  /** What the field is for, said under the example ("shown crossed out…"). */
  note?: string;
}

/** The digit just before (backspace) or after (delete) the caret, taken out of `text`. */
function withoutDigit(text: string, caretDigits: number, backward: boolean): { text: string; digits: number } {
  const nth = backward ? caretDigits : caretDigits + 1;
  if (nth < 1) return { text, digits: caretDigits };
  const at = positionAfterDigits(text, nth) - 1;
  return { text: text.slice(0, at) + text.slice(at + 1), digits: backward ? caretDigits - 1 : caretDigits };
}

interface AmountInputProps extends Omit<AmountFieldProps, 'form' | 'name'> {
  value: string;
  onChange: (value: string) => void;
  inputProps: Pick<InputHTMLAttributes<HTMLInputElement>, 'name' | 'onBlur'> & { ref: Ref<HTMLInputElement> };
  error: FieldError | undefined;
}

function AmountInput({ label, optional, unit, example, note, value, onChange, inputProps, error }: AmountInputProps) {
  const { t } = useTranslation(['posting', 'common']);
  const language = useLanguage();
  const shown = groupAmount(value, language);
  const amount = amountOf(value);
  const words = amount ? formatPriceInWords(t, amount, language) : null;
  const pendingCaret = useRef<{ input: HTMLInputElement; at: number } | null>(null);
  useLayoutEffect(() => {
    const pending = pendingCaret.current;
    pendingCaret.current = null;
    if (pending && document.activeElement === pending.input) pending.input.setSelectionRange(pending.at, pending.at);
  });

  function change(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    let typed = input.value;
    let digits = digitsBefore(typed, input.selectionStart ?? typed.length);
    // Backspace or delete on a comma means the digit beside it: the comma would only come back.
    const inputType = (event.nativeEvent as Partial<InputEvent>).inputType ?? '';
    if (
      typed.length < shown.length &&
      plainNumberText(typed) === plainNumberText(shown) &&
      inputType.startsWith('delete')
    ) {
      ({ text: typed, digits } = withoutDigit(typed, digits, inputType !== 'deleteContentForward'));
    }
    const next = groupAmount(typed, language);
    onChange(next);
    if (next === input.value) return;
    // React writes the grouped text, which puts the caret at the end: put it back after that digit
    // as soon as the text is written, before the next key is handled (a fast typist's next digit).
    pendingCaret.current = { input, at: positionAfterDigits(next, digits) };
  }

  return (
    <TextField
      label={label}
      optional={optional}
      inputMode="numeric"
      autoComplete="off"
      hint={
        <>
          {amount ? (
            <>
              <span className="block font-semibold text-gray-900">{formatPrice(t, amount, unit, language)}</span>
              {words ? <span className="block">{words}</span> : null}
            </>
          ) : example ? (
            <span className="block">{t('fields.priceHint', { example: formatNumber(example, language) })}</span>
          ) : null}
          {note ? <span className="block">{note}</span> : null}
        </>
      }
      error={error}
      {...inputProps}
      value={shown}
      onChange={change}
    />
  );
}

/**
 * A price in whole taka (issue 12): grouped as it is typed ("২৫,০০০", Bengali or Latin digits
 * alike) with the caret kept after the digit just typed, and under it what the amount reads as on
 * the post ("২৫,০০০ টাকা / মাস", "১.৫৬ কোটি"), the same words the cards use.
 */
export function AmountField({ form, name, ...shown }: AmountFieldProps) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <AmountInput
          {...shown}
          value={field.value}
          onChange={field.onChange}
          inputProps={{ name: field.name, onBlur: field.onBlur, ref: field.ref }}
          error={fieldState.error}
        />
      )}
    />
  );
}
