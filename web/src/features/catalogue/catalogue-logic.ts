import { LIMITS, type TApplicability, type TCatelogModel, type TTreeNode } from '@portal/contract';

/*
 * Pure rules of the catalogue screens (spec §5 VIN and configuration search, §3 applicability),
 * kept out of the components so they are tested on their own.
 */

/** What the VIN box holds once trimmed and upper-cased. */
export const normalizeVinInput = (text: string) => text.trim().toUpperCase();

/** Spec §5: the remote VIN lookup starts at 6 characters (letters and digits only). */
export function isVinSearchable(text: string): boolean {
  const vin = normalizeVinInput(text);
  return vin.length >= LIMITS.vinSearchMinLength && vin.length <= 17 && /^[A-Z0-9]+$/.test(vin);
}

/** Why the configuration search cannot run yet, or null when it can (spec §5). */
export type ConfigSearchWarning = 'chooseLine' | 'chooseSeries' | 'chooseModel';

export function configSearchWarning(model: Partial<TCatelogModel>): ConfigSearchWarning | null {
  if (!model.code0) return 'chooseLine';
  if (!model.code1) return 'chooseSeries';
  if (!model.code2) return 'chooseModel';
  return null;
}

/** Spec §4: changing a select clears the ones below it. */
export function changeCatelogLevel(model: TCatelogModel, level: 0 | 1 | 2, code: string | undefined): TCatelogModel {
  const value = code ?? '';
  if (level === 0) return { code0: value, code1: '', code2: '' };
  if (level === 1) return { ...model, code1: value, code2: '' };
  return { ...model, code2: value };
}

/** `code0=SCT AND code1=S2` (spec §3 applic) read back into codes; unknown keys are ignored. */
export function parseApplic(applic: string): TCatelogModel {
  const model: TCatelogModel = { code0: '', code1: '', code2: '' };
  for (const part of applic.split(/\s+AND\s+/i)) {
    const [key, value] = part.split('=').map((s) => s.trim());
    if ((key === 'code0' || key === 'code1' || key === 'code2') && value) model[key] = value;
  }
  return model;
}

/** The most specific code of a model (model, else series, else line): what the struct view opens. */
export const deepestCode = (model: TCatelogModel) => model.code2 || model.code1 || model.code0;

/** The labels an applicability summary is made of; the caller translates them. */
export interface ApplicabilityLabels {
  models: (list: string) => string;
  configs: (list: string) => string;
  vinRange: (from: string, to: string) => string;
  vinFrom: (from: string) => string;
  vinTo: (to: string) => string;
  dateRange: (from: string, to: string) => string;
  dateFrom: (from: string) => string;
  dateTo: (to: string) => string;
  all: string;
}

/** One line per restriction of a BOM row ("Models: S2-PRO, S2-DUAL"); `all` when it applies everywhere. */
export function applicabilitySummary(a: TApplicability, labels: ApplicabilityLabels): string[] {
  const lines: string[] = [];
  if (a.models?.length) lines.push(labels.models(a.models.join(', ')));
  if (a.configs?.length) lines.push(labels.configs(a.configs.join(', ')));
  if (a.vinFrom && a.vinTo) lines.push(labels.vinRange(a.vinFrom, a.vinTo));
  else if (a.vinFrom) lines.push(labels.vinFrom(a.vinFrom));
  else if (a.vinTo) lines.push(labels.vinTo(a.vinTo));
  if (a.dateFrom && a.dateTo) lines.push(labels.dateRange(a.dateFrom, a.dateTo));
  else if (a.dateFrom) lines.push(labels.dateFrom(a.dateFrom));
  else if (a.dateTo) lines.push(labels.dateTo(a.dateTo));
  return lines.length ? lines : [labels.all];
}

/** An RMB price ("5573.00") formatted for the language; null for an unpriced part. */
export function formatPrice(s3: string | null, language: string): string | null {
  if (s3 === null || s3 === '') return null;
  const value = Number(s3);
  if (!Number.isFinite(value)) return null;
  return new Intl.NumberFormat(language, { style: 'currency', currency: 'CNY', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
}

/** Spec §2: the cart icon shows only for spare parts with a price. */
export const isOrderable = (row: { spare: boolean; s3: string | null }) => row.spare && row.s3 !== null && row.s3 !== '';

/**
 * The tree filtered by a search text: a node stays when its code or name contains the text or
 * a descendant does; `expanded` lists the ids to open so every hit shows.
 */
export function filterTree(root: TTreeNode, text: string): { tree: TTreeNode | null; expanded: string[] } {
  const needle = text.trim().toLowerCase();
  if (!needle) return { tree: root, expanded: [] };
  const expanded: string[] = [];
  const visit = (node: TTreeNode): TTreeNode | null => {
    const self = node.name.toLowerCase().includes(needle) || node.code.toLowerCase().includes(needle);
    const children = (node.children ?? []).map(visit).filter((c): c is TTreeNode => c !== null);
    if (children.length) expanded.push(node.id);
    if (self) return node; // a hit keeps its whole subtree
    return children.length ? { ...node, children } : null;
  };
  return { tree: visit(root), expanded };
}

/** The ids from the root down to the node `id` (inclusive), or [] when it is not in the tree. */
export function pathTo(root: TTreeNode, id: string): string[] {
  if (root.id === id) return [root.id];
  for (const child of root.children ?? []) {
    const below = pathTo(child, id);
    if (below.length) return [root.id, ...below];
  }
  return [];
}

/** The first partlist of a tree, depth first (opened when the view has nothing chosen yet). */
export function firstPartlist(root: TTreeNode): TTreeNode | null {
  if (root.type === 'PARTLIST') return root;
  for (const child of root.children ?? []) {
    const found = firstPartlist(child);
    if (found) return found;
  }
  return null;
}

/** Reads the `catelogModel` query parameter (JSON), tolerating junk. */
export function parseCatelogModelParam(raw: string | null): TCatelogModel | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<TCatelogModel>;
    if (!value || typeof value !== 'object' || typeof value.code0 !== 'string' || !value.code0) return null;
    return { code0: value.code0, code1: typeof value.code1 === 'string' ? value.code1 : '', code2: typeof value.code2 === 'string' ? value.code2 : '' };
  } catch {
    return null;
  }
}
