import { z } from 'zod';
import { defineEndpoints } from '../endpoint.js';
import { page, ZIdParams } from '../envelope.js';
import { OUTBOX_HEADERS, ZOutboxCallback, ZOutboxListQuery, ZOutboxMessageDetail, ZOutboxMessageRow } from './schemas.js';

/**
 * The handover to DMS/ERP (issue 11 §2): the delivery log administrators read
 * (PER_LOG_MANAGEMENT_HANDOVER_VIEW) and replay (PER_LOG_MANAGEMENT_HANDOVER_REPLAY), and the
 * receivers' signed status callback.
 */
export const outboxEndpoints = defineEndpoints('outbox', {
  messages: { method: 'GET', path: '/rest/outbox/messages', access: 'PER_LOG_MANAGEMENT_HANDOVER_VIEW', summary: 'Handover messages, newest first, with their delivery state; filters topic, state, idempotency key', query: ZOutboxListQuery, response: page(ZOutboxMessageRow) },
  message: { method: 'GET', path: '/rest/outbox/messages/:id', access: 'PER_LOG_MANAGEMENT_HANDOVER_VIEW', summary: 'One handover message with its payload, every delivery attempt (newest first) and the receivers\' status reports', params: ZIdParams, response: ZOutboxMessageDetail },
  replay: { method: 'POST', path: '/rest/outbox/messages/:id/replay', access: 'PER_LOG_MANAGEMENT_HANDOVER_REPLAY', objectRef: 'OutboxMessage', summary: 'Deliver a message again to every endpoint, now (same idempotency key)', params: ZIdParams, response: z.null() },
  // Signed with the shared secret instead of a login; receivers keep reporting on handed-over orders whatever the licence.
  callback: {
    method: 'POST', path: '/rest/outbox/callback', access: 'public', licenceExempt: true, objectRef: 'OutboxMessage', rateLimit: 'callback',
    summary: `The DMS reports a handed-over message's status (received, confirmed, shipped, cancelled), signed like a delivery: headers ${OUTBOX_HEADERS.signature} and ${OUTBOX_HEADERS.timestamp}`,
    body: ZOutboxCallback, response: z.null(),
  },
});
