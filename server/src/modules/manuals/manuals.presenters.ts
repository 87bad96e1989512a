import {
  MANUAL_OBJECT_TYPES, manualsEndpoints, pathOf, pickLanguage, type Language, type TManualNode, type TManualNodeRef, type TManualRoot,
} from '@portal/contract';
import { applicOf } from '../catalogue/index.js';
import type { NodeRow, RootRow } from './manuals.access.js';
import type { PartialLocalizedText } from './manuals.tables.js';
import { reviewActions } from './manuals.workflow.js';

/** A title or name in the language, else en-US, else any (titles are complete in en-US by the writer's rule). */
export function textIn(values: PartialLocalizedText | null | undefined, lang: Language): string {
  if (!values) return '';
  const at = pickLanguage(values, lang);
  return at ? (values[at] ?? '') : '';
}

/** A manual root for a caller: `actions` are the review actions their permissions allow now. */
export function presentRoot(row: RootRow, lang: Language, caller: { permissions: ReadonlySet<string> }): TManualRoot {
  const catelogModel = { code0: row.code0, code1: row.code1, code2: row.code2 };
  return {
    id: row.id,
    code: row.code,
    name: textIn(row.names, lang),
    type: row.type,
    objectType: MANUAL_OBJECT_TYPES[row.type],
    version: row.version,
    status: row.status,
    catelogModel,
    applic: applicOf(catelogModel),
    languages: row.languages,
    topicCount: row.topicCount,
    createTime: row.createdAt.toISOString(),
    importedBy: row.importedByName ?? null,
    reviewedBy: row.reviewedByName ?? null,
    reviewTime: row.reviewedAt?.toISOString() ?? null,
    actions: reviewActions(row.status, caller.permissions),
  };
}

type NodeFields = Pick<NodeRow, 'id' | 'kind' | 'code' | 'titles'>;

export const presentNodeRef = (row: NodeFields, lang: Language): TManualNodeRef => ({
  id: row.id, kind: row.kind, code: row.code, title: textIn(row.titles, lang),
});

/** Nests flat rows (in reading order) under their parents; `depth` levels kept, deeper nodes only mark isLeaf. */
export function nestNodes(rows: Pick<NodeRow, 'id' | 'rootId' | 'parentId' | 'kind' | 'code' | 'titles' | 'seq'>[], lang: Language): TManualNode[] {
  const byId = new Map<string, TManualNode>();
  const top: TManualNode[] = [];
  for (const r of rows) {
    byId.set(r.id, { id: r.id, rootId: r.rootId, parentId: r.parentId, kind: r.kind, code: r.code, title: textIn(r.titles, lang), seq: r.seq, isLeaf: true });
  }
  for (const r of rows) {
    const node = byId.get(r.id)!;
    const parent = r.parentId ? byId.get(r.parentId) : undefined;
    if (parent) {
      parent.isLeaf = false;
      (parent.children ??= []).push(node);
    } else top.push(node);
  }
  return top;
}

export const topicHtmlUrl = (id: string) => pathOf(manualsEndpoints.topicHtml, { id });
export const diagramSvgUrl = (id: string) => pathOf(manualsEndpoints.diagram, { id });
/** The web route of the topic viewer (hash routing). */
export const topicWebUrl = (rootId: string, topicId: string) => `/manual/${rootId}?topic=${topicId}`;
