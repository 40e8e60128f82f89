import { useMutation } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { href, paths } from '../../config/paths.ts';
import { apiErrorMessage } from '../../lib/api-error-message.ts';
import { confirmAvailableByLink } from '../../domain/posts/post-actions.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

const linkClass = 'inline-flex min-h-11 items-center font-semibold text-brand-800 underline';

/**
 * /still-available?token=… (issue 41, ADR 048): the SMS's one-tap link. Opening it confirms the
 * post its token was made for, without signing in; the token works once and expires. A link
 * preview (no script) confirms nothing: the page asks the API once it runs in the browser.
 */
export function StillAvailablePage() {
  const { t } = useTranslation(['posting', 'messages']);
  useDocumentTitle(t('stillAvailable.title'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useMutation({ mutationFn: confirmAvailableByLink });
  // Once per page, even when React runs effects twice in development.
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    confirm.mutate(token);
  }, [confirm, token]);

  const result = confirm.data;
  return (
    <div className="mx-auto max-w-lg py-6">
      <div className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-gray-200">
        <h1 className="text-2xl font-semibold text-gray-900">{t('stillAvailable.title')}</h1>
        <div role="status" aria-live="polite" className="mt-4 text-[16px] text-gray-800">
          {confirm.isError ? (
            <div className="flex items-start gap-2 text-red-800">
              <CircleAlert aria-hidden size={20} className="mt-0.5 shrink-0" />
              <p>{apiErrorMessage(confirm.error, t, 'errors.fetchFailed')}</p>
            </div>
          ) : result ? (
            <div className="flex items-start gap-2 text-brand-800">
              <CircleCheck aria-hidden size={20} className="mt-0.5 shrink-0" />
              <p>{result.message}</p>
            </div>
          ) : (
            <p className="flex items-center gap-2">
              <LoaderCircle aria-hidden size={20} className="animate-spin motion-reduce:animate-none" />
              {t('stillAvailable.working')}
            </p>
          )}
        </div>
        <div className="mt-4 flex flex-wrap gap-x-5">
          {result ? (
            <Link
              to={href.postDetails(result.PostID.startsWith('S') ? 'sell' : 'rent', result.PostID)}
              className={linkClass}
            >
              {t('stillAvailable.openPost')}
            </Link>
          ) : null}
          {confirm.isPending ? null : (
            <Link to={paths.userProperties} className={linkClass}>
              {t('stillAvailable.myProperties')}
            </Link>
          )}
        </div>
      </div>
    </div>
  );
}
