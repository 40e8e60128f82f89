import {
  changeRoleBodySchema,
  disableUserBodySchema,
  reinstateUserBodySchema,
  ROLES,
  suspendUserBodySchema,
  type AdminUser,
  type Role,
  type SuspendUserBody,
} from '@ghorbari/contracts';
import { AlertTriangle } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm, useWatch, type FieldValues, type Path, type UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../lib/toast.ts';
import { apiErrorMessage, applyServerIssues } from '../../lib/api-error-message.ts';
import { DateField } from '../../components/date-field.tsx';
import { FormAlert, inputClass, labelClass } from '../../components/form-fields.tsx';
import { yearRange } from '../../lib/calendar-parts.ts';
import type { AdminActionResult } from './api/use-admin-mutation.ts';
import {
  useChangeRole,
  useDisableUser,
  useReinstateUser,
  useSuspendUser,
  type ChangeRoleBody,
  type DisableUserBody,
  type ReinstateUserBody,
} from './api/user-actions.ts';
import { AdminDialog, DialogActions } from './admin-dialog.tsx';
import { buttonClass, Spinner } from './admin-ui.tsx';
import { staffResolver, TextAreaField } from './form-parts.tsx';

export type UserAction = 'suspend' | 'reinstate' | 'disable' | 'role';

interface DialogProps {
  user: AdminUser;
  open: boolean;
  onClose: () => void;
}

const REASON_MAX = 500;

/**
 * Runs an action: the server's message as a toast on success; on failure its field problems or its message in the
 * dialog.
 */
function useRunAction<TForm extends FieldValues>(
  setError: UseFormSetError<TForm>,
  fields: readonly Path<TForm>[],
  onDone: () => void,
) {
  const { t } = useTranslation(['admin', 'messages']);
  const [problem, setProblem] = useState<string | null>(null);
  const run = async (action: () => Promise<AdminActionResult>) => {
    setProblem(null);
    try {
      void showToast('success', (await action()).message);
      onDone();
    } catch (error) {
      if (!applyServerIssues(error, setError, fields)) setProblem(apiErrorMessage(error, t, 'errors.conflict'));
    }
  };
  return { problem, run, clear: () => setProblem(null) };
}

interface SuspendValues {
  term: 'until' | 'indefinitely';
  until: string;
  reason: string;
}

