import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useLoadsPages, useNavigate } from '../lib/navigation/navigation.tsx';
import { noticeActionClass } from './results-notice.tsx';

/**
 * The button of the box in place of a list's results, for the islands of a list page (issue 43):
 * "Clear filters" when nothing matched goes to `clearHref`; "Try again" when the list did not
 * arrive loads the page again on a page of islands (whose list is the server's), and in the
 * single-page app asks for the list under `queryKey` again.
 */
export function NoticeActionButton({
  kind,
  clearHref,
  queryKey,
  label,
}: {
  kind: 'clear' | 'retry';
  clearHref: string;
  queryKey: QueryKey;
  label: string;
}) {
  const navigate = useNavigate();
  const loadsPages = useLoadsPages();
  const queryClient = useQueryClient();
  const act = () => {
    if (kind === 'clear') void navigate(clearHref);
    else if (loadsPages) window.location.reload();
    else void queryClient.refetchQueries({ queryKey });
  };
  return (
    <button type="button" onClick={act} className={noticeActionClass}>
      {label}
    </button>
  );
}
