import { TIMINGS } from '@ghorbari/contracts';
import { X } from 'lucide-react';
import { useEffect, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Toaster } from 'sonner';
import { cn } from '../lib/class-names.ts';
import { toasterRequest } from '../lib/toaster-request.ts';

/**
 * Sonner's own close button is a 20 px circle hanging off the corner, and its action button is
 * 24 px high: both are made 44 px touch targets here (issue 12), the close button as the last
 * item of the toast's row, so it covers nothing.
 */
const toastClassNames = {
  closeButton: cn(
    'static! order-last! -my-2! -me-2! h-11! w-11! shrink-0 transform-none! rounded-md!',
    'border-0! bg-transparent! hover:bg-black/5!',
  ),
  actionButton: cn('h-11! rounded-md! bg-brand-700! px-3! text-sm! font-semibold! text-white! hover:bg-brand-800!'),
  // Sonner's 13 px is too small for Bengali script on a phone.
  title: 'text-[15px]! font-semibold! leading-snug!',
  description: 'line-clamp-3 text-sm!',
};

/**
 * Sonner's rich colours put mid-green and mid-red text on pale backgrounds (about 4.3:1), under
 * the 4.5:1 that 15 px text needs: the same hues, darker. Inline, so they win over the theme's.
 */
const toastColours = {
  '--success-text': '#166534',
  '--error-text': '#991b1b',
  '--info-text': '#1e40af',
  '--warning-text': '#78350f',
} as CSSProperties;

/**
 * Just below the sticky navbar (`--toast-top` in index.css: 73px, 118px from 1024px where the
 * sections have a row of their own), so a toast never covers the logo, the menu, the bell or a
 * section; a post's call bar is at the other end of a phone's screen.
 */
const BELOW_NAVBAR = 'var(--toast-top)';

/**
 * The toast area: top-center for 5 s on every screen (spec §2; ADR 040), stacked into one until
 * touched, the screen's width on a phone. A chunk of its own with Sonner, which the app shell
 * mounts once the browser is idle after the first paint, or on the first toast if sooner
 * (app/toaster-slot.tsx): none of it is part of a page's first load.
 */
export function ToasterHost() {
  const { t } = useTranslation();
  useEffect(() => toasterRequest.markMounted(), []);
  return (
    <Toaster
      position="top-center"
      offset={{ top: BELOW_NAVBAR }}
      mobileOffset={{ top: BELOW_NAVBAR, left: 16, right: 16 }}
      duration={TIMINGS.toastMs}
      richColors
      closeButton
      customAriaLabel={t('toast.region')}
      style={toastColours}
      icons={{ close: <X aria-hidden size={18} /> }}
      toastOptions={{ closeButtonAriaLabel: t('toast.close'), classNames: toastClassNames }}
    />
  );
}
