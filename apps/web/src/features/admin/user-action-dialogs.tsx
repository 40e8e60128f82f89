import { formResolver } from '../../lib/form-resolver.ts';
import {
  changeRoleBodySchema,
  disableUserBodySchema,
  reinstateUserBodySchema,
  ROLES,
  suspendUserBodySchema,
  type AdminUser,
  type ChangeRoleBody,
  type Language,
  type Role,
  type SuspendUserBody,
} from '@ghorbari/contracts';
import { AlertTriangle } from 'lucide-react';
import { useState } from 'react';
import {
  Controller,
  useWatch,
  type FieldError,
  type FieldValues,
  type Resolver,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../lib/toast.ts';
import { DateField } from '../../components/date-field.tsx';
import { dateControlProps } from '../../components/date-field-control.ts';
import { inputClass, labelClass } from '../../components/form-fields.tsx';
import { yearRange } from '../../lib/calendar-parts.ts';
import type { AdminActionResult } from './api/use-admin-mutation.ts';
import { useChangeRole, useDisableUser, useReinstateUser, useSuspendUser } from './api/user-actions.ts';
import { AdminDialog } from './admin-dialog.tsx';
import { TextAreaField } from './form-parts.tsx';
import { StaffDialogFormBody, useStaffDialogForm, type StaffDialogFormOptions } from './staff-dialog-form.tsx';

export type UserAction = 'suspend' | 'reinstate' | 'disable' | 'role';

interface DialogProps {
  user: AdminUser;
  open: boolean;
  onClose: () => void;
}

const REASON_MAX = 500;

/**
 * An account action's form: on success the server's message as a toast and the dialog closed
 * (the values stay, as the dialog keeps them); a refusal is shown in the dialog.
 */
function useAccountActionForm<TForm extends FieldValues, TBody>(
  options: Omit<StaffDialogFormOptions<TForm, TBody>, 'onSubmit' | 'reset'>,
  send: (body: TBody) => Promise<AdminActionResult>,
  onClose: () => void,
) {
  return useStaffDialogForm<TForm, TBody>({
    ...options,
    reset: false,
    onSubmit: async (body) => {
      void showToast('success', (await send(body)).message);
      onClose();
    },
  });
}

/** The reason every account action asks for (kept in the audit log), with its counter. */
function ReasonField({
  id,
  hint,
  length,
  error,
  registration,
  reader,
}: {
  id: string;
  hint: string;
  length: number;
  error: FieldError | undefined;
  registration: UseFormRegisterReturn;
  /** The language of the member, when the reason reaches them (a suspension, a disabled account; issue 64). */
  reader?: Language | undefined;
}) {
  const { t } = useTranslation('admin');
  return (
    <TextAreaField
      id={id}
      label={t('actions.reason')}
      hint={hint}
      maxLength={REASON_MAX}
      length={length}
      error={error}
      reader={reader}
      {...registration}
    />
  );
}

interface ReasonValues {
  reason: string;
}

/** The form of an action that asks for nothing but its reason (reinstate, disable), and its field's props. */
function useReasonOnlyForm(
  resolver: Resolver<ReasonValues, unknown, ReasonValues>,
  send: (body: ReasonValues) => Promise<AdminActionResult>,
  onClose: () => void,
) {
  const dialog = useAccountActionForm<ReasonValues, ReasonValues>(
    { resolver, defaultValues: { reason: '' }, fields: ['reason'] },
    send,
    onClose,
  );
  const { form } = dialog;
  const reason = useWatch({ control: form.control, name: 'reason' });
  return {
    dialog,
    reasonField: { length: reason.length, error: form.formState.errors.reason, registration: form.register('reason') },
  };
}

interface SuspendValues {
  term: 'until' | 'indefinitely';
  until: string;
  reason: string;
}

export function SuspendDialog({ user, open, onClose }: DialogProps) {
  const { t } = useTranslation('admin');
  const suspend = useSuspendUser(user._id);
  const dialog = useAccountActionForm<SuspendValues, SuspendUserBody>(
    {
      resolver: formResolver(suspendUserBodySchema, (values: SuspendValues) => ({
        until: values.term === 'until' ? values.until : null,
        reason: values.reason,
      })),
      defaultValues: { term: 'until', until: '', reason: '' },
      fields: ['until', 'reason'],
    },
    suspend.mutateAsync,
    onClose,
  );
  const { form } = dialog;
  const { errors } = form.formState;
  const [term, reason] = useWatch({ control: form.control, name: ['term', 'reason'] });
  const thisYear = new Date().getFullYear();
  return (
    <AdminDialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t('actions.suspendTitle', { name: user.name })}
      description={t('actions.suspendText')}
    >
      <StaffDialogFormBody dialog={dialog} tone="danger" label={t('actions.suspendConfirm')}>
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
                {...dateControlProps(field)}
                years={yearRange(thisYear, thisYear + 5)}
                hint={errors.until ? undefined : t('actions.suspendUntilHint')}
                error={errors.until}
              />
            )}
          />
        ) : null}
        <ReasonField
          id="suspend-reason"
          hint={t('actions.reasonHint')}
          length={reason.length}
          error={errors.reason}
          registration={form.register('reason')}
          reader={user.language}
        />
      </StaffDialogFormBody>
    </AdminDialog>
  );
}

