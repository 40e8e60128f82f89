import { SearchX, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../config/paths.ts';
import { useWholeApp } from '../islands/island.tsx';
import { noticePrimary, noticeSecondary } from '../lib/button-styles.ts';
import { NoticeActions, NoticeBody, NoticePage } from './notice.tsx';

export interface UnavailableTexts {
  /** The heading and text when the thing does not exist (or is not public). */
  missingTitle: string;
  missingText: string;
  /** The heading and text when loading it failed. */
  errorTitle: string;
  errorText: string;
  retry: string;
  /** The link back to the list the thing belongs to. */
  back: string;
  home: string;
}

/**
 * A details page's "not here" state (issue 14, 15): a 404 page for something that does not exist
 * or is not public, or a failed load with a retry. Both lead back to its list and home.
 */
export function UnavailablePage({
  texts,
  backTo,
  retry,
  testId,
}: {
  texts: UnavailableTexts;
  backTo: string;
  retry?: () => void;
  testId: string;
}) {
  // Its retry is the app's: on a page of islands the browser renders the whole app (ADR 059).
  useWholeApp(retry ? 'always' : undefined);
  return (
    <NoticePage testId={testId}>
      <NoticeBody
        icon={retry ? TriangleAlert : SearchX}
        tone="gray"
        title={retry ? texts.errorTitle : texts.missingTitle}
        text={retry ? texts.errorText : texts.missingText}
      >
        <NoticeActions>
          {retry ? (
            <button type="button" onClick={retry} className={noticePrimary}>
              {texts.retry}
            </button>
          ) : null}
          <Link to={backTo} className={retry ? noticeSecondary : noticePrimary}>
            {texts.back}
          </Link>
          <Link to={paths.home} className={noticeSecondary}>
            {texts.home}
          </Link>
        </NoticeActions>
      </NoticeBody>
    </NoticePage>
  );
}
