import type { ReactNode } from 'react';

/**
 * English kept inside a Bengali text (`<en>Add</en>`: an iPhone's menu label, a data source's
 * name its licence asks to be credited by) marked as English, so a screen reader reads it so and
 * the page's Bengali stays Bengali (issues 19 and 63).
 */
export function withEnglishParts(text: string): ReactNode[] {
  return text.split(/<en>(.*?)<\/en>/).map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} lang="en">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
