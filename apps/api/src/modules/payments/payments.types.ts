import type { paymentRecords } from './payments.schema.ts';

/** The payments module's records, for the modules it hands its repository to (ADR 009). */
export type PaymentRecordRow = typeof paymentRecords.$inferSelect;
export type NewPaymentRecord = typeof paymentRecords.$inferInsert;
export type { PaymentsRepository } from './payments.repository.ts';
