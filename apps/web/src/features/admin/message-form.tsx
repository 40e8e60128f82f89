import { formResolver } from '../../lib/form-resolver.ts';
import { type Language, staffNotificationBodySchema, type StaffNotificationBody } from '@ghorbari/contracts';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths.ts';
import { showToast } from '../../lib/toast.ts';
import { apiErrorMessage, applyServerIssues } from '../../lib/api-error-message.ts';
import { FormAlert, TextField } from '../../components/form-fields.tsx';
import { useSendStaffNotification } from './api/send-notification.ts';
import { buttonClass, Section, Spinner } from './admin-ui.tsx';
import { ReaderLanguage, TextAreaField } from './form-parts.tsx';

interface MessageValues {
  userId: string;
  title: string;
  message: string;
  link: string;
}

const FIELDS = ['title', 'message', 'link'] as const;
const prepare = (values: MessageValues) => ({ ...values, link: values.link.trim() || undefined });

/**
 * A staff message to one member: it lands in their notifications (and in the audit log) as it is
 * written, so the form says which language the member reads (issue 64).
 */
export function MessageForm({
  userId,
  heading,
  id,
  reader,
}: {
  userId: string;
  heading: string;
  id: string;
  reader: Language;
}) {
  const { t } = useTranslation(['admin', 'messages']);
  const send = useSendStaffNotification();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<MessageValues, unknown, StaffNotificationBody>({
    resolver: formResolver(staffNotificationBodySchema, prepare),
    defaultValues: { userId, title: '', message: '', link: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const message = useWatch({ control: form.control, name: 'message' });

  const submit = form.handleSubmit(async (body) => {
    setProblem(null);
    try {
      const result = await send.mutateAsync(body);
      void showToast('success', result.message);
      form.reset({ userId, title: '', message: '', link: '' });
    } catch (error) {
      if (!applyServerIssues(error, form.setError, FIELDS)) setProblem(apiErrorMessage(error, t, 'errors.conflict'));
    }
  });

  return (
    <Section id={id} title={heading}>
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-3" aria-labelledby={id}>
        <FormAlert message={problem ?? (errors.userId ? t('message.noRecipient') : null)} />
        {/* Title and message reach the member as written: in the language they read. */}
        <ReaderLanguage language={reader} />
        <TextField
          id={`${id}-title`}
          label={t('message.titleLabel')}
          maxLength={120}
          lang={reader}
          error={errors.title}
          {...form.register('title')}
        />
        <TextAreaField
          id={`${id}-message`}
          label={t('message.messageLabel')}
          maxLength={1000}
          length={message.length}
          rows={4}
          lang={reader}
          error={errors.message}
          {...form.register('message')}
        />
        <TextField
          id={`${id}-link`}
          label={t('message.linkLabel')}
          hint={t('message.linkHint')}
          maxLength={300}
          inputMode="url"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={paths.userProperties}
          error={errors.link}
          {...form.register('link')}
        />
        <button type="submit" disabled={isSubmitting} className={`${buttonClass.primary} w-full sm:w-auto`}>
          {isSubmitting ? <Spinner /> : <Send aria-hidden size={18} />}
          {t('message.send')}
        </button>
      </form>
    </Section>
  );
}
