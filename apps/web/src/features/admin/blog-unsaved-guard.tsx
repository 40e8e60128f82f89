import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { AdminDialog, DialogActions } from './admin-dialog.tsx';
import { buttonClass } from './admin-ui.tsx';

/**
 * Warns before unsaved changes are lost: a link inside the app asks first (a dialog), and
 * closing or reloading the tab gets the browser's own question. `allowNextLeave` lets the form
 * move on after a save without asking.
 */
export function useUnsavedGuard(dirty: boolean) {
  const leaving = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (leaving.current) return;
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return {
    blocker,
    allowNextLeave: () => {
      leaving.current = true;
    },
  };
}

export function UnsavedChangesDialog({ blocker }: { blocker: ReturnType<typeof useBlocker> }) {
  const { t } = useTranslation('admin');
  return (
    <AdminDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
      tone="danger"
      title={t('blog.form.unsaved.title')}
      description={t('blog.form.unsaved.text')}
    >
      <DialogActions>
        <button type="button" onClick={() => blocker.proceed?.()} className={buttonClass.danger}>
          {t('blog.form.unsaved.leave')}
        </button>
      </DialogActions>
    </AdminDialog>
  );
}
