import type { ArticleCard as ArticleCardData, BlogListResponse } from '@ghorbari/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { stubApi } from '../../test/fetch-stub.ts';
import { renderPage } from '../../test/render.tsx';
import { withScrollingTables } from '../../domain/blog/article-body.tsx';
import { BlogPage } from './blog-page.tsx';

const card = (id: number, overrides: Partial<ArticleCardData> = {}): ArticleCardData => ({
  id,
  title: `লেখা ${id}`,
  summary: 'জমি কেনার আগে যা দেখবেন',
  category: 'land-documents',
  language: 'bn',
  tags: [],
  cover: { card: `/uploads/blog/${id}-card.webp`, large: `/uploads/blog/${id}-large.webp`, alt: '' },
  authorName: 'ঘরবাড়ি ডেস্ক',
  readingMinutes: 5,
  publishedAt: '2026-05-14T04:00:00.000Z',
  spotlight: false,
  ...overrides,
});

const listOf = (
  articles: ArticleCardData[],
  page: number,
  totalPages: number,
  spotlight: ArticleCardData | null = null,
  otherLanguage: BlogListResponse['otherLanguage'] = null,
): BlogListResponse => ({
  success: true,
  spotlight,
  articles,
  pagination: { page, limit: 9, total: articles.length * totalPages, totalPages },
  otherLanguage,
});

describe('the blog page', () => {
  it('shows the spotlight large, cards in the reader’s words, and appends the next page on “view more”', async () => {
    await i18n.changeLanguage('bn');
    const english = card(4, { title: 'Renting in Dhaka', summary: 'What the law says', language: 'en' });
    const sent = stubApi({
      'GET /api/blog': ({ search }) =>
        new URLSearchParams(search).get('page') === '2'
          ? { json: listOf([card(5), card(6)], 2, 2) }
          : {
              json: listOf([card(2), card(3), english], 1, 2, card(1, { spotlight: true }), {
                language: 'en',
                total: 4,
              }),
            },
    });
    const { user } = renderPage(<BlogPage />, { path: '/Blog' });

    const spotlight = await screen.findByTestId('blog-spotlight');
    expect(within(spotlight).getByRole('heading', { level: 2 }).textContent).toBe('লেখা 1');
    expect(spotlight.textContent).toContain('বিশেষ লেখা');
    expect(spotlight.textContent).toContain('৫ মিনিটে পড়া যাবে');
    expect(spotlight.textContent).toContain('১৪ মে, ২০২৬');
    const other = screen.getAllByTestId('article-card')[2]!;
    expect(other.textContent).toContain('ইংরেজিতে লেখা');
    expect(within(other).getByRole('heading', { level: 2 }).getAttribute('lang')).toBe('en');
    expect(within(other).getByRole('link').getAttribute('href')).toBe('/BlogPostDetails/4');
    // The plain list: no words, no topic, the reader's language.
    expect(sent[0]?.search).toBe('?language=bn&page=1');
    // The English articles are offered below, marked (issue 31).
    const offer = screen.getByRole('region', { name: 'ইংরেজিতে লেখা' });
    expect(offer.textContent).toContain('ইংরেজিতে আরও ৪টি লেখা আছে।');
    expect(within(offer).getByRole('link', { name: 'ইংরেজিতে লেখা আরও পড়ুন' }).getAttribute('href')).toBe(
      '/Blog?language=en',
    );

    await user.click(screen.getByRole('button', { name: 'আরও লেখা দেখুন' }));
    expect(document.activeElement).toBe(await screen.findByRole('link', { name: 'লেখা 5' }));
    expect(screen.getAllByTestId('article-card')).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'আরও লেখা দেখুন' })).toBeNull();
  });

  it('says when a search finds nothing, and leads back to every article', async () => {
    await i18n.changeLanguage('en');
    const sent = stubApi({ 'GET /api/blog': () => ({ json: listOf([], 1, 0) }) });
    renderPage(<BlogPage />, { path: '/Blog?q=zzz&category=renting' });
    await screen.findByRole('heading', { name: 'No articles found' });
    expect(screen.getByRole('link', { name: 'See all articles' }).getAttribute('href')).toBe('/Blog');
    expect((screen.getByRole('searchbox', { name: 'Search the blog' }) as HTMLInputElement).value).toBe('zzz');
    expect(screen.getByRole('link', { name: 'Renting' }).getAttribute('aria-current')).toBe('page');
    expect(new URLSearchParams(sent[0]?.search)).toEqual(
      new URLSearchParams('q=zzz&category=renting&language=en&page=1'),
    );
  });

  it('offers to try again when the articles cannot be loaded', async () => {
    await i18n.changeLanguage('en');
    let calls = 0;
    stubApi({
      'GET /api/blog': () => {
        calls += 1;
        return calls === 1
          ? { status: 503, json: { success: false, message: 'down', code: 'INTERNAL' } }
          : { json: listOf([card(2, { language: 'en', title: 'Buying a flat' })], 1, 1) };
      },
    });
    const { user } = renderPage(<BlogPage />, { path: '/Blog' });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    await screen.findByRole('link', { name: 'Buying a flat' });
  });
});

describe('an article’s tables', () => {
  it('scroll sideways in a box a keyboard can reach, named in the reader’s language', () => {
    const html = withScrollingTables('<p>a</p><table><tr><td>1</td></tr></table>', 'সারণি "x"');
    expect(html).toBe(
      '<p>a</p><div class="article-table" role="region" tabindex="0" aria-label="সারণি &quot;x&quot;">' +
        '<table><tr><td>1</td></tr></table></div>',
    );
  });
});
