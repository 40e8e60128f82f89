import { useSession } from '../../lib/session/session.tsx';
import { useFirm } from '../../domain/interior/get-firm.ts';

/**
 * The islands of a firm's page (issue 43, ADR 059) read the firm from the query cache the page was
 * rendered from, by its id. The server rendered it for a visitor; once the stored session is
 * known, a member's copy (whether they saved it, the owner's view) is asked for, and the
 * visitor's copy stays on screen until it comes.
 */
export interface FirmIslandProps {
  firmId: string;
}

export function useReadersFirm(firmId: string) {
  const { user, loading } = useSession();
  return useFirm(firmId, user?._id ?? null, { enabled: !loading, keepPrevious: true }).data;
}
