import { Mail, Smartphone } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/class-names.ts';
import { useRovingTabs } from '../../../lib/use-roving-tabs.ts';

/**
 * The two ways into an account (issue 40): a mobile number, first because most people here use
 * their number for everything and many have no email they read, or the spec's email.
 */
export const CONTACT_METHODS = ['phone', 'email'] as const;
export type ContactMethod = (typeof CONTACT_METHODS)[number];

export const isContactMethod = (value: unknown): value is ContactMethod =>
  (CONTACT_METHODS as readonly unknown[]).includes(value);

const ICONS = { phone: Smartphone, email: Mail } as const;

/**
 * Mobile number or email, as a two-part switch above the form: a WAI-ARIA tablist, where the
 * arrow keys, Home and End move the choice and the focus, and the chosen way's form is the panel.
 */
export function MethodTabs({
  label,
  method,
  onChange,
  children,
}: {
  /** The tablist's name for screen readers ("Register with"). */
  label: string;
  method: ContactMethod;
  onChange: (method: ContactMethod) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('account');
  const id = useId();
  const tabId = (value: ContactMethod) => `${id}-${value}-tab`;
  const panelId = `${id}-panel`;
  const { tablist, tab } = useRovingTabs(CONTACT_METHODS, method, onChange);

  return (
    <>
      <div
        {...tablist}
        aria-label={label}
        className="mb-5 grid grid-cols-2 gap-1 rounded-lg bg-gray-100 p-1 ring-1 ring-inset ring-gray-200"
      >
        {CONTACT_METHODS.map((value) => {
          const active = value === method;
          const Icon = ICONS[value];
          return (
            <button
              key={value}
              {...tab(value, panelId)}
              id={tabId(value)}
              className={cn(
                'inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-2 text-[15px] font-semibold',
                active
                  ? 'bg-white text-brand-800 shadow-sm ring-1 ring-gray-300'
                  : 'text-gray-700 hover:bg-white/60 hover:text-brand-800',
              )}
            >
              <Icon aria-hidden size={18} className="shrink-0" />
              {t(`method.${value}`)}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(method)}>
        {children}
      </div>
    </>
  );
}
