import type { MessageKey } from '@ghorbari/contracts';
import { Building2, ImagePlus, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { labelClass, OptionalMark } from '../../components/form-fields.tsx';
import { PhotoProblem } from '../../components/photo-list/photo-problem.tsx';
import { outlineButton } from '../../lib/button-styles.ts';
import { cn } from '../../lib/class-names.ts';
import { formatNumber } from '../../lib/format.ts';
import { PHOTO_ACCEPT, photoFileProblem } from '../../lib/photo-set.ts';
import { preparedPhoto } from '../../lib/resize-image.ts';
import { useLanguage } from '../../lib/use-language.ts';

/** The firm's logo in the form: none, the one on the page (edit), or one just chosen. */
export type LogoState = { kind: 'none' } | { kind: 'existing'; url: string } | { kind: 'new'; file: File; url: string };

const releaseLogo = (logo: LogoState) => {
  if (logo.kind === 'new') URL.revokeObjectURL(logo.url);
};

/** An optional logo: a preview, a button to choose one and one to remove it. */
export function LogoField({
  logo,
  onChange,
  disabled,
}: {
  logo: LogoState;
  onChange: (logo: LogoState) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('firms');
  const language = useLanguage();
  const id = useId();
  const [problem, setProblem] = useState<MessageKey | null>(null);
  const latest = useRef(logo);
  useEffect(() => {
    latest.current = logo;
  });
  useEffect(() => () => releaseLogo(latest.current), []);

  return (
    <div>
      <p className={labelClass} id={`${id}-label`}>
        {t('form.logo')}
        <OptionalMark />
      </p>
      <p id={`${id}-hint`} className="text-sm text-gray-600">
        {t('form.logoHint', { size: formatNumber(10, language) })}
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <div
          className={cn(
            'flex h-24 w-24 shrink-0 items-center',
            'justify-center overflow-hidden rounded-lg bg-gray-100 ring-1 ring-gray-200',
          )}
        >
          {logo.kind === 'none' ? (
            <Building2 aria-hidden size={36} className="text-gray-500" />
          ) : (
            <img src={logo.url} alt={t('form.logoPreview')} className="h-full w-full object-contain" />
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <label
            htmlFor={id}
            className={cn(
              outlineButton,
              'cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-700',
            )}
          >
            <ImagePlus aria-hidden size={18} />
            {logo.kind === 'none' ? t('form.logoChoose') : t('form.logoChange')}
            <input
              id={id}
              type="file"
              accept={PHOTO_ACCEPT}
              disabled={disabled}
              className="sr-only"
              aria-describedby={[`${id}-hint`, problem ? `${id}-problem` : ''].filter(Boolean).join(' ')}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (!file) return;
                const refused = photoFileProblem(file);
                setProblem(refused);
                if (refused) return;
                releaseLogo(logo);
                void preparedPhoto(file);
                onChange({ kind: 'new', file, url: URL.createObjectURL(file) });
              }}
            />
          </label>
          {logo.kind !== 'none' ? (
            <button
              type="button"
              disabled={disabled}
              onClick={() => {
                setProblem(null);
                releaseLogo(logo);
                onChange({ kind: 'none' });
              }}
              className={cn(
                'inline-flex min-h-11 items-center gap-2 rounded-md border border-gray-300 bg-white px-4',
                'font-semibold text-red-800 hover:bg-red-50',
              )}
            >
              <Trash2 aria-hidden size={18} />
              {t('form.logoRemove')}
            </button>
          ) : null}
        </div>
      </div>
      <PhotoProblem id={`${id}-problem`} problem={problem} />
    </div>
  );
}
