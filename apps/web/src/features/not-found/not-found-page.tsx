import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PropertySearchForm } from '../../domain/search/property-search-form.tsx';
import { SearchWordsField } from '../../domain/search/search-words-field.tsx';
import { Link, useNavigate } from 'react-router';
import { href, paths } from '../../config/paths.ts';
import { useHttpStatus } from '../../lib/page-head.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { outlineTextButton, primaryTextButton } from '../../lib/button-styles.ts';

/**
 * A search right on the not-found page (issue 17): the words land on the search page's rent tab,
 * as the home page's search does by default. A plain GET form, so it works without JavaScript.
 */
function NotFoundSearch() {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const [words, setWords] = useState('');
  const search = (event: FormEvent) => {
    event.preventDefault();
    void navigate(href.propertySearch({ type: 'rent', q: words.replace(/\s+/g, ' ').trim() }));
  };
  return (
    <PropertySearchForm
      label={t('notFound.searchLabel')}
      onSubmit={search}
      className="mx-auto mt-7 flex max-w-xl flex-col gap-2 text-left sm:flex-row sm:items-end"
    >
      <input type="hidden" name="type" value="rent" />
      <SearchWordsField
        id={`${id}-words`}
        label={t('notFound.searchWords')}
        placeholder={t('notFound.searchPlaceholder')}
        value={words}
        onChange={setWords}
        className="flex-1"
      />
      <button type="submit" className="h-11 rounded-md bg-accent-600 px-6 font-semibold text-white hover:bg-accent-500">
        {t('notFound.searchButton')}
      </button>
    </PropertySearchForm>
  );
}

/** Any path that is not a route of spec §2. */
export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.metaTitle'));
  useHttpStatus(404);
  return (
    <div className="mx-auto max-w-3xl px-4 py-14 text-center sm:py-20" data-testid="not-found">
      <p className="text-6xl font-semibold text-brand-700 sm:text-7xl" aria-hidden>
        {t('notFound.code')}
      </p>
      <h1 className="mt-4 text-2xl font-semibold text-gray-900 sm:text-3xl">{t('notFound.title')}</h1>
      <p className="mx-auto mt-3 max-w-xl text-[16px] text-gray-700">{t('notFound.text')}</p>
      <NotFoundSearch />
      <div className="mt-7 flex flex-wrap justify-center gap-3">
        <Link to={paths.home} className={primaryTextButton}>
          {t('notFound.home')}
        </Link>
        {(['rent', 'sell'] as const).map((type) => (
          <Link key={type} to={href.propertySearch({ type })} className={outlineTextButton}>
            {t(type === 'rent' ? 'notFound.searchRent' : 'notFound.searchBuy')}
          </Link>
        ))}
      </div>
    </div>
  );
}
