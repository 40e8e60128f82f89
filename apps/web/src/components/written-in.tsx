import { useTranslation } from 'react-i18next';

/**
 * The small "ইংরেজিতে লেখা" / "Written in Bengali" mark beside content shown in the other
 * language than the page's (ADR 039). Nothing when `language` is undefined (the page's own).
 */
export function WrittenIn({ language }: { language: 'bn' | 'en' | undefined }) {
  const { t } = useTranslation('common');
  if (!language) return null;
  return (
    <span
      className={
        'ms-2 inline-block rounded-full bg-gray-100 px-2 py-0.5 align-middle text-xs font-normal text-gray-700'
      }
    >
      {t(`writtenIn.${language}`)}
    </span>
  );
}
