import { useState, type FormEvent } from 'react';

interface FiltersDraftOptions<F, P> {
  /** The filters now in the URL: the form starts from them, and starts over when they change. */
  applied: F;
  /** What is wrong with the typed filters, checked as the API checks them; null when nothing is. */
  findProblem?: (draft: F) => P | null;
  /** Whether a problem sits in the part that is always in view (the words), not in the folded fields. */
  inView?: (problem: P) => boolean;
  onApply: (filters: F) => void;
}

/**
 * The state every filters form keeps between the URL and "Apply": the fields as typed, the
 * problem shown, and whether the folded fields are open on a phone. When the URL changes (the
 * back button, a chip) the form shows what now applies; it is reset rather than remounted, so a
 * focused box keeps its focus. Each list's URL codec (lib/post-search, firm-filters.ts,
 * group-filters.ts) gives the filters' type and reads and writes the address.
 */
export function useFiltersDraft<F, P = never>({ applied, findProblem, inView, onApply }: FiltersDraftOptions<F, P>) {
  const [draft, setDraft] = useState(applied);
  const [problem, setProblem] = useState<P | null>(null);
  const [open, setOpen] = useState(false);
  const appliedKey = JSON.stringify(applied);
  const [shown, setShown] = useState(appliedKey);
  if (shown !== appliedKey) {
    setShown(appliedKey);
    setDraft(applied);
    setProblem(null);
  }

  return {
    draft,
    /** Changes some fields of the draft. */
    set: (change: Partial<F>) => setDraft({ ...draft, ...change }),
    problem,
    setProblem,
    open,
    toggle: () => setOpen(!open),
    setOpen,
    submit: (event: FormEvent) => {
      event.preventDefault();
      const found = findProblem?.(draft) ?? null;
      setProblem(found);
      if (found) {
        // The problem may sit in the folded part: unfold it so the message is seen.
        if (!inView?.(found)) setOpen(true);
        return;
      }
      // On a phone the results come next: fold the filters away.
      setOpen(false);
      onApply(draft);
    },
    /** Starts the form over from these filters (Clear), with no problem shown. */
    reset: (next: F) => {
      setDraft(next);
      setProblem(null);
    },
  };
}

export type FiltersDraft<F, P = never> = ReturnType<typeof useFiltersDraft<F, P>>;
