import { deleteAccountBodySchema } from '@ghorbari/contracts';
import * as Dialog from '@radix-ui/react-dialog';
import { Trash2, X } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../lib/toast.ts';
import { accountResolver } from '../../lib/account-resolver.ts';
import { apiErrorMessage, applyServerIssues } from '../../lib/api-error-message.ts';
import { FormAlert, PasswordField, SubmitButton } from '../../components/form-fields.tsx';
import { useLogout } from '../../lib/session/use-logout.ts';
import { useDeleteAccount } from './api/delete-account.ts';
import { Panel } from './user-page-parts.tsx';
import { cn } from '../../lib/class-names.ts';

/** Deleting the account asks for the password in a dialog first; afterwards the visitor is signed out. */
export function DeleteAccountSection() {
  const { t } = useTranslation(['account', 'messages']);
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const remove = useDeleteAccount();
  const logout = useLogout();
  const form = useForm<{ password: string }>({
    resolver: accountResolver(deleteAccountBodySchema),
    defaultValues: { password: '' },
  });

  const submit = form.handleSubmit(async ({ password }) => {
    setProblem(null);
    try {
      await remove.mutateAsync(password);
      setOpen(false);
      void showToast('success', t('success.accountDeleted', { ns: 'messages' }));
      logout({ tellServer: false });
    } catch (error) {
      const message = apiErrorMessage(error, t, 'errors.internal');
      if (!applyServerIssues(error, form.setError, ['password'])) setProblem(message);
    }
  });

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      form.reset();
      setProblem(null);
    }
  };

  return (
    <Panel id="delete-account" title={t('edit.delete.title')} tone="danger">
      <p className="text-[15px] text-gray-700">{t('edit.delete.text')}</p>
      <Dialog.Root open={open} onOpenChange={onOpenChange}>
        <Dialog.Trigger
          className={cn(
            'mt-4 inline-flex h-11 items-center gap-2 rounded-md border',
            'border-red-700 bg-white px-4 font-semibold text-red-800',
            'hover:bg-red-50',
          )}
        >
          <Trash2 aria-hidden size={18} />
          {t('edit.delete.open')}
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
          <Dialog.Content
            className={cn(
              'fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md',
              '-translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-5 shadow-xl',
              'sm:p-6',
            )}
          >
            <Dialog.Title className="pr-8 text-xl font-semibold text-gray-900">
              {t('edit.delete.dialogTitle')}
            </Dialog.Title>
            <Dialog.Description className="mt-2 text-[15px] text-gray-700">
              {t('edit.delete.dialogText')}
            </Dialog.Description>
            <form noValidate onSubmit={submit} className="mt-4 space-y-4">
              <FormAlert message={problem} />
              <PasswordField
                label={t('fields.password')}
                autoComplete="current-password"
                error={form.formState.errors.password}
                {...form.register('password')}
              />
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <Dialog.Close
                  className={cn(
                    'h-11 rounded-md border border-gray-300 bg-white px-4 font-semibold',
                    'text-gray-800 hover:bg-gray-50',
                  )}
                >
                  {t('edit.delete.cancel')}
                </Dialog.Close>
                <SubmitButton
                  pending={form.formState.isSubmitting}
                  pendingText={t('edit.delete.deleting')}
                  className="bg-red-700 hover:bg-red-800 sm:w-auto"
                >
                  {t('edit.delete.confirm')}
                </SubmitButton>
              </div>
            </form>
            <Dialog.Close
              aria-label={t('edit.delete.cancel')}
              className={cn(
                'absolute right-3 top-3 inline-flex h-10 w-10 items-center',
                'justify-center rounded-md text-gray-600 hover:bg-gray-100',
              )}
            >
              <X aria-hidden size={20} />
            </Dialog.Close>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </Panel>
  );
}
