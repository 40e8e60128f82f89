import { POST_IMAGES, type MessageKey } from '@ghorbari/contracts';
import { ImagePlus, Loader2, Trash2 } from 'lucide-react';
import { useEffect, useReducer, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldMessage } from '../../components/form-fields.tsx';
import { cn } from '../../lib/class-names.ts';
import { formatNumber } from '../../lib/format.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { isPrepared, preparedPhoto } from '../../lib/resize-image.ts';
import { buttonClass } from './admin-ui.tsx';
import { ACCEPT_ATTRIBUTE, fileProblem } from './group-offer-photos.ts';

/** The cover as the form holds it: none, the one already saved, or one just chosen on this device. */
export type CoverState =
  { kind: 'none' } | { kind: 'existing'; url: string } | { kind: 'new'; file: File; url: string };

/** The file to send for a new cover (made smaller at once when chosen), or null to keep or drop the old one. */
export const coverFile = async (cover: CoverState): Promise<File | null> =>
  cover.kind === 'new' ? preparedPhoto(cover.file) : null;

/**
 * Pick, preview and remove the article's cover, with its description for screen readers (`alt`,
 * rendered by the caller). A chosen photo is shrunk on the device at once (lib/resize-image.ts),
 * as other uploads are, so a 5 MB camera picture goes up as a few hundred KB.
 */
export function BlogCoverField({
  cover,
  onChange,
  problem,
  onProblem,
  serverProblem,
  children,
}: {
  cover: CoverState;
  onChange: (cover: CoverState) => void;
  problem: MessageKey | null;
  onProblem: (problem: MessageKey | null) => void;
  /** A problem the server gave, already in the reader's language. */
  serverProblem: string | null;
  /** The description field, shown when there is a cover. */
  children: ReactNode;
}) {
  const { t } = useTranslation(['admin', 'messages']);
  const language = useLanguage();
  const [, redraw] = useReducer((count: number) => count + 1, 0);
  const preparing = cover.kind === 'new' && !isPrepared(cover.file);
  useEffect(() => {
    if (cover.kind !== 'new') return;
    let live = true;
    void preparedPhoto(cover.file).then(() => live && redraw());
    return () => {
      live = false;
    };
  }, [cover]);
  // A chosen file's preview is released when it is replaced or the page closes.
  useEffect(() => () => (cover.kind === 'new' ? URL.revokeObjectURL(cover.url) : undefined), [cover]);

  const choose = (file: File | undefined) => {
    if (!file) return;
    const refused = fileProblem(file);
    onProblem(refused);
    if (!refused) onChange({ kind: 'new', file, url: URL.createObjectURL(file) });
  };
  const message = serverProblem
    ? { type: 'server', message: serverProblem }
    : problem
      ? { type: 'client', message: problem }
      : undefined;

  return (
    <div>
      <p id="article-cover-label" className="text-sm font-semibold text-gray-800">
        {t('blog.form.cover')}
      </p>
      <p id="article-cover-hint" className="mt-1 text-sm text-gray-700">
        {t('blog.form.coverHint', { size: formatNumber(POST_IMAGES.maxBytes / 1024 / 1024, language) })}
      </p>
      {cover.kind !== 'none' ? (
        <div className="mt-2 space-y-3">
          <div className="relative overflow-hidden rounded-lg bg-gray-100 ring-1 ring-gray-200 sm:max-w-md">
            <img src={cover.url} alt={t('blog.form.coverPreview')} className="aspect-[16/9] w-full object-cover" />
            {preparing ? (
              <p
                className={cn(
                  'absolute inset-x-0 bottom-0 flex items-center gap-2 bg-white/90',
                  'px-3 py-2 text-sm font-semibold text-gray-900',
                )}
              >
                <Loader2 aria-hidden size={16} className="animate-spin" />
                {t('blog.form.coverPreparing')}
              </p>
            ) : null}
          </div>
          {children}
        </div>
      ) : null}
      <div className="mt-2 flex flex-wrap gap-2">
        <label
          className={cn(
            buttonClass.secondary,
            'cursor-pointer has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2',
            'has-[:focus-visible]:outline-amber-500',
          )}
        >
          <ImagePlus aria-hidden size={18} />
          {cover.kind === 'none' ? t('blog.form.coverChoose') : t('blog.form.coverReplace')}
          <input
            type="file"
            accept={ACCEPT_ATTRIBUTE}
            className="sr-only"
            aria-describedby={`article-cover-hint${message ? ' article-cover-error' : ''}`}
            onChange={(event) => {
              choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </label>
        {cover.kind !== 'none' ? (
          <button type="button" onClick={() => onChange({ kind: 'none' })} className={buttonClass.dangerOutline}>
            <Trash2 aria-hidden size={18} />
            {t('blog.form.coverRemove')}
          </button>
        ) : null}
      </div>
      <FieldMessage id={message ? 'article-cover-error' : undefined} error={message} />
    </div>
  );
}
