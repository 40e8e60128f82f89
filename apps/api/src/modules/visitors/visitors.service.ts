import type { VisitorRecordInput } from '@ghorbari/contracts';
import type { VisitorsRepository } from './visitors.repository.ts';

/** Visitor statistics: one record per app load (spec §7, `POST /api/dvd`). */
export function createVisitorsService(repository: VisitorsRepository) {
  return {
    record: (input: VisitorRecordInput) => repository.insert([input]),
    summary: () => repository.countByMonthAndDevice(),
    /** Visits by Dhaka calendar month (YYYY-MM) and device since a moment. */
    byMonth: (since: Date) => repository.countByDhakaMonthSince(since),
  };
}
export type VisitorsService = ReturnType<typeof createVisitorsService>;
