import type { MessageKey } from '@ghorbari/contracts';
import { AlertCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** A photo field's problem (a refused file, too few or too many), said at once to a screen reader. */
export function PhotoProblem({ id, problem }: { id: string; problem: MessageKey | null }) {
  const { t } = useTranslation('messages');
  if (!problem) return null;
  return (
    <p id={id} role="alert" className="mt-2 flex items-start gap-1 text-sm font-semibold text-red-700">
      <AlertCircle aria-hidden size={16} className="mt-0.5 shrink-0" />
      {t(problem)}
    </p>
  );
}
