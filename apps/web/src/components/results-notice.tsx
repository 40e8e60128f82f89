import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** The notice's button: what to do next. */
export const noticeActionClass = 'mt-5 h-11 rounded-md bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800';

/** A box in place of the results: nothing found, or the results did not arrive, with what to do next. */
export function ResultsNotice({
  Icon,
  title,
  text,
  action,
  button,
  testId,
  children,
}: {
  Icon: LucideIcon;
  title: string;
  text: string;
  action?: { label: string; onClick: () => void } | undefined;
  /** The button itself, in place of `action` (an island of its own on a page of islands). */
  button?: ReactNode;
  testId?: string;
  children?: ReactNode;
}) {
  return (
    <div
      className="mt-6 rounded-xl bg-white px-5 py-10 text-center shadow-sm ring-1 ring-gray-200"
      data-testid={testId}
    >
      <Icon aria-hidden size={40} className="mx-auto text-gray-500" />
      <h2 className="mt-3 text-xl font-semibold text-gray-900">{title}</h2>
      <p className="mx-auto mt-2 max-w-lg text-[16px] text-gray-700">{text}</p>
      {children}
      {action ? (
        <button type="button" onClick={action.onClick} className={noticeActionClass}>
          {action.label}
        </button>
      ) : null}
      {button}
    </div>
  );
}
