import { describe, expect, it } from 'vitest';
import { imageMarkdown, insertBlock, prefixLines, tableMarkdown, wrap } from './blog-markdown-edit.ts';

const selected = (edit: { text: string; start: number; end: number }) => edit.text.slice(edit.start, edit.end);

describe('the Markdown toolbar', () => {
  it('makes the selected words bold, or a placeholder the author types over', () => {
    const text = 'খাজনা দিন সময়মতো';
    const bold = wrap({ text, start: 6, end: 9 }, '**', '**', 'মোটা লেখা');
    expect(bold.text).toBe('খাজনা **দিন** সময়মতো');
    expect(selected(bold)).toBe('দিন');
    const empty = wrap({ text: '', start: 0, end: 0 }, '**', '**', 'মোটা লেখা');
    expect(empty.text).toBe('**মোটা লেখা**');
    expect(selected(empty)).toBe('মোটা লেখা');
  });

  it('turns every selected line into a list item, once', () => {
    const text = 'দলিল\n- খতিয়ান\nপর্চা';
    const list = prefixLines({ text, start: 0, end: text.length }, '- ', 'তালিকার বিষয়');
    expect(list.text).toBe('- দলিল\n- খতিয়ান\n- পর্চা');
  });

  it('puts a heading placeholder on an empty line', () => {
    const text = 'ভূমিকা\n\n';
    const heading = prefixLines({ text, start: text.length, end: text.length }, '## ', 'উপশিরোনাম');
    expect(heading.text).toBe('ভূমিকা\n\n## উপশিরোনাম');
    expect(selected(heading)).toBe('উপশিরোনাম');
  });

  it('sets a table apart from the paragraph before it, its first heading selected', () => {
    const text = 'যা যা লাগবে:';
    const table = insertBlock(
      { text, start: text.length, end: text.length },
      tableMarkdown(['কাগজ', 'কোথায় পাবেন'], 'লেখা'),
      'কাগজ',
    );
    expect(table.text).toBe('যা যা লাগবে:\n\n| কাগজ | কোথায় পাবেন |\n| --- | --- |\n| লেখা | লেখা |\n| লেখা | লেখা |');
    expect(selected(table)).toBe('কাগজ');
  });

  it('keeps a picture description from closing the brackets early', () => {
    expect(imageMarkdown('নকশা [১]', '/uploads/blog/a.webp')).toBe('![নকশা ১](/uploads/blog/a.webp)');
  });
});
