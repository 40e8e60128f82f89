import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/class-names.ts';
import { IconBadge } from './icon-badge.tsx';

/**
 * The body of a page that stands in for another (not found, no access, blocked): an icon, the
 * page's one h1, a line of explanation, then its ways on (`NoticeActions`) as children.
 */
export function NoticeBody({
  icon,
  tone,
  title,
  text,
  children,
}: {
  icon: LucideIcon;
  tone: 'gray' | 'amber' | 'red';
  title: ReactNode;
  text: ReactNode;
  children?: ReactNode;
}) {
  return (
    <>
      <IconBadge icon={icon} size="xl" tone={tone} className="mx-auto" />
      <h1 className="mt-4 text-2xl font-semibold text-gray-900 sm:text-3xl">{title}</h1>
      <p className="mx-auto mt-3 max-w-xl text-[16px] text-gray-700">{text}</p>
      {children}
    </>
  );
}

/** The ways on under a notice, centred and wrapping on a phone. */
export function NoticeActions({ children }: { children: ReactNode }) {
  return <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div>;
}

/** A notice on the page's background: something missing or a failed load. */
export function NoticePage({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-14 text-center sm:py-20" data-testid={testId}>
      {children}
    </div>
  );
}

/** A notice in an alert card, for a member kept from a page (no staff role, a suspended account). */
export function NoticeCard({ ring, children }: { ring: 'amber' | 'red'; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:py-16">
      <div
        role="alert"
        className={cn(
          'rounded-2xl bg-white p-6 text-center shadow-sm ring-1 sm:p-10',
          ring === 'amber' ? 'ring-amber-300' : 'ring-red-200',
        )}
      >
        {children}
      </div>
    </div>
  );
}
