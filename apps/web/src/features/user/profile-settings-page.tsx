import type { Settings } from '@ghorbari/contracts';
import * as Switch from '@radix-ui/react-switch';
import { ExternalLink, MailX } from 'lucide-react';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '../../config/paths.ts';
import { showToast } from '../../lib/toast.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { apiErrorMessage } from '../../lib/api-error-message.ts';
import { useSession } from '../../lib/session/session.tsx';
import { useSettings } from './api/get-settings.ts';
import { useUpdateSettings } from './api/update-settings.ts';
import { Panel } from './user-page-parts.tsx';
import { AddEmailButton, AddEmailDialog } from './add-email-dialog.tsx';
import { MemberPageHeader } from '../../components/member-page.tsx';
import { cn } from '../../lib/class-names.ts';

const SWITCHES = ['showEmail', 'showPhone', 'showAddress', 'birthDate'] as const satisfies (keyof Settings)[];
/** Which notices reach the member (issue 16: replies to their blog comments; issue 19: price drops by mail). */
const NOTICE_SWITCHES = ['notifyReplies', 'mailPriceDrops'] as const satisfies (keyof Settings)[];
/** Switches about an email: an account made with a mobile number only (issue 40) has none to show or mail. */
const EMAIL_SWITCHES = new Set<keyof Settings>(['showEmail', 'mailPriceDrops']);
/** Switches whose words live in their feature's namespace rather than `account:settings`. */
const SWITCH_TEXT: Partial<Record<keyof Settings, string>> = { mailPriceDrops: 'priceDrops:settings.mailPriceDrops' };

/**
 * For an account without an email (issue 40): why there are no email switches, and the way to add
 * one. The dialog stays mounted as the note goes, so it can close; the focus then goes to the
 * "Show email address" switch that has come.
 */
function NoEmailNote({ afterAdd }: { afterAdd: RefObject<HTMLElement | null> }) {
  const { t } = useTranslation('account');
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  return (
    <>
      {user?.email === null ? (
        <div
          data-testid="no-email-note"
          className={cn(
            'mb-6 flex flex-col gap-3 rounded-xl bg-brand-50 p-4 ring-1 ring-brand-100',
            'sm:flex-row sm:items-center sm:justify-between sm:gap-4',
          )}
        >
          <p className="flex items-start gap-2 text-[15px] text-gray-800">
            <MailX aria-hidden size={20} className="mt-0.5 shrink-0 text-brand-700" />
            <span>{t('settings.noEmail')}</span>
          </p>
          <div className="shrink-0">
            <AddEmailButton onClick={() => setOpen(true)} />
          </div>
        </div>
      ) : null}
      <AddEmailDialog open={open} onClose={() => setOpen(false)} returnFocus={afterAdd} />
    </>
  );
}

/** /user/profile-settings (spec §2): four privacy switches and the reply notices, saved as soon as one moves. */
export function ProfileSettingsPage() {
  const { t } = useTranslation(['account', 'messages', 'priceDrops']);
  useDocumentTitle(t('settings.metaTitle'));
  const { user } = useSession();
  const settings = useSettings();
  // The "Show email address" switch, there once an account without an email has added one.
  const emailSwitch = useRef<HTMLButtonElement>(null);
  const update = useUpdateSettings({
    onSaved: () => void showToast('success', t('success.settingsUpdated', { ns: 'messages' })),
    onFailed: () => void showToast('error', t('errors.settingsUpdateFailed', { ns: 'messages' })),
  });

  // A failed fetch is said once as a toast too (spec §8), besides the message on the page.
  const toasted = useRef(false);
  useEffect(() => {
    if (!settings.isError || toasted.current) return;
    toasted.current = true;
    void showToast('error', t('errors.settingsFetchFailed', { ns: 'messages' }));
  }, [settings.isError, t]);

  return (
    <>
      <MemberPageHeader
        title={t('settings.title')}
        intro={t('settings.intro')}
        actions={
          user ? (
            <Link
              to={href.profileDetails(user._id)}
              className="inline-flex items-center gap-1.5 py-2 font-semibold text-brand-800 hover:underline"
            >
              <ExternalLink aria-hidden size={16} />
              {t('settings.viewPublic')}
            </Link>
          ) : null
        }
      />
      <NoEmailNote afterAdd={emailSwitch} />
      <Panel id="privacy-switches" title={t('settings.panelTitle')}>
        {settings.isPending ? (
          <div role="status" aria-busy="true" className="space-y-4">
            <span className="sr-only">{t('loading', { ns: 'common' })}</span>
            {SWITCHES.map((key) => (
              <div key={key} aria-hidden className="h-12 animate-pulse rounded-md bg-gray-100" />
            ))}
          </div>
        ) : settings.isError ? (
          <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-red-800">
            <p>{apiErrorMessage(settings.error, t, 'errors.settingsFetchFailed')}</p>
            <button type="button" onClick={() => void settings.refetch()} className="mt-2 font-semibold underline">
              {t('retry')}
            </button>
          </div>
        ) : (
          renderSwitches(settings.data, SWITCHES)
        )}
      </Panel>
      {settings.data ? (
        <div className="mt-6">
          <Panel id="notice-switches" title={t('settings.noticesTitle')}>
            {renderSwitches(settings.data, NOTICE_SWITCHES)}
          </Panel>
        </div>
      ) : null}
    </>
  );

  function renderSwitches(data: Settings, keys: readonly (keyof Settings)[]) {
    const shown = user?.email === null ? keys.filter((key) => !EMAIL_SWITCHES.has(key)) : keys;
    return (
      <ul className="divide-y divide-gray-100">
        {shown.map((key) => (
          <li key={key} className="flex items-center justify-between gap-4 py-3.5">
            <div>
              <label htmlFor={`setting-${key}`} className="cursor-pointer text-[16px] font-semibold text-gray-900">
                {t(SWITCH_TEXT[key] ?? `settings.${key}`)}
              </label>
              <p id={`setting-${key}-hint`} className="text-sm text-gray-600">
                {t(`${SWITCH_TEXT[key] ?? `settings.${key}`}Hint`)}
              </p>
            </div>
            <Switch.Root
              ref={key === 'showEmail' ? emailSwitch : undefined}
              id={`setting-${key}`}
              aria-describedby={`setting-${key}-hint`}
              checked={data[key]}
              onCheckedChange={(checked) => update.mutate({ ...data, [key]: checked })}
              className={cn(
                'relative inline-flex h-7 w-12 shrink-0 cursor-pointer items-center',
                'rounded-full bg-gray-400 transition-colors',
                'data-[state=checked]:bg-brand-700',
              )}
            >
              <Switch.Thumb
                className={cn(
                  'block h-5 w-5 translate-x-1 rounded-full bg-white shadow',
                  'transition-transform data-[state=checked]:translate-x-6',
                )}
              />
            </Switch.Root>
          </li>
        ))}
      </ul>
    );
  }
}
