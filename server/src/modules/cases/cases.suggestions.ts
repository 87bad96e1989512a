import { eq, sql } from 'drizzle-orm';
import type { Language, TCaseSimilar, ZCaseSimilarRequest } from '@portal/contract';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.js';
import type { Db, Tx } from '../../platform/db.js';
import { rowsOf } from '../../platform/sql.js';
import type { AuthUser } from '../../platform/session.js';
import { findVehicle, modelNodes } from '../catalogue/index.js';
import { tsqueryText } from '../manuals/index.js';
import { faultCatalogue } from '../refdata/index.js';
import { caseNo, modelNames } from './cases.service.js';
import {
  FaultCatalogue, MIN_RELEVANCE, fieldTerms, isCjkTerm, queryTerms, relevance, weighTerms, type Term, type WeightedField, type WeightedTerm,
} from './cases.relevance.js';

/*
 * The new inquiry's suggestions from the case library (issue 20 §9): candidates fetched by the
 * search index, then ranked by cases.relevance.ts on their fault catalogue path and their text.
 * The bulletins module ranks a vehicle's bulletins with the same terms and catalogue.
 */

/** Typed text yields many terms; beyond these the suggestion costs more than it helps. */
const SIMILAR_TERMS_MAX = 40;
/** How many candidates are scored before the best are kept. */
const SIMILAR_CANDIDATES = 200;
/** Library counts stop here: a term in this many cases is common whatever the exact number. */
const FREQUENCY_CAP = 1000;
/**
 * A term in half the library or more (its weight at most ln 3) does not fetch candidates: ranking
 * every case that holds it would cost a large library dearly, and on its own it cannot lift one to
 * MIN_RELEVANCE. It still counts in the score of those the rarer terms and the path fetch.
 */
const COMMON_WEIGHT = Math.log(3);
/** The model's own cases, then its series', go first among equals, without lifting one that does not answer. */
const SAME_MODEL_BONUS = 0.05;
const SAME_SERIES_BONUS = 0.02;

/**
 * What a term found in each field of a case is worth: the title and the fault's name say what the
 * case is about; the symptom as described comes next; diagnosis and repair notes mention much else.
 */
const CASE_FIELDS = [
  ['title', 1], ['faultName', 1], ['partName', 0.8], ['damageType', 0.8], ['customerOriginDesc', 0.8],
  ['faultModule', 0.6], ['faultSystem', 0.6], ['faultPosition', 0.6], ['faultAppearanceConfirm', 0.6],
  ['faultCheckDesc', 0.4], ['faultExamine', 0.4], ['faultReason', 0.4], ['repairPlanDesc', 0.4],
] as const;

/** A term as the search index is asked for it: a Latin stem as a prefix of the stored words, a CJK bigram exactly. */
const termQuery = (t: Term) => tsqueryText([{ token: t.term, prefix: !isCjkTerm(t.term) && Array.from(t.term).length >= 3 }]);

/** The fault catalogue, to place cases and bulletins in it (read per request: a few hundred rows). */
export async function loadFaultCatalogue(db: Db | Tx): Promise<FaultCatalogue> {
  return new FaultCatalogue(await faultCatalogue(db));
}

/**
 * The terms of typed text weighed by their rarity among the published cases, the portal's body of
 * fault descriptions (bulletins are weighed by it too: they are too few to count on).
 */
export async function weighedTerms(db: Db | Tx, text: string): Promise<WeightedTerm[]> {
  const terms = queryTerms(text).slice(0, SIMILAR_TERMS_MAX);
  if (!terms.length) return [];
  const queries = terms.map(termQuery);
  const published = sql`select 1 from technical_cases c where c.status = 'PUBLISHED'`;
  const rows = rowsOf<{ i: number | string; df: number | string }>(await db.execute(sql`
    select q.i, (select count(*) from (${published} and c.search @@ q.t::tsquery limit ${FREQUENCY_CAP}) s) as df
      from unnest(array[${sql.join(queries.map((q) => sql`${q}`), sql`, `)}]::text[]) with ordinality q(t, i)`));
  const [{ n }] = rowsOf<{ n: number | string }>(await db.execute(sql`select count(*) as n from (${published} limit ${FREQUENCY_CAP}) s`));
  const df = new Map(rows.map((r) => [terms[Number(r.i) - 1].term, Number(r.df)]));
  return weighTerms(terms, df, Number(n));
}

/** A text's fields for scoring, each with its worth. */
export function weightedFields(fields: readonly (readonly [text: string, weight: number])[]): WeightedField[] {
  return fields.filter(([text]) => text).map(([text, weight]) => ({ terms: fieldTerms(text), weight }));
}

type CandidateRow = {
  id: string; seq: number; title: string; language: string; car_series: string; model_code: string; model_name: string; fault_name: string;
  fault_module: string; fault_system: string; fault_position: string; damage_type: string; part_name: string; customer_origin_desc: string;
  fault_appearance_confirm: string; fault_examine: string; fault_check_desc: string; fault_reason: string; repair_plan_desc: string;
  published_at: string | Date | null;
};