export function SuspendDialog({ user, open, onClose }: DialogProps) {
  const { t } = useTranslation('admin');
  const suspend = useSuspendUser(user._id);
  const form = useForm<SuspendValues, unknown, SuspendUserBody>({
    resolver: staffResolver(suspendUserBodySchema, (values: SuspendValues) => ({
      until: values.term === 'until' ? values.until : null,
      reason: values.reason,
    })),
    defaultValues: { term: 'until', until: '', reason: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const [term, reason] = useWatch({ control: form.control, name: ['term', 'reason'] });
  const thisYear = new Date().getFullYear();
  const action = useRunAction(form.setError, ['until', 'reason'], onClose);
  const submit = form.handleSubmit((body) => action.run(() => suspend.mutateAsync(body)));
  return (
    <AdminDialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t('actions.suspendTitle', { name: user.name })}
      description={t('actions.suspendText')}
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <FormAlert message={action.problem} />
        <fieldset>
          <legend className={labelClass}>{t('actions.suspendLength')}</legend>
          <div className="mt-1 space-y-1">
            {(['until', 'indefinitely'] as const).map((value) => (
              <label key={value} className="flex min-h-11 cursor-pointer items-center gap-3 text-[15px] text-gray-900">
                <input type="radio" value={value} {...form.register('term')} className="h-5 w-5 accent-brand-700" />
                {t(`actions.term.${value}`)}
              </label>
            ))}
          </div>
        </fieldset>
        {term === 'until' ? (
          <Controller
            control={form.control}
            name="until"
            render={({ field }) => (
              <DateField
                label={t('actions.suspendUntil')}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                fieldRef={field.ref}
                years={yearRange(thisYear, thisYear + 5)}
                hint={errors.until ? undefined : t('actions.suspendUntilHint')}
                error={errors.until}
              />
            )}
          />
        ) : null}
        <TextAreaField
          id="suspend-reason"
          label={t('actions.reason')}
          hint={t('actions.reasonHint')}
          maxLength={REASON_MAX}
          length={reason.length}
          error={errors.reason}
          {...form.register('reason')}
        />
        <DialogActions>
          <button type="submit" disabled={isSubmitting} className={buttonClass.danger}>
            {isSubmitting ? <Spinner /> : null}
            {t('actions.suspendConfirm')}
          </button>
        </DialogActions>
      </form>
    </AdminDialog>
  );
}

export function ReinstateDialog({ user, open, onClose }: DialogProps) {
  const { t } = useTranslation('admin');
  const reinstate = useReinstateUser(user._id);
  const form = useForm<ReinstateUserBody, unknown, ReinstateUserBody>({
    resolver: staffResolver(reinstateUserBodySchema),
    defaultValues: { reason: '' },
  });
  const reason = useWatch({ control: form.control, name: 'reason' });
  const action = useRunAction(form.setError, ['reason'], onClose);
  const submit = form.handleSubmit((body) => action.run(() => reinstate.mutateAsync(body)));
  return (
    <AdminDialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t('actions.reinstateTitle', { name: user.name })}
      description={t('actions.reinstateText')}
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <FormAlert message={action.problem} />
        <TextAreaField
          id="reinstate-reason"
          label={t('actions.reason')}
          hint={t('actions.reasonHint')}
          maxLength={REASON_MAX}
          length={reason.length}
          error={form.formState.errors.reason}
          {...form.register('reason')}
        />
        <DialogActions>
          <button type="submit" disabled={form.formState.isSubmitting} className={buttonClass.primary}>
            {form.formState.isSubmitting ? <Spinner /> : null}
            {t('actions.reinstateConfirm')}
          </button>
        </DialogActions>
      </form>
    </AdminDialog>
  );
}

export function DisableDialog({ user, open, onClose }: DialogProps) {
  const { t } = useTranslation('admin');
  const disable = useDisableUser(user._id);
  const [understood, setUnderstood] = useState(false);
  const form = useForm<DisableUserBody, unknown, DisableUserBody>({
    resolver: staffResolver(disableUserBodySchema),
    defaultValues: { reason: '' },
  });
  const reason = useWatch({ control: form.control, name: 'reason' });
  const action = useRunAction(form.setError, ['reason'], onClose);
  const submit = form.handleSubmit((body) => action.run(() => disable.mutateAsync(body)));
  return (
    <AdminDialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      tone="danger"
      title={t('actions.disableTitle', { name: user.name })}
      description={
        <div role="note" className="rounded-md border border-red-200 bg-red-50 p-3 text-red-900">
          <p className="flex items-start gap-2 font-semibold">
            <AlertTriangle aria-hidden size={18} className="mt-0.5 shrink-0" />
            {t('actions.disableWarning')}
          </p>
          <ul className="mt-2 list-disc space-y-0.5 pl-6">
            <li>{t('actions.disableEffects.permanent')}</li>
            <li>{t('actions.disableEffects.sessions')}</li>
            <li>{t('actions.disableEffects.posts')}</li>
            <li>{t('actions.disableEffects.email')}</li>
          </ul>
        </div>
      }
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <FormAlert message={action.problem} />
        <TextAreaField
          id="disable-reason"
          label={t('actions.reason')}
          hint={t('actions.disableReasonHint')}
          maxLength={REASON_MAX}
          length={reason.length}
          error={form.formState.errors.reason}
          {...form.register('reason')}
        />
        <label className="flex min-h-11 cursor-pointer items-start gap-3 text-[15px] font-semibold text-gray-900">
          <input
            type="checkbox"
            checked={understood}
            onChange={(event) => setUnderstood(event.target.checked)}
            className="mt-0.5 h-5 w-5 shrink-0 accent-red-700"
          />
          {t('actions.disableUnderstood')}
        </label>
        <DialogActions>
          <button type="submit" disabled={!understood || form.formState.isSubmitting} className={buttonClass.danger}>
            {form.formState.isSubmitting ? <Spinner /> : null}
            {t('actions.disableConfirm')}
          </button>
        </DialogActions>
      </form>
    </AdminDialog>
  );
}

export function RoleDialog({ user, open, onClose }: DialogProps) {
  const { t } = useTranslation('admin');
  const changeRole = useChangeRole(user._id);
  const form = useForm<ChangeRoleBody, unknown, ChangeRoleBody>({
    resolver: staffResolver(changeRoleBodySchema),
    defaultValues: { role: user.role, reason: '' },
  });
  const [role, reason] = useWatch({ control: form.control, name: ['role', 'reason'] });
  const action = useRunAction(form.setError, ['role', 'reason'], onClose);
  const submit = form.handleSubmit((body) => action.run(() => changeRole.mutateAsync(body)));
  return (
    <AdminDialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t('actions.roleTitle', { name: user.name })}
      description={t('actions.roleText')}
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <FormAlert message={action.problem} />
        <div>
          <label htmlFor="role-select" className={labelClass}>
            {t('actions.newRole')}
          </label>
          <select id="role-select" className={inputClass} {...form.register('role')}>
            {ROLES.map((value: Role) => (
              <option key={value} value={value}>
                {t(`role.${value}`)}
                {value === user.role ? ` (${t('actions.current')})` : ''}
              </option>
            ))}
          </select>
          <p className="mt-1 text-sm text-gray-700">{t(`actions.roleHelp.${role}`)}</p>
        </div>
        <TextAreaField
          id="role-reason"
          label={t('actions.reason')}
          hint={t('actions.reasonHint')}
          maxLength={REASON_MAX}
          length={reason.length}
          error={form.formState.errors.reason}
          {...form.register('reason')}
        />
        <DialogActions>
          <button
            type="submit"
            disabled={role === user.role || form.formState.isSubmitting}
            className={buttonClass.primary}
          >
            {form.formState.isSubmitting ? <Spinner /> : null}
            {t('actions.roleConfirm')}
          </button>
        </DialogActions>
      </form>
    </AdminDialog>
  );
}
