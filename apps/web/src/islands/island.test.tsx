import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { island, IslandCollector, IslandCollectorContext } from './island.tsx';

function Greeting({ name }: { name: string }) {
  return <button type="button">Hello {name}</button>;
}
const GreetingIsland = island('home-search', Greeting);

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

  it('in the single-page app, is the component alone', () => {
    const html = renderToString(<GreetingIsland name="Karim" />);
    expect(html).toBe('<button type="button">Hello <!-- -->Karim</button>');
  });
});