export function ReinstateDialog({ user, open, onClose }: DialogProps) {
  const { t } = useTranslation('admin');
  const reinstate = useReinstateUser(user._id);
  const { dialog, reasonField } = useReasonOnlyForm(
    formResolver(reinstateUserBodySchema),
    reinstate.mutateAsync,
    onClose,
  );
  return (
    <AdminDialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t('actions.reinstateTitle', { name: user.name })}
      description={t('actions.reinstateText')}
    >
      <StaffDialogFormBody dialog={dialog} label={t('actions.reinstateConfirm')}>
        <ReasonField id="reinstate-reason" hint={t('actions.reasonHint')} {...reasonField} />
      </StaffDialogFormBody>
    </AdminDialog>
  );
}

export function DisableDialog({ user, open, onClose }: DialogProps) {
  const { t } = useTranslation('admin');
  const disable = useDisableUser(user._id);
  const [understood, setUnderstood] = useState(false);
  const { dialog, reasonField } = useReasonOnlyForm(formResolver(disableUserBodySchema), disable.mutateAsync, onClose);
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
      <StaffDialogFormBody dialog={dialog} tone="danger" disabled={!understood} label={t('actions.disableConfirm')}>
        <ReasonField
          id="disable-reason"
          hint={t('actions.disableReasonHint')}
          reader={user.language}
          {...reasonField}
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
      </StaffDialogFormBody>
    </AdminDialog>
  );
}

export function RoleDialog({ user, open, onClose }: DialogProps) {
  const { t } = useTranslation('admin');
  const changeRole = useChangeRole(user._id);
  const dialog = useAccountActionForm<ChangeRoleBody, ChangeRoleBody>(
    {
      resolver: formResolver(changeRoleBodySchema),
      defaultValues: { role: user.role, reason: '' },
      fields: ['role', 'reason'],
    },
    changeRole.mutateAsync,
    onClose,
  );
  const { form } = dialog;
  const [role, reason] = useWatch({ control: form.control, name: ['role', 'reason'] });
  return (
    <AdminDialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t('actions.roleTitle', { name: user.name })}
      description={t('actions.roleText')}
    >
      <StaffDialogFormBody dialog={dialog} disabled={role === user.role} label={t('actions.roleConfirm')}>
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
        <ReasonField
          id="role-reason"
          hint={t('actions.reasonHint')}
          length={reason.length}
          error={form.formState.errors.reason}
          registration={form.register('reason')}
        />
      </StaffDialogFormBody>
    </AdminDialog>
  );
}
