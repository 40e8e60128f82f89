/**
 * The Markdown toolbar's edits (issue 16): each takes the text and the selection and returns the
 * new text and what to select next, so the author can type straight over the placeholder.
 */
export interface Edit {
  text: string;
  /** The selection after the edit. */
  start: number;
  end: number;
}

interface Selection {
  text: string;
  start: number;
  end: number;
}

/** Replace the selection with `before + (selected or placeholder) + after`, selecting the inner text. */
export function wrap({ text, start, end }: Selection, before: string, after: string, placeholder: string): Edit {
  const inner = text.slice(start, end) || placeholder;
  const next = text.slice(0, start) + before + inner + after + text.slice(end);
  return { text: next, start: start + before.length, end: start + before.length + inner.length };
}

/** Put `prefix` before every line the selection touches ("## ", "- "); on an empty line, a placeholder too. */
export function prefixLines({ text, start, end }: Selection, prefix: string, placeholder: string): Edit {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const nextBreak = text.indexOf('\n', end);
  const lineEnd = nextBreak === -1 ? text.length : nextBreak;
  const lines = text.slice(lineStart, lineEnd).split('\n');
  if (lines.length === 1 && lines[0]!.trim() === '') {
    const inserted = prefix + placeholder;
    return {
      text: text.slice(0, lineStart) + inserted + text.slice(lineEnd),
      start: lineStart + prefix.length,
      end: lineStart + inserted.length,
    };
  }
  const block = lines.map((line) => (line.startsWith(prefix) ? line : prefix + line)).join('\n');
  return {
    text: text.slice(0, lineStart) + block + text.slice(lineEnd),
    start: lineStart,
    end: lineStart + block.length,
  };
}

/**
 * Insert a block (a table, an image) on lines of its own: a blank line before and after unless
 * one is there already, so Markdown reads it as its own paragraph. `select` is a part of the
 * block to select afterwards (the first cell, the picture's description).
 */
export function insertBlock({ text, start, end }: Selection, block: string, select?: string): Edit {
  const before = text.slice(0, start);
  const after = text.slice(end);
  const lead = before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const tail = after === '' || after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n';
  const at = before.length + lead.length;
  const offset = select ? Math.max(0, block.indexOf(select)) : block.length;
  const length = select ? select.length : 0;
  return { text: before + lead + block + tail + after, start: at + offset, end: at + offset + length };
}

/** A two-column table with a header row, in the author's words. */
export const tableMarkdown = (header: [string, string], cell: string): string =>
  `| ${header[0]} | ${header[1]} |\n| --- | --- |\n| ${cell} | ${cell} |\n| ${cell} | ${cell} |`;

/** Square brackets in a picture's description would end it early. */
export const imageMarkdown = (alt: string, url: string): string => `![${alt.replace(/[[\]]/g, '')}](${url})`;
