import type { InquiryRoles } from './form-rules';

/*
 * The reply behaviour of spec §4: what the detail page does after a reply, and when the reply
 * form shows.
 */

/** reloadAll: inquiry and thread; reloadThread: the thread only; toList: back to the management list. */
export type AfterReply = 'reloadAll' | 'reloadThread' | 'toList';

/**
 * After a successful reply: an inquiry without a handler yet reloads whole (the reply may have
 * routed it); the handler and creator stay and see the thread; an expert, whose part is done,
 * goes back to the list.
 */
export function afterReply(hasHandler: boolean, roles: InquiryRoles): AfterReply {
  if (!hasHandler) return 'reloadAll';
  if (roles.isHandler || roles.isCreator) return 'reloadThread';
  if (roles.isExpert) return 'toList';
  return 'reloadThread';
}

/** The reply form shows to a user who may reply, once they opened it or while nobody replied yet. */
export const showReplyForm = (canReply: boolean, replyOpened: boolean, replyCount: number) =>
  canReply && (replyOpened || replyCount === 0);

/** The reply button sits on the latest reply (the first of the newest-first thread, page one). */
export const showReplyButton = (canReply: boolean, index: number, page: number) => canReply && page === 1 && index === 0;
