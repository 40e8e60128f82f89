import { deleteAccountBodySchema } from '@ghorbari/contracts';
import { Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../lib/toast.ts';
import { accountResolver } from '../../domain/accounts/account-resolver.ts';
import { apiErrorMessage } from '../../lib/api-error-message.ts';
import { useFormProblem } from '../../lib/use-form-problem.ts';
import { Dialog, DialogActions } from '../../components/dialog/dialog.tsx';
import { FormAlert, PasswordField, SubmitButton } from '../../components/form-fields.tsx';
import { useLogout } from '../../lib/session/use-logout.ts';
import { useDeleteAccount } from './api/delete-account.ts';
import { Panel } from './user-page-parts.tsx';
import { cn } from '../../lib/class-names.ts';

/** Deleting the account asks for the password in a dialog first; afterwards the visitor is signed out. */
export function DeleteAccountSection() {
  const { t } = useTranslation(['account', 'messages']);
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const remove = useDeleteAccount();
  const logout = useLogout();
  const form = useForm<{ password: string }>({
    resolver: accountResolver(deleteAccountBodySchema),
    defaultValues: { password: '' },
  });
  const { problem, setProblem, refused } = useFormProblem(form.setError, ['password']);

  const submit = form.handleSubmit(async ({ password }) => {
    setProblem(null);
    try {
      await remove.mutateAsync(password);
      setOpen(false);
      void showToast('success', t('success.accountDeleted', { ns: 'messages' }));
      logout({ tellServer: false });
    } catch (error) {
      refused(error, apiErrorMessage(error, t, 'errors.internal'), { toast: false });
    }
  });

  const close = () => {
    setOpen(false);
    form.reset();
    setProblem(null);
  };

  return (
    <Panel id="delete-account" title={t('edit.delete.title')} tone="danger">
      <p className="text-[15px] text-gray-700">{t('edit.delete.text')}</p>
      <button
        ref={opener}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className={cn(
          'mt-4 inline-flex h-11 items-center gap-2 rounded-md border',
          'border-red-700 bg-white px-4 font-semibold text-red-800',
          'hover:bg-red-50',
        )}
      >
        <Trash2 aria-hidden size={18} />
        {t('edit.delete.open')}
      </button>
      <Dialog
        open={open}
        onClose={close}
        title={t('edit.delete.dialogTitle')}
        description={t('edit.delete.dialogText')}
        closeLabel={t('edit.delete.cancel')}
        focusFirstField
        returnFocus={opener}
      >
        <form noValidate onSubmit={submit} className="mt-4 space-y-4">
          <FormAlert message={problem} />
          <PasswordField
            label={t('fields.password')}
            autoComplete="current-password"
            error={form.formState.errors.password}
            {...form.register('password')}
          />
          <DialogActions cancelLabel={t('edit.delete.cancel')}>
            <SubmitButton
              pending={form.formState.isSubmitting}
              pendingText={t('edit.delete.deleting')}
              className="bg-red-700 hover:bg-red-800 sm:w-auto"
            >
              {t('edit.delete.confirm')}
            </SubmitButton>
          </DialogActions>
        </form>
      </Dialog>
    </Panel>
  );
}
