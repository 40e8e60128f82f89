import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SortSelect } from './sort-select.tsx';

const OPTIONS = [
  { value: 'newest', label: 'Newest' },
  { value: 'cheapest', label: 'Cheapest' },
] as const;

/** The order box: a choice that loads another page must not snap back while that page comes. */
describe('the order box', () => {
  it('keeps showing the order chosen while the page that applies it loads, and reports it again', () => {
    const chosen = vi.fn();
    // A page of islands: the choice loads a page, so `value` stays the page's order.
    render(<SortSelect label="Order" value="newest" options={OPTIONS} onChange={chosen} />);
    const box = screen.getByLabelText<HTMLSelectElement>('Order');
    fireEvent.change(box, { target: { value: 'cheapest' } });
    expect(box.value).toBe('cheapest');
    // The browser's own change event after one carried as the island came alive.
    fireEvent.change(box);
    expect(chosen.mock.calls).toEqual([['cheapest'], ['cheapest']]);
  });

  it('follows the order the app moves to, and back', () => {
    function App() {
      const [order, setOrder] = useState<'newest' | 'cheapest'>('newest');
      return (
        <>
          <SortSelect label="Order" value={order} options={OPTIONS} onChange={setOrder} />
          <button type="button" onClick={() => setOrder('newest')}>
            Back
          </button>
        </>
      );
    }
    render(<App />);
    const box = screen.getByLabelText<HTMLSelectElement>('Order');
    fireEvent.change(box, { target: { value: 'cheapest' } });
    expect(box.value).toBe('cheapest');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(box.value).toBe('newest');
  });
});
