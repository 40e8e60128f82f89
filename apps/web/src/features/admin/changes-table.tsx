import type { PostChange } from '@ghorbari/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Section } from './admin-ui.tsx';
import { useFieldText } from './field-values.ts';
import { cn } from '../../lib/class-names.ts';
import { ColumnHeaders } from '../../components/column-headers.tsx';

const cell = 'px-3 py-2 align-top text-[15px] break-words whitespace-pre-line max-sm:block max-sm:px-0';
/** On phones each row becomes a small card and every value says which side it is on. */
const sideLabel = cn(
  'max-sm:before:mb-0.5 max-sm:before:block max-sm:before:text-sm',
  'max-sm:before:font-semibold max-sm:before:content-[attr(data-label)]',
);

const sideColours = {
  before: 'bg-red-50 max-sm:before:text-red-800',
  after: 'bg-brand-50 max-sm:before:text-brand-900',
};

/** The value before or after the edit, tinted by side; on phones it is labelled with its side. */
function SideCell({ label, side, children }: { label: string; side: 'before' | 'after'; children: ReactNode }) {
  return (
    <td
      data-label={label}
      className={cn(cell, 'text-gray-900 max-sm:mt-1 max-sm:rounded max-sm:px-2', sideLabel, sideColours[side])}
    >
      {children}
    </td>
  );
}

/**
 * What an edited post changed since it was last approved, or (`live`) what the edit waiting beside
 * a live post would change: field, before, after.
 */
export function ChangesTable({ changes, live = false }: { changes: PostChange[]; live?: boolean }) {
  const { t } = useTranslation('admin');
  const field = useFieldText();
  return (
    <Section id="review-changes" title={t('changes.title')} tone="warning">
      <p className="mb-3 text-[15px] text-gray-700">{live ? t('changes.liveIntro') : t('changes.intro')}</p>
      {changes.length === 0 ? (
        <p className="text-[15px] text-gray-800">{t('changes.none')}</p>
      ) : (
        <table className="w-full border-collapse text-left max-sm:block">
          <caption className="sr-only">{t('changes.title')}</caption>
          <thead className="max-sm:sr-only">
            <tr className="border-b border-gray-200 text-sm text-gray-700">
              <ColumnHeaders
                labels={[t('changes.field'), t('changes.before'), t('changes.after')]}
                className="px-3 py-2 font-semibold"
              />
            </tr>
          </thead>
          <tbody className="max-sm:block max-sm:space-y-2">
            {changes.map((change) => (
              <tr
                key={change.field}
                className={cn(
                  'border-b border-gray-100 last:border-0 max-sm:block max-sm:rounded-lg',
                  'max-sm:border max-sm:border-gray-200 max-sm:p-3',
                )}
              >
                <th scope="row" className={`${cell} w-40 font-semibold text-gray-900 max-sm:w-auto`}>
                  {field.label(change.field)}
                </th>
                <SideCell label={t('changes.before')} side="before">
                  {field.value(change.field, change.before)}
                </SideCell>
                <SideCell label={t('changes.after')} side="after">
                  {field.value(change.field, change.after)}
                </SideCell>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Section>
  );
}
