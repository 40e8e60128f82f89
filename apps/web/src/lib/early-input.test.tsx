import { describe, expect, it } from 'vitest';
import { carryEarlyInputSoon } from './early-input.ts';

/** What the server rendered before the page came alive, and the changes React is told of (ADR 081). */
function page(html: string) {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  const heard: string[] = [];
  root.addEventListener('change', (event) => heard.push((event.target as HTMLSelectElement).value));
  const carried = new Promise<void>((done) => carryEarlyInputSoon(root, done));
  return { root, heard, carried };
}

describe('what was chosen before the page came alive', () => {
  it('is not a choice where the browser shows a select’s first option because none is marked', async () => {
    const { heard, carried, root } = page(
      '<select><option value="">Choose…</option><option value="flat">Flat</option></select>',
    );
    await carried;
    expect(heard).toEqual([]);
    root.remove();
  });

  it('is told where the reader chose another option', async () => {
    const { heard, carried, root } = page(
      '<select><option value="">Choose…</option><option value="flat">Flat</option></select>',
    );
    root.querySelector('select')!.value = 'flat';
    await carried;
    expect(heard).toEqual(['flat']);
    root.remove();
  });
});
