import { useState } from 'react';
import { useSession } from '../../lib/session/session.tsx';
import { GeneralInterest } from './general-interest.tsx';
import { InterestDialog, type InterestTarget } from './interest-dialog.tsx';

/**
 * The general interest form under the offers, and the modal it opens. A member finds their
 * division and phone filled in once their profile is known. A module of its own: the offers'
 * filters, live with the page, do not start with the forms' code (ADR 059).
 */
export function GroupInterestIsland({ division }: { division: string }) {
  const { user } = useSession();
  const [interest, setInterest] = useState<InterestTarget | null>(null);
  return (
    <>
      {/* Remounted when the member's profile arrives, so their division and phone are filled in. */}
      <GeneralInterest
        key={user?._id ?? 'visitor'}
        initial={{ division: division || (user?.address?.division ?? ''), location: '', phone: user?.phone ?? '' }}
        onContinue={(values) => setInterest({ kind: 'general', ...values })}
      />
      <InterestDialog target={interest} onClose={() => setInterest(null)} />
    </>
  );
}
