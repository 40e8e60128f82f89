import { dehydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client.ts';
import { headTags, shortDescription } from './head-tags.ts';
import { serialiseSsrState } from './ssr-state.ts';

const base = {
  url: '/Property-Rent-Details/R-1',
  language: 'bn' as const,
  publicUrl: 'https://ghorbari.example',
  brand: 'ঘরবাড়ি',
  siteDescription: 'সারা দেশের ফ্ল্যাট',
};

describe('the <head> of a server-rendered page', () => {
  it('gives a shared post its title, description, absolute share image and canonical address', () => {
    const html = headTags({
      ...base,
      head: { title: 'গুলশানে ফ্ল্যাট – ঘরবাড়ি', description: '২৫,০০০ টাকা / মাস', image: '/api/posts/R-1/share.jpg' },
    });
    expect(html).toContain('<title>গুলশানে ফ্ল্যাট – ঘরবাড়ি</title>');
    expect(html).toContain('<meta property="og:image" content="https://ghorbari.example/api/posts/R-1/share.jpg" />');
    expect(html).toContain('<meta property="og:description" content="২৫,০০০ টাকা / মাস" />');
    expect(html).toContain('<link rel="canonical" href="https://ghorbari.example/Property-Rent-Details/R-1" />');
    expect(html).toContain('hreflang="en" href="https://ghorbari.example/Property-Rent-Details/R-1?lang=en"');
    expect(html).toContain('hreflang="x-default" href="https://ghorbari.example/Property-Rent-Details/R-1"');
    expect(html).toContain('<meta property="og:locale" content="bn_BD" />');
  });

  it('names an article’s twin as its page in the twin’s language (issue 64)', () => {
    const html = headTags({ ...base, url: '/BlogPostDetails/5', head: { twins: { en: '/BlogPostDetails/6' } } });
    expect(html).toContain('hreflang="bn" href="https://ghorbari.example/BlogPostDetails/5?lang=bn"');
    expect(html).toContain('hreflang="en" href="https://ghorbari.example/BlogPostDetails/6?lang=en"');
    expect(html).toContain('hreflang="x-default" href="https://ghorbari.example/BlogPostDetails/5"');
    expect(html).toContain('<link rel="canonical" href="https://ghorbari.example/BlogPostDetails/5" />');
  });

  it('claims a 1200×630 size only for share cards, not for a photo of unknown size', () => {
    const card = headTags({ ...base, head: { image: '/api/posts/R-1/share.jpg' } });
    expect(card).toContain('<meta property="og:image:width" content="1200" />');
    const photo = headTags({ ...base, head: { image: '/uploads/firms/a-large.webp', imageSize: null } });
    expect(photo).toContain(
      '<meta property="og:image" content="https://ghorbari.example/uploads/firms/a-large.webp" />',
    );
    expect(photo).not.toContain('og:image:width');
    expect(photo).not.toContain('og:image:height');
  });

  it('tells a share crawler when a blog article came out, its topic and tags', () => {
    const html = headTags({
      ...base,
      url: '/BlogPostDetails/3',
      head: {
        ogType: 'article',
        article: {
          publishedTime: '2026-05-01T04:00:00.000Z',
          modifiedTime: '2026-05-02T04:00:00.000Z',
          section: 'জমি ও দলিল',
          tags: ['নামজারি', 'খতিয়ান'],
        },
      },
    });
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain('<meta property="article:published_time" content="2026-05-01T04:00:00.000Z" />');
    expect(html).toContain('<meta property="article:modified_time" content="2026-05-02T04:00:00.000Z" />');
    expect(html).toContain('<meta property="article:section" content="জমি ও দলিল" />');
    expect(html).toContain('<meta property="article:tag" content="খতিয়ান" />');
    expect(headTags({ ...base, head: {} })).not.toContain('article:published_time');
  });

  it('keeps the language of a ?lang= address in its canonical address, and the filters of a listing', () => {
    const html = headTags({ ...base, url: '/Property-Rent?bedrooms=2&lang=en', language: 'en', head: {} });
    expect(html).toContain(
      '<link rel="canonical" href="https://ghorbari.example/Property-Rent?bedrooms=2&amp;lang=en" />',
    );
    expect(html).toContain('<meta property="og:locale" content="en_US" />');
    // No page image: the site's own share card.
    expect(html).toContain('content="https://ghorbari.example/share-card.png"');
  });

  it('cannot be broken out of by a poster’s text', () => {
    const html = headTags({
      ...base,
      head: {
        title: '"><script>alert(1)</script>',
        description: 'a & b',
        jsonLd: { name: '</script><script>alert(2)</script>' },
      },
    });
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('&quot;&gt;&lt;script&gt;');
    expect(html).toContain('a &amp; b');
    expect(html).toContain('\\u003c/script>');
  });

  it('tells search engines not to index a page that answers 404', () => {
    expect(headTags({ ...base, head: { status: 404 } })).toContain('<meta name="robots" content="noindex" />');
    expect(headTags({ ...base, head: { status: 200 } })).not.toContain('noindex');
  });

  it('shortens a long description to one line for share cards', () => {
    const long = `${'ক'.repeat(150)}\n\n${'খ'.repeat(150)}`;
    const short = shortDescription(long);
    expect(short.length).toBeLessThanOrEqual(200);
    expect(short).not.toContain('\n');
    expect(short.endsWith('…')).toBe(true);
  });
});

describe('the state a server-rendered page hands to the browser', () => {
  it('cannot end its script early, and keeps an API error as one', async () => {
    const client = new QueryClient();
    client.setQueryData(['posts', 'R-1'], { title: '</script><script>alert(1)</script>' });
    await client.prefetchQuery({
      queryKey: ['posts', 'R-2'],
      queryFn: () => Promise.reject(new ApiError('gone', 404, 'POST_UNAVAILABLE')),
      retry: false,
    });
    const json = serialiseSsrState({
      language: 'bn',
      phone: true,
      origin: 'https://ghorbari.example',
      renderedAt: 0,
      namespaces: ['common'],
      queries: dehydrate(client, { shouldDehydrateQuery: () => true }),
    });
    expect(json).not.toContain('</script>');
    const parsed = JSON.parse(json) as {
      queries: { queries: { state: { data?: { title: string }; error: unknown } }[] };
    };
    expect(parsed.queries.queries[0]?.state.data?.title).toBe('</script><script>alert(1)</script>');
    expect(parsed.queries.queries[1]?.state.error).toEqual({
      apiError: { message: 'gone', status: 404, code: 'POST_UNAVAILABLE' },
    });
  });
});
