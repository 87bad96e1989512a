import { and, eq, inArray, sql } from 'drizzle-orm';
import { HOME_SWIPER_IMAGE_TYPES, homeEndpoints, ZHomeSwiper, type THomeSwiper } from '@portal/contract';
import type { AppContext } from '../../platform/context.js';
import type { AuthUser } from '../../platform/session.js';
import { BizError } from '../../platform/errors.js';
import { attachFiles, detachFiles, registerAttachmentAccess } from '../files/index.js';
import { files } from '../files/index.js';
import { systemSettings } from '../../platform/platform.tables.js';

/** The swiper's pictures are attached to this one object (the setting), which every signed-in user may see. */
export const HOME_SWIPER_REF = homeEndpoints.saveSwiper.objectRef;
export const HOME_SWIPER_OBJECT_ID = '00000000-0000-4000-8000-000000005317';
const SETTING = 'home.swiper';

export function registerSwiperAccess(): void {
  registerAttachmentAccess(HOME_SWIPER_REF, async () => true);
}

/** GET /rest/config/homeSwiper: the configured slides, in order (none until an administrator sets them). */
export async function getHomeSwiper(ctx: AppContext): Promise<THomeSwiper> {
  const [row] = await ctx.db.select().from(systemSettings).where(eq(systemSettings.key, SETTING));
  const parsed = ZHomeSwiper.safeParse(row?.value);
  return parsed.success ? parsed.data : { slides: [] };
}

/**
 * PUT /rest/config/homeSwiper: replaces the slides. New pictures must be the caller's own jpg/png
 * uploads; pictures dropped from the list are detached (and swept a day later). One transaction.
 */
export async function saveHomeSwiper(ctx: AppContext, user: AuthUser, body: THomeSwiper): Promise<void> {
  const ids = body.slides.map((s) => s.fileId);
  await ctx.db.transaction(async (tx) => {
    // Two administrators saving at once take turns, so neither detaches what the other attached.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${SETTING}, 0))`);
    if (ids.length) {
      const rows = await tx.select({ id: files.id, extension: files.extension }).from(files).where(inArray(files.id, ids));
      if (rows.length !== ids.length || rows.some((r) => !(HOME_SWIPER_IMAGE_TYPES as readonly string[]).includes(r.extension))) {
        throw new BizError('HOME_SWIPER_IMAGE_INVALID');
      }
    }
    const attached = await tx.select({ id: files.id }).from(files)
      .where(and(eq(files.objectRef, HOME_SWIPER_REF), eq(files.objectId, HOME_SWIPER_OBJECT_ID)));
    const dropped = attached.map((r) => r.id).filter((id) => !ids.includes(id));
    const target = { objectRef: HOME_SWIPER_REF, objectId: HOME_SWIPER_OBJECT_ID };
    await detachFiles(tx, { ...target, fileIds: dropped }, ctx.now());
    try {
      await attachFiles(tx, { ...target, fileIds: ids }, user);
    } catch (err) {
      // Someone else's upload or a file attached elsewhere: not a picture this caller may use.
      if (err instanceof BizError && (err.key === 'FILE_NOT_FOUND' || err.key === 'FILE_ATTACHED')) throw new BizError('HOME_SWIPER_IMAGE_INVALID');
      throw err;
    }
    await tx.insert(systemSettings).values({ key: SETTING, value: body, updatedAt: ctx.now() })
      .onConflictDoUpdate({ target: systemSettings.key, set: { value: body, updatedAt: ctx.now() } });
  });
}
