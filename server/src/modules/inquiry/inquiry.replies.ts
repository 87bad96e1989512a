import { and, count, desc, eq } from 'drizzle-orm';
import type { TConversationPageRequest, TReplyRequest, TReplyRow } from '@portal/contract';
import type { AppContext } from '../../platform/context.js';
import type { AuthUser } from '../../platform/session.js';
import { BizError } from '../../platform/errors.js';
import { users } from '../users/index.js';
import { attachFiles, detachFiles, listAttachments } from '../files/index.js';
import { notifyInquiry, type InquiryNotice } from './inquiry.mail.js';
import { alertReply } from './inquiry.alerts.js';
import { getVisibleInquiry, guardDeleteReply, mayDeleteReplies, noteTransition, replyTransition, rolesOf } from './inquiry.service.js';
import { inquiryForms, inquiryReplies } from './inquiry.tables.js';
import { seesInternalNotes } from './inquiry.workflow.js';

/**
 * A page of an inquiry's thread, newest first (the reply button sits on the latest). Internal notes
 * are left out in the query for anyone but the handling side: the dealer's pages and count never hold them.
 */
export async function findReplies(ctx: AppContext, user: AuthUser, q: TConversationPageRequest): Promise<{ contents: TReplyRow[]; count: number }> {
  const inquiry = await getVisibleInquiry(ctx.db, user, q.objectId);
  const mayDelete = mayDeleteReplies(inquiry, user);
  const r = inquiryReplies;
  const where = seesInternalNotes(rolesOf(inquiry, user)) ? eq(r.inquiryId, q.objectId) : and(eq(r.inquiryId, q.objectId), eq(r.internal, false));
  const [rows, [total]] = await Promise.all([
    ctx.db.select({ reply: r, name: users.name, username: users.username }).from(r).innerJoin(users, eq(users.id, r.ownerId))
      .where(where).orderBy(desc(r.createdAt), desc(r.id)).limit(q.pageSize).offset((q.page - 1) * q.pageSize),
    ctx.db.select({ n: count() }).from(r).where(where),
  ]);
  const files = await listAttachments(ctx.db, REPLY_OBJECT_REF, rows.map(({ reply }) => reply.id));
  return {
    contents: rows.map(({ reply, name, username }) => ({
      id: reply.id, ownerId: reply.ownerId, ownerName: name || username, msgReceiverId: reply.msgReceiverId,
      createTime: reply.createdAt.toISOString(), comment: reply.comment,
      tisFiles: files.get(reply.id) ?? [], internal: reply.internal,
      canDelete: mayDelete && reply.ownerId === user.id,
    })),
    count: total.n,
  };
}

/** The object reference of replies for their attachments (the reply limits of spec §9). */
export const REPLY_OBJECT_REF = 'Conversation';

/**
 * A reply: allowed by the workflow's `reply` rows, which may also move the inquiry (the handling
 * side's first answer ends PENDING; the dealer's answer resumes a SUSPENDED one). Addressed to the
 * named participant, else the other side; that person is mailed. An internal note (`internal`) is
 * the workflow's `note`: it moves nothing and goes to the handling side only, by default the
 * handler (the expert when the handler writes), never to the creator.
 */
export async function addReply(ctx: AppContext, user: AuthUser, input: TReplyRequest): Promise<{ id: string }> {
  const notices: InquiryNotice[] = [];
  const internal = input.internal === true;
  const id = await ctx.db.transaction(async (tx) => {
    const { row, roles } = internal ? await noteTransition(tx, user, input.objectId) : await replyTransition(ctx, tx, user, input.objectId);
    const participants = [row.createrId, row.handlerId, row.expertId, ...row.leaderIds].filter((p): p is string => Boolean(p));
    if (input.msgReceiverId && !participants.includes(input.msgReceiverId)) throw new BizError('INQUIRY_ASSIGNEE_INVALID');
    if (internal && input.msgReceiverId === row.createrId) throw new BizError('INQUIRY_NOTE_TO_CREATOR');
    const otherSide = internal ? (roles.includes('handler') ? row.expertId : row.handlerId) : roles.includes('creator') ? row.handlerId : row.createrId;
    const receiver = input.msgReceiverId ?? (internal && otherSide === row.createrId ? null : otherSide);
    const [reply] = await tx.insert(inquiryReplies).values({
      inquiryId: row.id, ownerId: user.id, msgReceiverId: receiver, comment: input.comment, internal, createdAt: ctx.now(),
    }).returning({ id: inquiryReplies.id });
    await attachFiles(tx, { fileIds: input.fileIds, objectId: reply.id, objectRef: REPLY_OBJECT_REF }, user);
    // The bell of everyone else in the thread; a note among the handling side (`internal`) not the dealer's.
    await alertReply(tx, ctx.now(), row, user, { to: receiver, internal });
    if (receiver && receiver !== user.id) notices.push({ kind: 'reply', to: receiver, inquiry: row });
    return reply.id;
  });
  await notifyInquiry(ctx, notices);
  return { id };
}

/** Deletes one of the caller's own replies on an inquiry they can still see, until it is closed. */
export async function deleteReply(ctx: AppContext, user: AuthUser, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [reply] = await tx.select({ inquiryId: inquiryReplies.inquiryId }).from(inquiryReplies)
      .innerJoin(inquiryForms, eq(inquiryForms.id, inquiryReplies.inquiryId))
      .where(and(eq(inquiryReplies.id, id), eq(inquiryReplies.ownerId, user.id)));
    if (!reply) throw new BizError('INQUIRY_REPLY_NOT_FOUND');
    const inquiry = await getVisibleInquiry(tx, user, reply.inquiryId, true).catch(() => { throw new BizError('INQUIRY_REPLY_NOT_FOUND'); });
    guardDeleteReply(inquiry, user);
    await tx.delete(inquiryReplies).where(and(eq(inquiryReplies.id, id), eq(inquiryReplies.ownerId, user.id)));
    // Its files go with it: detached now, swept a day later.
    const attached = (await listAttachments(tx, REPLY_OBJECT_REF, [id])).get(id) ?? [];
    await detachFiles(tx, { fileIds: attached.map((f) => f.id), objectId: id, objectRef: REPLY_OBJECT_REF });
  });
}

/** For the files module: a reply's files are seen by whoever sees its inquiry; an internal note's by the handling side only. */
export async function canViewReply(ctx: AppContext, user: AuthUser, replyId: string): Promise<boolean> {
  const [reply] = await ctx.db.select({ inquiryId: inquiryReplies.inquiryId, internal: inquiryReplies.internal }).from(inquiryReplies).where(eq(inquiryReplies.id, replyId));
  if (!reply) return false;
  const inquiry = await getVisibleInquiry(ctx.db, user, reply.inquiryId).catch(() => null);
  return Boolean(inquiry) && (!reply.internal || seesInternalNotes(rolesOf(inquiry!, user)));
}
