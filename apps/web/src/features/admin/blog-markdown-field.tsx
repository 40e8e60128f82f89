import { LIMITS, type Language } from '@ghorbari/contracts';
import { useQuery } from '@tanstack/react-query';
import { Bold, Heading2, ImagePlus, Link as LinkIcon, List, Loader2, Table, type LucideIcon } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldMessage, labelClass } from '../../components/form-fields.tsx';
import { apiErrorMessage } from '../../lib/api-error-message.ts';
import { cn } from '../../lib/class-names.ts';
import { formatNumber } from '../../lib/format.ts';
import { preparedPhoto } from '../../lib/resize-image.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { ADMIN_KEY } from '../../lib/query-keys.ts';
import { ErrorState } from './admin-ui.tsx';
import { previewArticle, uploadArticleImage } from './api/blog.ts';
import { ArticleBody } from '../../domain/blog/article-body.tsx';
import { imageMarkdown, insertBlock, prefixLines, tableMarkdown, wrap, type Edit } from './blog-markdown-edit.ts';
import { fileProblem, ACCEPT_ATTRIBUTE } from './group-offer-photos.ts';
import { textareaClass } from './form-parts.tsx';

type Tab = 'write' | 'preview';
type Tool = 'heading' | 'bold' | 'list' | 'link' | 'table';

const TOOLS: { tool: Tool; Icon: LucideIcon }[] = [
  { tool: 'heading', Icon: Heading2 },
  { tool: 'bold', Icon: Bold },
  { tool: 'list', Icon: List },
  { tool: 'link', Icon: LinkIcon },
  { tool: 'table', Icon: Table },
];

const toolButton = cn(
  'inline-flex h-11 min-w-11 items-center justify-center gap-1.5 rounded-md px-2.5 text-[15px] font-semibold',
  'text-gray-800 hover:bg-gray-100 hover:text-brand-800 disabled:opacity-50',
);

/** The server's rendering of the Markdown (the very HTML readers get) and its reading time. */
function Preview({ markdown, lang }: { markdown: string; lang: Language }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const preview = useQuery({
    queryKey: [...ADMIN_KEY, 'blog-preview', markdown],
    queryFn: () => previewArticle(markdown),
    enabled: markdown.trim() !== '',
    staleTime: Infinity,
  });
  if (markdown.trim() === '') return <p className="text-[15px] text-gray-700">{t('blog.form.previewEmpty')}</p>;
  if (preview.isPending)
    return (
      <p className="flex items-center gap-2 text-[15px] text-gray-700">
        <Loader2 aria-hidden size={18} className="animate-spin" />
        {t('blog.form.previewLoading')}
      </p>
    );
  if (preview.isError) return <ErrorState error={preview.error} onRetry={() => void preview.refetch()} />;
  return (
    <div>
      <p className="mb-3 text-sm font-semibold text-brand-800">
        {t('blog.form.readingTime', {
          count: preview.data.readingMinutes,
          n: formatNumber(preview.data.readingMinutes, language),
        })}
      </p>
      <ArticleBody
        html={preview.data.html}
        language={lang}
        tableLabel={t('blog.form.previewTable')}
        testId="article-preview"
      />
    </div>
  );
}

/**
 * The article's body in Markdown: a labelled text area with a small toolbar (heading, bold, list,
 * link, table, picture) and a Preview tab that shows what the server makes of it. A picture is
 * shrunk on the device, uploaded, and its Markdown put at the cursor with its description selected.
 */
