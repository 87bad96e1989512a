import type { TInquiryStatus } from '@portal/contract';
import type { Tx } from '../../platform/db.js';
import type { AuthUser } from '../../platform/session.js';
import { notify, type NewAlert } from '../notifications/index.js';
import type { InquiryFormRow } from './inquiry.tables.js';

/*
 * The header bell's alerts about inquiries (issue 20): whoever takes part in an inquiry hears of a
 * reply or a status move by someone else, in the transaction of the change. The mails of
 * inquiry.mail.ts go on as before; these reach the portal's badge.
 */

type Inquiry = Pick<InquiryFormRow, 'id' | 'formNo' | 'createrId' | 'handlerId' | 'expertId'>;

/** Where an alert about an inquiry leads: its detail page. */
export const inquiryUrl = (id: string) => `/inquiryForm/${id}`;

/**
 * Who hears of a change: the creator, handler and expert (and the person a reply was addressed
 * to), never the one who made it; the creator not of a note the dealer may not see.
 */
export function alertAudience(row: Inquiry, actorId: string, opts: { to?: string | null; dealerMaySee?: boolean } = {}): string[] {
  const hidden = opts.dealerMaySee === false ? row.createrId : null;
  const people = [row.createrId, row.handlerId, row.expertId, opts.to];
  return [...new Set(people.filter((p): p is string => Boolean(p) && p !== actorId && p !== hidden))];
}

const alertsOf = (users: string[], row: Inquiry, alert: Pick<NewAlert, 'kind' | 'before' | 'after'>): NewAlert[] =>
  users.map((userId) => ({ userId, objectRef: 'InquiryForm', objectCode: row.formNo, url: inquiryUrl(row.id), ...alert }));

/**
 * Someone wrote in the thread. A reply that also moves the inquiry (the first answer ends PENDING)
 * is told as the reply alone: the reply is the news. `internal`: a note among the handling side.
 */
export async function alertReply(tx: Tx, now: Date, row: Inquiry, actor: AuthUser, opts: { to: string | null; internal: boolean }): Promise<void> {
  const users = alertAudience(row, actor.id, { to: opts.to, dealerMaySee: !opts.internal });
  await notify(tx, alertsOf(users, row, { kind: 'INQUIRY_REPLY', before: actor.name || actor.username, after: null }), now);
}

/**
 * The inquiry moved from one status to another. A submission out of the creator's draft is no
 * move anyone else followed (the handler is mailed that it was given to them).
 */
export async function alertStatus(tx: Tx, now: Date, row: Inquiry, actor: AuthUser, from: TInquiryStatus, to: TInquiryStatus): Promise<void> {
  if (from === to || from === 'DRAFT') return;
  await notify(tx, alertsOf(alertAudience(row, actor.id), row, { kind: 'INQUIRY_STATUS', before: from, after: to }), now);
}
