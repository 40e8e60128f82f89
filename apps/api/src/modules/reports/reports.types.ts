/** The reports module's records, for the modules it hands its repository to (ADR 009). */
export type { ReportRow, ReportsRepository } from './reports.repository.ts';