export function BlogMarkdownField({
  value,
  onChange,
  onBlur,
  error,
  textareaRef,
  articleLanguage,
}: {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error: FieldError | undefined;
  /** The form's own ref (react-hook-form focuses the field with a problem). */
  textareaRef: (element: HTMLTextAreaElement | null) => void;
  articleLanguage: Language;
}) {
  const { t } = useTranslation(['admin', 'messages']);
  const language = useLanguage();
  const [tab, setTab] = useState<Tab>('write');
  const [uploading, setUploading] = useState(false);
  const [imageProblem, setImageProblem] = useState<string | null>(null);
  const area = useRef<HTMLTextAreaElement | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const base = useId();
  const ids = {
    field: 'article-body',
    hint: 'article-body-hint',
    error: error ? 'article-body-error' : undefined,
    writeTab: `${base}-write-tab`,
    previewTab: `${base}-preview-tab`,
    writePanel: `${base}-write`,
    previewPanel: `${base}-preview`,
  };
  const n = (count: number) => formatNumber(count, language);

  /** Apply an edit, then select its placeholder once React has drawn the new text. */
  const apply = (make: (selection: { text: string; start: number; end: number }) => Edit) => {
    const element = area.current;
    const selection = {
      text: value,
      start: element?.selectionStart ?? value.length,
      end: element?.selectionEnd ?? value.length,
    };
    const edit = make(selection);
    onChange(edit.text);
    requestAnimationFrame(() => {
      const current = area.current;
      if (!current) return;
      current.focus();
      current.setSelectionRange(edit.start, edit.end);
    });
  };

  const addImage = async (file: File | undefined) => {
    if (!file) return;
    const refused = fileProblem(file);
    if (refused) {
      setImageProblem(t(refused, { ns: 'messages' }));
      return;
    }
    setImageProblem(null);
    setUploading(true);
    try {
      const { url } = await uploadArticleImage(await preparedPhoto(file));
      const alt = t('blog.form.imageAlt');
      apply((selection) => insertBlock(selection, imageMarkdown(alt, url), alt));
    } catch (problem) {
      setImageProblem(apiErrorMessage(problem, t, 'errors.internal'));
    } finally {
      setUploading(false);
    }
  };

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next: Tab = tab === 'write' ? 'preview' : 'write';
    setTab(next);
    document.getElementById(next === 'write' ? ids.writeTab : ids.previewTab)?.focus();
  };
  const tabClass = (active: boolean) =>
    cn(
      'inline-flex min-h-11 items-center rounded-t-md px-4 text-[15px] font-semibold',
      active
        ? 'bg-white text-brand-900 ring-1 ring-gray-300 [clip-path:inset(-2px_-2px_0_-2px)]'
        : 'text-gray-700 hover:text-brand-800',
    );
  /** What each toolbar button does to the text (run from its click, never while drawing). */
  const runTool = (tool: Tool) => {
    const words = (key: string) => t(`blog.form.tools.${key}`);
    if (tool === 'heading') apply((s) => prefixLines(s, '## ', words('headingText')));
    else if (tool === 'bold') apply((s) => wrap(s, '**', '**', words('boldText')));
    else if (tool === 'list') apply((s) => prefixLines(s, '- ', words('listText')));
    else if (tool === 'link')
      apply((s) => {
        const edit = wrap(s, '[', '](https://)', words('linkText'));
        // Select the address, the part still to be written.
        const address = edit.end + 2;
        return { ...edit, start: address, end: address + 'https://'.length };
      });
    else {
      const header: [string, string] = [words('tableColumn1'), words('tableColumn2')];
      apply((s) => insertBlock(s, tableMarkdown(header, words('tableCell')), header[0]));
    }
  };

  return (
    <div>
      <label htmlFor={ids.field} className={labelClass}>
        {t('blog.form.body')}
      </label>
      <p id={ids.hint} className="mt-1 text-sm text-gray-700">
        {t('blog.form.bodyHint')}
      </p>
      <div role="tablist" aria-label={t('blog.form.bodyTabs')} className="mt-2 flex gap-1 border-b border-gray-300">
        {(['write', 'preview'] as const).map((name) => (
          <button
            key={name}
            id={name === 'write' ? ids.writeTab : ids.previewTab}
            type="button"
            role="tab"
            aria-selected={tab === name}
            aria-controls={name === 'write' ? ids.writePanel : ids.previewPanel}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => setTab(name)}
            onKeyDown={onTabKey}
            className={tabClass(tab === name)}
          >
            {t(`blog.form.tabs.${name}`)}
          </button>
        ))}
      </div>
      <div id={ids.writePanel} role="tabpanel" aria-labelledby={ids.writeTab} hidden={tab !== 'write'}>
        <div
          role="group"
          aria-label={t('blog.form.tools.label')}
          className="flex flex-wrap gap-0.5 rounded-b-none border-x border-gray-300 bg-gray-50 px-1 py-1"
        >
          {TOOLS.map(({ tool, Icon }) => (
            <button
              key={tool}
              type="button"
              onClick={() => runTool(tool)}
              aria-label={t(`blog.form.tools.${tool}`)}
              title={t(`blog.form.tools.${tool}`)}
              aria-controls={ids.field}
              className={toolButton}
            >
              <Icon aria-hidden size={18} />
            </button>
          ))}
          <button
            type="button"
            onClick={() => fileInput.current?.click()}
            disabled={uploading}
            aria-label={t('blog.form.tools.image')}
            title={t('blog.form.tools.image')}
            aria-controls={ids.field}
            className={toolButton}
          >
            {uploading ? (
              <Loader2 aria-hidden size={18} className="animate-spin" />
            ) : (
              <ImagePlus aria-hidden size={18} />
            )}
          </button>
          <input
            ref={fileInput}
            type="file"
            accept={ACCEPT_ATTRIBUTE}
            tabIndex={-1}
            aria-hidden
            className="hidden"
            onChange={(event) => {
              void addImage(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </div>
        <textarea
          id={ids.field}
          ref={(element) => {
            area.current = element;
            textareaRef(element);
          }}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          rows={18}
          maxLength={LIMITS.blog.bodyMaxLength}
          lang={articleLanguage}
          spellCheck
          aria-invalid={error ? true : undefined}
          aria-describedby={[ids.hint, `${ids.field}-counter`, ids.error].filter(Boolean).join(' ')}
          className={cn(textareaClass, 'mt-0 rounded-t-none leading-relaxed')}
        />
        <p className="mt-1 flex flex-wrap justify-between gap-3 text-sm text-gray-700">
          <span aria-live="polite">{uploading ? t('blog.form.imageUploading') : ''}</span>
          <span id={`${ids.field}-counter`} className="shrink-0 tabular-nums">
            {t('common.counter', { n: n(value.length), max: n(LIMITS.blog.bodyMaxLength) })}
          </span>
        </p>
        {imageProblem ? (
          <p role="alert" className="mt-1 text-sm font-semibold text-red-700">
            {imageProblem}
          </p>
        ) : null}
      </div>
      <div
        id={ids.previewPanel}
        role="tabpanel"
        aria-labelledby={ids.previewTab}
        hidden={tab !== 'preview'}
        tabIndex={0}
        className="rounded-b-md border border-t-0 border-gray-300 bg-white p-4"
      >
        {tab === 'preview' ? <Preview markdown={value} lang={articleLanguage} /> : null}
      </div>
      <FieldMessage id={ids.error} error={error} />
    </div>
  );
}
