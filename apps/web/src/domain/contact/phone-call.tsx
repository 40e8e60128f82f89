import type { Language } from '@ghorbari/contracts';
import { Check, Copy, Phone } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { cn } from '../../lib/class-names.ts';
import { formatDigits } from '../../lib/format.ts';
import { copyText } from '../../lib/share-links.ts';
import { showToast } from '../../lib/toast.ts';
import { PhoneReveal } from './phone-reveal.tsx';

/** The filled "call" button of a contact panel (a post's or a firm's number). */
export const callLinkClass = cn(
  'flex h-12 items-center justify-center gap-2 rounded-md bg-brand-700',
  'px-4 text-lg font-semibold text-white hover:bg-brand-800',
);
const copyButton = cn(
  'mt-2 flex h-11 w-full items-center justify-center gap-2 rounded-md border border-gray-300',
  'bg-white px-4 font-semibold text-gray-800 hover:border-brand-700 hover:text-brand-800',
);

/** A link that dials the number, written in the reader's digits. */
export function PhoneCallLink({
  phone,
  language,
  className = callLinkClass,
  testId,
}: {
  phone: string;
  language: Language;
  className?: string;
  testId?: string;
}) {
  return (
    <a href={`tel:${phone}`} className={className} data-testid={testId}>
      <Phone aria-hidden size={20} />
      {formatDigits(phone, language)}
    </a>
  );
}

/** "Show phone number" in a contact panel: the filled button, then what it hid (the call links). */
export function PanelPhoneReveal({
  shown,
  onReveal,
  label,
  children,
}: {
  shown: boolean;
  onReveal: () => void;
  label: string;
  children: ReactNode;
}) {
  return (
    <PhoneReveal
      shown={shown}
      onReveal={onReveal}
      className="mt-3"
      summaryClassName={cn(callLinkClass, 'w-full')}
      label={label}
    >
      {children}
    </PhoneReveal>
  );
}

/** A number hidden until the reader asks for it; shown in both the panel and the call bar. */
export interface NumberRevealProps {
  phone: string;
  shown: boolean;
  onReveal: () => void;
  language: Language;
}

/** The words of the copy button and of its toasts, from the page's own namespace. */
export interface CopyNumberLabels {
  copy: string;
  copied: string;
  /** The toast once it is copied. */
  done: string;
  /** The toast when the browser refused. */
  failed: string;
}

/**
 * The copy button's words from the page's own namespace, which names them alike under a prefix:
 * `${prefix}.copyNumber`, `.copied`, `.numberCopied` and `.copyFailed`.
 */
export const copyNumberLabels = (t: (key: string) => string, prefix: string): CopyNumberLabels => ({
  copy: t(`${prefix}.copyNumber`),
  copied: t(`${prefix}.copied`),
  done: t(`${prefix}.numberCopied`),
  failed: t(`${prefix}.copyFailed`),
});

/** A button that copies the number and says so in place (for three seconds) and in a toast. */
export function CopyNumberButton({
  phone,
  labels,
  children,
}: {
  phone: string;
  labels: CopyNumberLabels;
  /** Said after the visible words (a screen reader's name for it, when there are several numbers). */
  children?: ReactNode;
}) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 3000);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    if (await copyText(phone)) {
      setCopied(true);
      void showToast('success', labels.done);
    } else void showToast('error', labels.failed);
  };
  return (
    <button type="button" onClick={() => void copy()} className={copyButton}>
      {copied ? <Check aria-hidden size={18} className="text-brand-700" /> : <Copy aria-hidden size={18} />}
      {copied ? labels.copied : labels.copy}
      {children}
    </button>
  );
}
