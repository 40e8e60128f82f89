import { AUTH, type UserData } from '@ghorbari/contracts';
import { Camera } from 'lucide-react';
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format.ts';
import { showToast } from '../../lib/toast.ts';
import { apiErrorMessage } from '../../lib/api-error-message.ts';
import { Avatar } from '../../components/avatar.tsx';
import { useLanguage } from '../../lib/use-language.ts';
import { useUploadPicture } from './api/upload-picture.ts';
import { cn } from '../../lib/class-names.ts';

const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp'];

/** Choose, preview and upload a profile picture; type and size are checked here as the server does. */
export function PictureUpload({ user }: { user: UserData }) {
  const { t } = useTranslation(['account', 'messages']);
  const language = useLanguage();
  const inputId = useId();
  const upload = useUploadPicture();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  // The preview's object URL lives as long as that file is chosen.
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    setProblem(null);
    if (!ACCEPTED.includes(chosen.type)) return setProblem(t('validation.imageInvalid', { ns: 'messages' }));
    if (chosen.size > AUTH.profilePictureMaxBytes) return setProblem(t('validation.imageTooLarge', { ns: 'messages' }));
    setFile(chosen);
    setPreview(URL.createObjectURL(chosen));
  };

  const cancel = () => {
    setFile(null);
    setPreview(null);
  };

  const save = () => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: () => {
        cancel();
        void showToast('success', t('success.pictureUpdated', { ns: 'messages' }));
      },
      onError: (error) => {
        const message = apiErrorMessage(error, t, 'errors.internal');
        setProblem(message);
        void showToast('error', message);
      },
    });
  };

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      {preview ? (
        <img
          src={preview}
          alt={t('edit.picture.preview')}
          className="h-24 w-24 shrink-0 rounded-full object-cover ring-2 ring-brand-600"
        />
      ) : (
        <Avatar name={user.name} src={user.proPic} size="lg" />
      )}
      <div className="space-y-2">
        <p id={`${inputId}-hint`} className="text-sm text-gray-600">
          {t('edit.picture.hint', { size: formatNumber(AUTH.profilePictureMaxBytes / 1024 / 1024, language) })}
        </p>
        <div className="flex flex-wrap gap-2">
          {file ? (
            <>
              <button
                type="button"
                onClick={save}
                disabled={upload.isPending}
                className={cn(
                  'h-11 rounded-md bg-brand-700 px-4 font-semibold text-white',
                  'hover:bg-brand-800 disabled:opacity-80',
                )}
              >
                {upload.isPending ? t('edit.picture.uploading') : t('edit.picture.upload')}
              </button>
              <button
                type="button"
                onClick={cancel}
                disabled={upload.isPending}
                className={cn(
                  'h-11 rounded-md border border-gray-300 bg-white px-4 font-semibold',
                  'text-gray-800 hover:bg-gray-50',
                )}
              >
                {t('edit.picture.cancel')}
              </button>
            </>
          ) : (
            // The real file input stays in the page (keyboard and screen readers reach it); it only looks like a
            // button.
            <label
              className={cn(
                'inline-flex h-11 cursor-pointer items-center gap-2 rounded-md border',
                'border-brand-700 bg-white px-4 font-semibold text-brand-800',
                'hover:bg-brand-50 has-[:focus-visible]:outline-3',
                'has-[:focus-visible]:outline-offset-2',
                'has-[:focus-visible]:outline-amber-500',
              )}
            >
              <Camera aria-hidden size={18} />
              {t('edit.picture.choose')}
              <input
                id={inputId}
                type="file"
                accept={ACCEPTED.join(',')}
                aria-describedby={`${inputId}-hint${problem ? ` ${inputId}-error` : ''}`}
                onChange={choose}
                className="sr-only"
              />
            </label>
          )}
        </div>
        {problem ? (
          <p id={`${inputId}-error`} role="alert" className="text-sm font-semibold text-red-700">
            {problem}
          </p>
        ) : null}
      </div>
    </div>
  );
}
