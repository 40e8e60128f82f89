import { LIMITS } from '@ghorbari/contracts';
import { X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { SearchInput } from '../../components/search-input.tsx';
import { paths } from '../../config/paths.ts';
import { cn } from '../../lib/class-names.ts';
import { blogHref, type BlogQuery } from './blog-query.ts';

/**
 * The blog's search box: a GET form to /Blog, so the words and the topic go in the address (a
 * search can be shared, and is rendered on the server), and it works before the JavaScript has run.
 */
export function BlogSearch({ query, onSearch }: { query: BlogQuery; onSearch: (next: BlogQuery) => void }) {
  const { t } = useTranslation('blog');
  const [words, setWords] = useState(query.q);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch({ ...query, q: words.replace(/\s+/g, ' ').trim() });
  };
  return (
    <Form role="search" method="get" action={paths.blog} onSubmit={submit} className="mt-5 flex max-w-2xl gap-2">
      <label htmlFor="blog-search" className="sr-only">
        {t('search.label')}
      </label>
      <SearchInput
        iconSize={20}
        boxClassName="min-w-0 flex-1"
        id="blog-search"
        name="q"
        value={words}
        onChange={(event) => setWords(event.target.value)}
        maxLength={LIMITS.blog.searchMaxLength}
        placeholder={t('search.placeholder')}
        enterKeyHint="search"
        autoComplete="off"
        className={cn(
          'h-12 w-full rounded-md border border-gray-300 bg-white pl-10 pr-3 text-[16px] text-gray-900',
          'placeholder:text-gray-500 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/30',
          '[&::-webkit-search-cancel-button]:hidden',
        )}
      />
      {query.category ? <input type="hidden" name="category" value={query.category} /> : null}
      {query.language ? <input type="hidden" name="language" value={query.language} /> : null}
      <button
        type="submit"
        className="h-12 shrink-0 rounded-md bg-brand-700 px-5 text-[16px] font-semibold text-white hover:bg-brand-800"
      >
        {t('search.submit')}
      </button>
      {query.q ? (
        <Link
          to={blogHref({ ...query, q: '' })}
          onClick={() => setWords('')}
          className={cn(
            'inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-md border border-gray-300',
            'bg-white text-gray-700 hover:border-brand-700 hover:text-brand-800',
          )}
        >
          <X aria-hidden size={20} />
          <span className="sr-only">{t('search.clear')}</span>
        </Link>
      ) : null}
    </Form>
  );
}
