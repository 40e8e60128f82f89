import type { ListingPurpose } from '@ghorbari/contracts';
import { Bookmark } from 'lucide-react';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from '../../lib/navigation/navigation.tsx';
import { href } from '../../config/paths.ts';
import { useSession } from '../../lib/session/session.tsx';
import { useSavePost, useUnsavePost } from './save-post.ts';
import {
  hasSaveFlag,
  rememberPendingSave,
  saveNext,
  takePendingSave,
  withoutSaveFlag,
} from '../../lib/session/return-intent.ts';
import { showToast } from '../../lib/toast.ts';
import { cn } from '../../lib/class-names.ts';

interface SaveButtonProps {
  type: ListingPurpose;
  postId: string;
  /** The viewer's saved-post id, or null when the post is not saved. */
  savedId: string | null;
  className?: string;
}

/**
 * Save or unsave a post (spec §6: signed-in users save posts). A visitor is sent to sign in (or
 * to register) and brought back here with `?save=1`; back and signed in, the post is saved, once,
 * with a toast (issue 12; lib/session/return-intent.ts). The button shows the new state at once
 * and goes back, with a toast, when the server refuses. A tap while the session is still being
 * checked is kept and done once it is known; one before the app has started is handled by the
 * page's first script, which reads the post and the sign-in address from the button (issue 30).
 */
export function SaveButton({ type, postId, savedId, className = '' }: SaveButtonProps) {
  const { t } = useTranslation('listings');
  // A design firm or a group-building offer is saved like a post, but named as what it is.
  const words = type === 'interior' ? 'saveFirm' : type === 'group' ? 'saveOffer' : 'save';
  const { user, loading } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const save = useSavePost();
  const unsave = useUnsavePost();
  // What the server last said, and what the reader sees (ahead of the server while a call runs).
  const [known, setKnown] = useState(savedId);
  const [shown, setShown] = useState<string | null>(savedId);
  if (known !== savedId) {
    setKnown(savedId);
    setShown(savedId);
  }
  const saved = shown !== null;
  const busy = save.isPending || unsave.isPending;

  const saveNow = (onSaved?: () => void) =>
    save.mutate(
      { type, postId },
      {
        onSuccess: (id) => {
          setShown(id);
          onSaved?.();
        },
        onError: () => {
          setShown(null);
          void showToast('error', t(`${words}.failed`));
        },
      },
    );

  // Back from signing in or registering to save this post: finish it, and tidy the address.
  const finishPending = Boolean(user) && hasSaveFlag(location.search);
  const finish = useEffectEvent(() => {
    const wanted = takePendingSave(postId);
    const tidied = { search: withoutSaveFlag(location.search), hash: location.hash };
    void navigate(tidied, { replace: true, addressOnly: true });
    if (!wanted) return;
    const done = () => void showToast('success', t(`${words}.done`));
    if (shown) done();
    else saveNow(done);
  });
  useEffect(() => {
    // Once per arrival: afterwards the address no longer carries the flag.
    if (finishPending) finish();
  }, [finishPending]);

  const signIn = href.signIn(saveNext(location.pathname, location.search));
  // Tapped while the stored session was being checked: done once it is known.
  const tappedWhileLoading = useRef(false);
  const toggle = () => {
    if (loading) {
      tappedWhileLoading.current = true;
      return;
    }
    if (!user) {
      rememberPendingSave(postId);
      void navigate(signIn);
      return;
    }
    if (busy) return;
    if (shown) {
      const previous = shown;
      setShown(null);
      unsave.mutate(
        { savedId: previous, postId },
        {
          onError: () => {
            setShown(previous);
            void showToast('error', t(`${words}.removeFailed`));
          },
        },
      );
    } else {
      setShown('pending');
      saveNow();
    }
  };

  const whenKnown = useEffectEvent(() => {
    tappedWhileLoading.current = false;
    toggle();
  });
  useEffect(() => {
    if (!loading && tappedWhileLoading.current) whenKnown();
  }, [loading]);

  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-busy={loading}
      data-first-tap="save"
      data-post-id={postId}
      data-sign-in={signIn}
      // The name holds the words on the button (WCAG 2.5.3), and stays findable as "Save this post".
      aria-label={saved ? t(`${words}.labelSaved`) : t(`${words}.label`)}
      onClick={toggle}
      className={cn(
        'inline-flex h-11 items-center justify-center gap-2 rounded-md border',
        'px-4 font-semibold transition aria-busy:opacity-60',
        saved
          ? 'border-brand-700 bg-brand-700 text-white hover:bg-brand-800'
          : 'border-gray-300 bg-white text-gray-800 hover:border-brand-700 hover:text-brand-800',
        className,
      )}
    >
      <Bookmark aria-hidden size={20} fill={saved ? 'currentColor' : 'none'} />
      <span aria-hidden>{saved ? t('save.saved') : t('save.save')}</span>
    </button>
  );
}
