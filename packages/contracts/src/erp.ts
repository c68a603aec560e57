import { z } from 'zod';
import { listQuery, listResponse, multi, paginationSchema } from './list.ts';
import { msg } from './message-format.ts';

/**
 * ERP synchronization (Microsoft Dynamics Business Central API v2.0): the synchronizations
 * screen's records and the JSON of the custom `serviceOrders` API page the outbox pushes to.
 */

export const ERP_PULL_KINDS = ['customers', 'items'] as const;
export type ErpPullKind = (typeof ERP_PULL_KINDS)[number];

export const SYNC_RUN_STATUSES = ['running', 'success', 'partial', 'failed'] as const;
export type SyncRunStatus = (typeof SYNC_RUN_STATUSES)[number];

export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const OUTBOX_DOCUMENT_TYPES = ['service-order'] as const;
export type OutboxDocumentType = (typeof OUTBOX_DOCUMENT_TYPES)[number];

// The serviceOrders API page (/api/{publisher}/{group}/v1.0/companies({id})/serviceOrders) ----

export const SERVICE_ORDER_TYPES = ['warranty', 'maintenance', 'spareParts'] as const;

export const erpServiceOrderLineSchema = z.object({
  lineNo: z.number().int().positive(),
  itemNumber: z.string().max(20),
  description: z.string().max(100),
  quantity: z.number().positive(),
  unitOfMeasureCode: z.string().max(10),
});

/** What we send: `externalDocumentNumber` is our order number, the key of exactly-once delivery. */
export const erpServiceOrderInputSchema = z.object({
  externalDocumentNumber: z.string().min(1).max(35),
  orderType: z.enum(SERVICE_ORDER_TYPES),
  orderDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  customerNumber: z.string().min(1).max(20),
  billToCustomerNumber: z.string().max(20).optional(),
  description: z.string().max(250),
  itemNumber: z.string().max(20).optional(),
  serialNumber: z.string().max(50).optional(),
  contactName: z.string().max(100),
  contactPhone: z.string().max(30),
  contactEmail: z.string().max(80).optional(),
  serviceAddressLine1: z.string().max(100),
  serviceCity: z.string().max(30),
  servicePostCode: z.string().max(20),
  serviceCountryCode: z.string().max(10).default('PL'),
  lines: z.array(erpServiceOrderLineSchema).default([]),
});
export type ErpServiceOrderInput = z.input<typeof erpServiceOrderInputSchema>;

/** What the ERP answers: the stored document with its own number. */
export const erpServiceOrderSchema = erpServiceOrderInputSchema.extend({
  id: z.string(),
  number: z.string(),
  status: z.string(),
  lastModifiedDateTime: z.string(),
});
export type ErpServiceOrder = z.infer<typeof erpServiceOrderSchema>;

// Synchronization runs ------------------------------------------------------------------------

export const syncRunSchema = z.object({
  id: z.number().int(),
  kind: z.enum(ERP_PULL_KINDS),
  trigger: z.enum(['schedule', 'manual']),
  status: z.enum(SYNC_RUN_STATUSES),
  started_at: z.string(),
  finished_at: z.string().nullable(),
  /** Milliseconds from start to finish; null while running. */
  duration_ms: z.number().int().nullable(),
  created_count: z.number().int(),
  updated_count: z.number().int(),
  skipped_count: z.number().int(),
  failed_count: z.number().int(),
  pages: z.number().int(),
  error_message: z.string().nullable(),
  requested_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type SyncRun = z.infer<typeof syncRunSchema>;

export const syncRunErrorSchema = z.object({
  id: z.number().int(),
  record_key: z.string().nullable(),
  message: z.string(),
  created_at: z.string(),
});

export const syncRunDetailSchema = syncRunSchema.extend({ errors: z.array(syncRunErrorSchema) });

/** Per kind: when it last finished successfully, and the point an incremental pull resumes from. */
export const syncKindStateSchema = z.object({
  kind: z.enum(ERP_PULL_KINDS),
  last_synchronized_at: z.string().nullable(),
  resume_modified_at: z.string().nullable(),
  resume_number: z.string().nullable(),
  running: z.boolean(),
});

/** Whether the ERP connection is configured; without it the screen says so and disables actions. */
export const erpStatusSchema = z.object({
  configured: z.boolean(),
  url: z.string().nullable(),
  circuit: z.enum(['closed', 'open', 'half-open']),
  kinds: z.array(syncKindStateSchema),
});
export type ErpStatus = z.infer<typeof erpStatusSchema>;

export const SYNC_RUN_SORTS = ['started_at', 'finished_at', 'status', 'kind'] as const;
/** Not created_at (spec §9): a run has no created_at; started_at is when it was created. */
export const syncRunListQuery = listQuery({
  sort: SYNC_RUN_SORTS,
  defaultSort: 'started_at',
  filters: {
    kind: multi(z.enum(ERP_PULL_KINDS, msg('validation.one_of'))).optional(),
    status: multi(z.enum(SYNC_RUN_STATUSES, msg('validation.one_of'))).optional(),
  },
});

export const syncRunListResponse = listResponse(syncRunSchema).extend({ erp: erpStatusSchema });

export const syncPullBody = z.object({
  kind: z.enum(ERP_PULL_KINDS, msg('validation.one_of')),
});

// Outbox --------------------------------------------------------------------------------------

export const outboxItemSchema = z.object({
  id: z.number().int(),
  document_type: z.enum(OUTBOX_DOCUMENT_TYPES),
  our_number: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  erp_document_number: z.string().nullable(),
  /** True when the ERP already held the document and it was adopted instead of sent again. */
  adopted: z.boolean(),
  partner_id: z.number().int().nullable(),
  sent_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type OutboxItem = z.infer<typeof outboxItemSchema>;

export const OUTBOX_SORTS = ['created_at', 'updated_at', 'status', 'our_number'] as const;
export const outboxListQuery = listQuery({
  sort: OUTBOX_SORTS,
  filters: {
    status: multi(z.enum(OUTBOX_STATUSES, msg('validation.one_of'))).optional(),
  },
});

export const outboxListResponse = z.object({
  results: z.array(outboxItemSchema),
  pagination: paginationSchema,
  erp: erpStatusSchema,
});