const byColumn: Record<(typeof CASE_FIELDS)[number][0], keyof CandidateRow> = {
  title: 'title', faultName: 'fault_name', partName: 'part_name', damageType: 'damage_type', customerOriginDesc: 'customer_origin_desc',
  faultModule: 'fault_module', faultSystem: 'fault_system', faultPosition: 'fault_position', faultAppearanceConfirm: 'fault_appearance_confirm',
  faultCheckDesc: 'fault_check_desc', faultExamine: 'fault_examine', faultReason: 'fault_reason', repairPlanDesc: 'repair_plan_desc',
};

/** A case's place in the catalogue: from the names it stores, else from the catalogue names its title and fault name hold. */
function casePath(catalogue: FaultCatalogue, r: CandidateRow): string[] {
  const named = catalogue.pathOfNames({ module: r.fault_module, system: r.fault_system, position: r.fault_position });
  return named.length ? named : catalogue.pathInText(`${r.fault_name} ${r.title}`);
}

/**
 * POST case/similar: the published cases that answer the fault being typed, best first
 * (cases.relevance.ts: the fault catalogue path picked and the text), those under
 * MIN_RELEVANCE left out. Among equals the model's own go first, then its series'.
 */
export async function findSimilarCases(ctx: AppContext, caller: AuthUser, req: z.output<typeof ZCaseSimilarRequest>, lang: Language): Promise<TCaseSimilar[]> {
  const [terms, catalogue] = await Promise.all([weighedTerms(ctx.db, req.text), loadFaultCatalogue(ctx.db)]);
  const picked = catalogue.pickedPath([req.faultModule, req.faultSystem, req.faultPosition]);
  if (!terms.length && picked.length < 3) return [];
  let modelCode = req.modelCode;
  let carSeries = req.carSeries;
  // A suggestion never fails the form: a VIN the caller may not look up, or an unknown one, is ignored.
  const vehicle = req.vinCode && caller.permissions.has('PER_VIN_VIEW') ? await findVehicle(ctx, req.vinCode, lang) : null;
  if (vehicle) {
    modelCode = vehicle.scope.facts.modelCode;
    const [series] = await ctx.db.select({ code: modelNodes.code }).from(modelNodes).where(eq(modelNodes.id, vehicle.scope.seriesId));
    carSeries = series?.code ?? carSeries;
  }
  const informative = terms.filter((t) => t.weight > COMMON_WEIGHT);
  const queries = (informative.length ? informative : terms).map(termQuery);
  const conditions = [];
  if (queries.length) conditions.push(sql`c.search @@ ${queries.join(' | ')}::tsquery`);
  // Cases filed under the very position picked qualify without a word in common: fetched by its names in any language.
  if (picked.length === 3) {
    const names = catalogue.namesOf(picked[2]).map((n) => n.toLowerCase());
    conditions.push(sql`lower(c.fault_position) = any(${sql`array[${sql.join(names.map((n) => sql`${n}`), sql`, `)}]::text[]`})`);
  }
  const matched = queries.length
    ? sql`(select count(*) from unnest(array[${sql.join(queries.map((q) => sql`${q}`), sql`, `)}]::text[]) q where c.search @@ q::tsquery)`
    : sql`0`;
  const rows = rowsOf<CandidateRow>(await ctx.db.execute(sql`
    select c.id, c.seq, c.title, c.language, c.car_series, c.model_code, c.model_name, c.fault_name, c.fault_module, c.fault_system, c.fault_position,
           c.damage_type, c.part_name, c.customer_origin_desc, c.fault_appearance_confirm, c.fault_examine, c.fault_check_desc, c.fault_reason,
           c.repair_plan_desc, c.published_at
      from technical_cases c
     where c.status = 'PUBLISHED' and (${sql.join(conditions, sql` or `)})
     order by ${matched} desc, c.published_at desc nulls last, c.seq desc
     limit ${SIMILAR_CANDIDATES}`));
  const ranked = rows
    .map((r) => {
      const fields = weightedFields(CASE_FIELDS.map(([field, weight]) => [String(r[byColumn[field]] ?? ''), weight]));
      const fit = relevance(terms, picked, { fields, path: casePath(catalogue, r) });
      const sameModel = !!modelCode && r.model_code === modelCode;
      const sameSeries = !!carSeries && r.car_series === carSeries;
      return { r, fit, sameModel, rank: fit.score + (sameModel ? SAME_MODEL_BONUS : sameSeries ? SAME_SERIES_BONUS : 0) };
    })
    .filter((x) => x.fit.score >= MIN_RELEVANCE)
    .sort((a, b) => b.rank - a.rank || b.r.seq - a.r.seq)
    .slice(0, req.limit);
  const names = await modelNames(ctx, ranked.map((x) => x.r.model_code), lang);
  return ranked.map(({ r, rank, sameModel }) => ({
    id: r.id, caseNo: caseNo(r.seq), title: r.title, modelCode: r.model_code, modelName: names.get(r.model_code) || r.model_name,
    faultName: r.fault_name, score: Math.round(Math.min(1, rank) * 100) / 100, sameModel,
  }));
}
