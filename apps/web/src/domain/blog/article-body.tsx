import type { Language } from '@ghorbari/contracts';
import { cn } from '../../lib/class-names.ts';

/**
 * The article's text as the server stored it, sanitised when staff saved it (ADR 018): headings,
 * lists, quotes, links, images and tables, set for long reading on a phone. A wide table scrolls
 * sideways inside a box of its own that a keyboard can reach; the box is our markup, added around
 * the stored table the same way on the server and in the browser.
 */
export function withScrollingTables(html: string, label: string): string {
  const attribute = label.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return html
    .replace(/<table>/g, `<div class="article-table" role="region" tabindex="0" aria-label="${attribute}"><table>`)
    .replace(/<\/table>/g, '</table></div>');
}

const prose = cn(
  'text-[17px] text-gray-800 sm:text-[18px]',
  '[&>*+*]:mt-5',
  '[&_h2]:mt-10 [&_h2]:text-[22px] [&_h2]:font-semibold [&_h2]:leading-snug [&_h2]:text-gray-900 sm:[&_h2]:text-[24px]',
  '[&_h3]:mt-8 [&_h3]:text-[19px] [&_h3]:font-semibold [&_h3]:leading-snug [&_h3]:text-gray-900 sm:[&_h3]:text-[20px]',
  '[&_h4]:mt-6 [&_h4]:font-semibold [&_h4]:text-gray-900',
  '[&_a]:font-medium [&_a]:text-brand-800 [&_a]:underline [&_a]:underline-offset-2 hover:[&_a]:text-brand-900',
  '[&_strong]:font-semibold [&_strong]:text-gray-900',
  '[&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-2 [&_li]:pl-1 [&_li]:marker:text-brand-700',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-brand-700 [&_blockquote]:bg-brand-50 [&_blockquote]:px-4',
  '[&_blockquote]:py-3 [&_blockquote]:text-gray-800 [&_blockquote_p+p]:mt-3',
  '[&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg',
  '[&_hr]:my-8 [&_hr]:border-gray-200',
  '[&_code]:rounded [&_code]:bg-gray-100 [&_code]:px-1 [&_code]:text-[0.9em]',
  '[&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-gray-100 [&_pre]:p-4',
  '[&_pre_code]:bg-transparent [&_pre_code]:p-0',
  '[&_.article-table]:max-w-full [&_.article-table]:overflow-x-auto [&_.article-table]:rounded-lg',
  '[&_.article-table]:ring-1 [&_.article-table]:ring-gray-200',
  '[&_th]:min-w-[9rem] [&_td]:min-w-[9rem]',
  '[&_table]:w-full [&_table]:border-collapse [&_table]:bg-white [&_table]:text-[15px]',
  '[&_th]:bg-gray-50 [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_th]:font-semibold [&_th]:text-gray-900',
  '[&_td]:border-t [&_td]:border-gray-200 [&_td]:px-3 [&_td]:py-2 [&_td]:align-top',
);

/**
 * An article's stored, sanitised HTML, as readers get it on /BlogPostDetails and staff see it in
 * the editor's preview. Bengali numbered lists count in Bengali digits (১. ২. ৩.).
 */
export function ArticleBody({
  html,
  language,
  tableLabel,
  testId = 'article-body',
}: {
  html: string;
  language: Language;
  /** The accessible name of a table's scrolling box. */
  tableLabel: string;
  testId?: string;
}) {
  return (
    <div
      data-testid={testId}
      lang={language}
      className={cn(
        prose,
        language === 'bn' ? 'font-bn leading-[1.85] [&_ol]:[list-style-type:bengali]' : 'font-en leading-[1.7]',
      )}
      // Sanitised on the server when the article was saved (ADR 018): no script, no raw HTML.
      dangerouslySetInnerHTML={{ __html: withScrollingTables(html, tableLabel) }}
    />
  );
}
