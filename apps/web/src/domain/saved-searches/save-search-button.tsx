import type { PostListQuery } from '@ghorbari/contracts';
import { BellPlus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { href } from '../../config/paths.ts';
import { outlineButton } from '../../lib/button-styles.ts';
import { cn } from '../../lib/class-names.ts';
import { useLocation, useNavigate } from '../../lib/navigation/navigation.tsx';
import { useSession } from '../../lib/session/session.tsx';

// The dialog (Radix, the saving and its checks) loads when it opens: not with the page's first scripts.
const SaveSearchDialog = lazy(async () => ({ default: (await import('./save-search-dialog.tsx')).SaveSearchDialog }));

/** The post search a button saves: its filters and keyword, without page and limit. */
export type SearchToSave = Omit<PostListQuery, 'page' | 'limit'>;

/** On the way back from signing in, this flag in the address opens the dialog again. */
const RETURN_FLAG = 'saveSearch';

function withoutFlag(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(RETURN_FLAG);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/**
 * "Save this search" (issue 17): signed-in members name and save the search they are looking at
 * and are told when a new match is approved. A visitor is sent to sign in and brought back here,
 * where the dialog opens again.
 */
export function SaveSearchButton({ search }: { search: SearchToSave }) {
  const { t } = useTranslation('searches');
  const { user, loading } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [asked, setAsked] = useState(false);
  // Back from signing in: the dialog is open for as long as the address carries the flag.
  const back = Boolean(user) && new URLSearchParams(location.search).get(RETURN_FLAG) === '1';
  const open = asked || back;
  const close = () => {
    setAsked(false);
    if (back)
      void navigate(
        { search: withoutFlag(location.search), hash: location.hash },
        { replace: true, addressOnly: true },
      );
  };

  const start = () => {
    if (!user) {
      const params = new URLSearchParams(location.search);
      params.set(RETURN_FLAG, '1');
      void navigate(href.signIn(`${location.pathname}?${params.toString()}`));
      return;
    }
    setAsked(true);
  };

  return (
    <>
      <button
        type="button"
        onClick={start}
        disabled={loading}
        className={cn(outlineButton, 'justify-center disabled:opacity-60')}
      >
        <BellPlus aria-hidden size={18} />
        {t('save.button')}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SaveSearchDialog search={search} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
