import { Phone } from 'lucide-react';
import { useEffect, useEffectEvent, useRef, type ReactNode } from 'react';
import { cn } from '../../lib/class-names.ts';

/**
 * "Show the number" as the browser's own disclosure (issue 30, ADR 038): a <details> whose
 * <summary> is the button, so the first tap opens the number even before the app has started, on
 * a slow phone. The summary then makes way for what it hid (the number's call link), which takes
 * the focus when the reader opened it here. `shown` opens it from the page's state, as when the
 * reader opened the number in another place; a reveal made before the app started is told to
 * `onReveal` once the app is live, so it is still counted for the lister's insights.
 */
export function PhoneReveal({
  shown,
  onReveal,
  label,
  summaryClassName,
  className,
  children,
}: {
  shown: boolean;
  onReveal: () => void;
  /** What the button says, after a phone icon. */
  label: string;
  summaryClassName: string;
  className?: string;
  /** What the disclosure shows: the number's call link first. */
  children: ReactNode;
}) {
  const details = useRef<HTMLDetailsElement>(null);
  const asked = useRef(false);
  const revealedEarly = useEffectEvent(() => {
    if (details.current?.open && !shown) onReveal();
  });
  useEffect(() => revealedEarly(), []);

  return (
    <details
      ref={details}
      open={shown}
      data-phone-reveal
      className={cn('group', className)}
      onToggle={(event) => {
        const opened = event.currentTarget.open;
        if (opened && !shown) onReveal();
        // The summary the reader pressed is hidden now: the number takes the focus.
        if (opened && asked.current) event.currentTarget.querySelector<HTMLElement>('a[href^="tel:"]')?.focus();
        asked.current = false;
      }}
    >
      <summary
        data-first-tap="call"
        onClick={() => {
          asked.current = true;
        }}
        className={cn(
          // Not text to select: a tap on text sets a caret first, 20 ms of a mid-tier phone's main
          // thread before the number opens (issue 43).
          'cursor-pointer list-none select-none group-open:hidden [&::-webkit-details-marker]:hidden',
          summaryClassName,
        )}
      >
        <Phone aria-hidden size={20} />
        {label}
      </summary>
      {children}
    </details>
  );
}
