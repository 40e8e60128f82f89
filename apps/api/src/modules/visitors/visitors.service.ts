import type { VisitorRecordInput } from '@ghorbari/contracts';
import type { VisitorsRepository } from './visitors.repository.ts';

/** Visitor statistics: one record per app load (spec §7, `POST /api/dvd`). */
export function createVisitorsService(repository: VisitorsRepository) {
  return {
    record: (input: VisitorRecordInput) => repository.insert([input]),
    summary: () => repository.countByMonthAndDevice(),
  };
}
export type VisitorsService = ReturnType<typeof createVisitorsService>;
