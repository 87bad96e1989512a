import { and, count, desc, eq } from 'drizzle-orm';
import type { TConversationPageRequest, TReplyRequest, TReplyRow } from '@portal/contract';
import type { AppContext } from '../../platform/context.js';
import type { AuthUser } from '../../platform/http.js';
import type { Tx } from '../../platform/db.js';
import { BizError } from '../../platform/errors.js';
import { users } from '../users/users.tables.js';
import { notifyInquiry, type InquiryNotice } from './inquiry.mail.js';
import { getVisibleInquiry, replyTransition } from './inquiry.service.js';
import { inquiryForms, inquiryReplies } from './inquiry.tables.js';

/** A page of an inquiry's thread, newest first (the reply button sits on the latest). */
export async function findReplies(ctx: AppContext, user: AuthUser, q: TConversationPageRequest): Promise<{ contents: TReplyRow[]; count: number }> {
  await getVisibleInquiry(ctx.db, user, q.objectId);
  const r = inquiryReplies;
  const [rows, [total]] = await Promise.all([
    ctx.db.select({ reply: r, name: users.name, username: users.username }).from(r).innerJoin(users, eq(users.id, r.ownerId))
      .where(eq(r.inquiryId, q.objectId)).orderBy(desc(r.createdAt), desc(r.id)).limit(q.pageSize).offset((q.page - 1) * q.pageSize),
    ctx.db.select({ n: count() }).from(r).where(eq(r.inquiryId, q.objectId)),
  ]);
  return {
    contents: rows.map(({ reply, name, username }) => ({
      id: reply.id, ownerId: reply.ownerId, ownerName: name || username, msgReceiverId: reply.msgReceiverId,
      createTime: reply.createdAt.toISOString(), comment: reply.comment,
      // Reply attachments come from the files module (listAttachments), wired at merge.
      tisFiles: [],
      canDelete: reply.ownerId === user.id,
    })),
    count: total.n,
  };
}

/**
 * The single place where a reply's uploaded files would be attached (files module, softType
 * Conversation): wired by the lead at merge. Until then no id names a file.
 */
async function attachReplyFiles(_tx: Tx, _replyId: string, fileIds: readonly string[], _user: AuthUser): Promise<void> {
  if (fileIds.length) throw new BizError('NOT_FOUND');
}

/**
 * A reply: allowed by the workflow's `reply` rows, which may also move the inquiry (the handling
 * side's first answer ends PENDING; the dealer's answer resumes a SUSPENDED one). Addressed to the
 * named participant, else the other side; that person is mailed.
 */
export async function addReply(ctx: AppContext, user: AuthUser, input: TReplyRequest): Promise<{ id: string }> {
  const notices: InquiryNotice[] = [];
  const id = await ctx.db.transaction(async (tx) => {
    const { row, roles } = await replyTransition(ctx, tx, user, input.objectId);
    const participants = [row.createrId, row.handlerId, row.expertId, ...row.leaderIds].filter((p): p is string => Boolean(p));
    if (input.msgReceiverId && !participants.includes(input.msgReceiverId)) throw new BizError('INQUIRY_ASSIGNEE_INVALID');
    const receiver = input.msgReceiverId ?? (roles.includes('creator') ? row.handlerId : row.createrId);
    const [reply] = await tx.insert(inquiryReplies).values({
      inquiryId: row.id, ownerId: user.id, msgReceiverId: receiver, comment: input.comment, createdAt: ctx.now(),
    }).returning({ id: inquiryReplies.id });
    await attachReplyFiles(tx, reply.id, input.fileIds, user);
    if (receiver && receiver !== user.id) notices.push({ kind: 'reply', to: receiver, inquiry: row });
    return reply.id;
  });
  await notifyInquiry(ctx, notices);
  return { id };
}

/** Deletes one of the caller's own replies on an inquiry they can still see. */
export async function deleteReply(ctx: AppContext, user: AuthUser, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [reply] = await tx.select({ inquiryId: inquiryReplies.inquiryId }).from(inquiryReplies)
      .innerJoin(inquiryForms, eq(inquiryForms.id, inquiryReplies.inquiryId))
      .where(and(eq(inquiryReplies.id, id), eq(inquiryReplies.ownerId, user.id)));
    if (!reply) throw new BizError('INQUIRY_REPLY_NOT_FOUND');
    await getVisibleInquiry(tx, user, reply.inquiryId).catch(() => { throw new BizError('INQUIRY_REPLY_NOT_FOUND'); });
    await tx.delete(inquiryReplies).where(and(eq(inquiryReplies.id, id), eq(inquiryReplies.ownerId, user.id)));
  });
}
