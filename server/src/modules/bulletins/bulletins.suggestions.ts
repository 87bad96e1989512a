import { inArray } from 'drizzle-orm';
import type { TBulletinSimilar, ZBulletinSimilarRequest } from '@portal/contract';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.js';
import type { AuthUser } from '../../platform/session.js';
import { MIN_RELEVANCE, loadFaultCatalogue, relevance, weighedTerms, weightedFields } from '../cases/index.js';
import { htmlToText } from '../manuals/index.js';
import { bulletinsOfVin } from './bulletins.service.js';
import { bulletins } from './bulletins.tables.js';

/** A term in the theme says what the bulletin is about; the body mentions much else. */
const THEME_WEIGHT = 1;
const CONTENT_WEIGHT = 0.5;

/**
 * POST bulletin/similar: for the new inquiry's fault, the VIN's published bulletins that answer it,
 * best first, ranked as the case suggestions are (cases.relevance.ts). A bulletin records no fault
 * path: it is placed in the fault catalogue by the node names its theme holds ("controller
 * firmware", "rear brake"). The vehicle's recalls follow, marked as not matching, when they do not
 * answer it: a recall is due whatever brought the vehicle in. Other bulletins that do not answer
 * are left out, so a firmware bulletin is not offered for a brake noise.
 */
export async function similarBulletins(ctx: AppContext, user: AuthUser, req: z.output<typeof ZBulletinSimilarRequest>): Promise<TBulletinSimilar[]> {
  const rows = await bulletinsOfVin(ctx, user, req.vinCode);
  if (!rows.length) return [];
  const [terms, catalogue, contents] = await Promise.all([
    weighedTerms(ctx.db, req.text),
    loadFaultCatalogue(ctx.db),
    ctx.db.select({ id: bulletins.id, content: bulletins.content }).from(bulletins).where(inArray(bulletins.id, rows.map((r) => r.id))),
  ]);
  const picked = catalogue.pickedPath([req.faultModule, req.faultSystem, req.faultPosition]);
  const body = new Map(contents.map((c) => [c.id, htmlToText(c.content)]));
  const scored = rows.map((row, order) => {
    const fit = relevance(terms, picked, {
      fields: weightedFields([[row.theme, THEME_WEIGHT], [body.get(row.id) ?? '', CONTENT_WEIGHT]]),
      path: catalogue.pathInText(row.theme),
    });
    return { row, order, score: Math.round(fit.score * 100) / 100, matches: fit.score >= MIN_RELEVANCE };
  });
  return scored
    .filter((s) => s.matches || s.row.type === 'RECALL_TYPE')
    // answering first, best first; then the recalls in the vehicle's order (pinned, newest)
    .sort((a, b) => Number(b.matches) - Number(a.matches) || (a.matches ? b.score - a.score : 0) || a.order - b.order)
    .map(({ row, score, matches }) => ({ ...row, score, matches }));
}
