import type { FirmCodeRequest, MyCodeRequest } from '@ghorbari/contracts';
import type { CodeRequestRow } from './code-requests.repository.ts';

const iso = (moment: Date | null) => moment?.toISOString() ?? null;

/** A request as its client sees it: where it stands, and the number the code goes to. */
export function presentForClient(row: CodeRequestRow): MyCodeRequest {
  return {
    id: row.id,
    status: row.status,
    clientPhone: row.clientPhone,
    category: row.category,
    askedAt: row.askedAt.toISOString(),
    answeredAt: iso(row.answeredAt),
    smsSentAt: iso(row.smsSentAt),
  };
}

/** A request as the firm's owner sees it: who asks and for what. Never the code, only that it went. */
export function presentForFirm(row: CodeRequestRow): FirmCodeRequest {
  return {
    ...presentForClient(row),
    clientName: row.clientName,
    note: row.note,
    remindedAt: iso(row.remindedAt),
  };
}
