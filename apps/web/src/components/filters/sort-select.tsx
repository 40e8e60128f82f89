import { useId, useState } from 'react';
import { Options } from './filter-fields.tsx';

/**
 * The order a list's results are in: a labelled select beside the result count.
 *
 * The box shows the order just chosen until `value` follows it. On a page of islands (ADR 059) the
 * choice loads another page and `value` never changes here: were the box put back to `value`, a
 * second change event of the same choice (the browser's own, after the one carried as the island
 * came alive: lib/early-input.ts) would read the old order and load the page in it.
 */
export function SortSelect<S extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: S;
  options: readonly { value: S; label: string }[];
  onChange: (value: S) => void;
}) {
  const id = useId();
  const [choice, setChoice] = useState<{ over: S; chosen: S } | null>(null);
  // Once `value` changes (the app moved, or went back), it is what the box shows.
  if (choice && choice.over !== value) setChoice(null);
  const shown = choice?.over === value ? choice.chosen : value;
  return (
    <div>
      <label htmlFor={`${id}-sort`} className="block text-sm font-semibold text-gray-800">
        {label}
      </label>
      <select
        id={`${id}-sort`}
        value={shown}
        onChange={(event) => {
          // The options are the only values the select can hold.
          const chosen = event.target.value as S;
          setChoice({ over: value, chosen });
          onChange(chosen);
        }}
        className="mt-1 h-11 rounded-md border border-gray-300 bg-white px-3 text-[15px] text-gray-900"
      >
        <Options options={options} />
      </select>
    </div>
  );
}
