import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import { buttonClass, EmptyState, ErrorState, StaffBackLink } from './admin-ui.tsx';

/**
 * A staff details page (a post, an account) that did not load: not there (a 404), with the way
 * back as its main button, or failed, with a retry under the page's loading title.
 */
export function DetailLoadFailed({
  error,
  onRetry,
  backTo,
  backLabel,
  loadingTitle,
  notFoundTitle,
  notFoundText,
}: {
  error: unknown;
  onRetry: () => void;
  backTo: string;
  backLabel: string;
  loadingTitle: string;
  notFoundTitle: string;
  notFoundText?: string;
}) {
  const missing = error instanceof ApiError && error.status === 404;
  return (
    <div>
      <StaffBackLink to={backTo}>{backLabel}</StaffBackLink>
      {missing ? (
        <EmptyState level={1} icon={SearchX} title={notFoundTitle} text={notFoundText}>
          <Link to={backTo} className={`${buttonClass.primary} mt-4`}>
            {backLabel}
          </Link>
        </EmptyState>
      ) : (
        <>
          <h1 className="mb-4 text-2xl font-semibold text-gray-900">{loadingTitle}</h1>
          <ErrorState error={error} onRetry={onRetry} />
        </>
      )}
    </div>
  );
}
