import { dehydrate, QueryClient, QueryClientProvider, useQuery, useQueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { island, IslandCollector, IslandCollectorContext } from './island.tsx';

function Greeting({ name }: { name: string }) {
  return <button type="button">Hello {name}</button>;
}
const GreetingIsland = island('home-search', Greeting);

/** Reads a district's name from the cache, as the page's text and its islands do. */
function DistrictName({ slug }: { slug: string }) {
  const { data } = useQuery({ queryKey: ['locations', 'districts', slug], queryFn: () => slug, enabled: false });
  return <span>{data}</span>;
}
function SavedCount() {
  const count = useQueryClient().getQueryData<number>(['saved', 'count']);
  return <button type="button">{count}</button>;
}
const DistrictIsland = island('home-search', DistrictName);
const SavedIsland = island('navbar', SavedCount);

/** ADR 059: what the server writes for an island, and what the single-page app renders. */
describe('an island', () => {
  it('on a page of islands, is wrapped with its name and props, and noted for its code and strings', () => {
    const collector = new IslandCollector();
    const html = renderToString(
      <IslandCollectorContext.Provider value={collector}>
        <main>
          <GreetingIsland name={'Rahim "<b>"'} />
        </main>
      </IslandCollectorContext.Provider>,
    );
    const wrapper = new DOMParser().parseFromString(html, 'text/html').querySelector('[data-island]');
    expect(wrapper?.getAttribute('data-island')).toBe('home-search');
    expect(JSON.parse(wrapper?.getAttribute('data-island-props') ?? 'null')).toEqual({ name: 'Rahim "<b>"' });
    expect(wrapper?.className).toBe('contents');
    expect(wrapper?.querySelector('button')?.textContent).toBe('Hello Rahim "<b>"');
    expect([...collector.names]).toEqual(['home-search']);
  });

  it('notes the answers its parts read, so the page sends the browser those and not the text’s', () => {
    const client = new QueryClient();
    client.setQueryData(['locations', 'districts', 'dhaka'], 'Dhaka');
    client.setQueryData(['locations', 'districts', 'rajshahi'], 'Rajshahi');
    client.setQueryData(['saved', 'count'], 3);
    const collector = new IslandCollector();
    const html = renderToString(
      <QueryClientProvider client={client}>
        <IslandCollectorContext.Provider value={collector}>
          <DistrictName slug="rajshahi" />
          <DistrictIsland slug="dhaka" />
          <SavedIsland />
        </IslandCollectorContext.Provider>
      </QueryClientProvider>,
    );
    expect(html).toContain('Rajshahi');
    expect(html).toContain('Dhaka');
    expect(html).toContain('>3</button>');
    const sent = dehydrate(client, { shouldDehydrateQuery: (query) => collector.queries.has(query.queryHash) });
    expect(sent.queries.map((query) => query.queryKey)).toEqual([
      ['locations', 'districts', 'dhaka'],
      ['saved', 'count'],
    ]);
  });

  it('in the single-page app, is the component alone', () => {
    const html = renderToString(<GreetingIsland name="Karim" />);
    expect(html).toBe('<button type="button">Hello <!-- -->Karim</button>');
  });
});
