import { nameIn } from '@portal/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Language, TCatelogModel } from '@portal/contract';
import type { AppContext } from '../../platform/context.js';
import type { AuthUser } from '../../platform/session.js';
import { BizError, notFound } from '../../platform/errors.js';
import { xlsxBuffer } from '../../platform/xlsx.js';
import { rowFilterSql, type RowFilter } from './catalogue.applicability.js';
import { presentPrice } from './catalogue.presenters.js';
import { findModelChainByCode, findModelChainById, findPlacedItems, modelFilterOf, seriesIdsOf, type ModelChain } from './catalogue.tree.js';
import { optionalVehicle } from './catalogue.vehicles.js';
import { manualModules, partlists } from './catalogue.tables.js';
import { withinScope, type CatalogueScope } from './catalogue.access.js';

/*
 * Spreadsheet exports of BOMs (part/export, export/parts, model export): one sheet, one row per BOM
 * row, with the BOM table's columns and the row's place in the tree, headed in the request's
 * language.
 */

const COLUMNS = ['system', 'assembly', 'partlistCode', 'partlistName', 'ballNumber', 'materialCode', 'name', 'amount', 'unit', 'price', 'inventory', 'spare', 'replaced', 'remark'] as const;
type ColumnKey = (typeof COLUMNS)[number];

const HEADERS: Record<Language, Record<ColumnKey, string> & { inStock: string; outOfStock: string; yes: string; no: string; sheet: string }> = {
  'zh-CN': {
    system: '一级目录', assembly: '二级目录', partlistCode: '组件编码', partlistName: '组件名称', ballNumber: '球标号', materialCode: '物料编码',
    name: '名称', amount: '单车用量', unit: '单位', price: '价格', inventory: '库存', spare: '备件', replaced: '已替换', remark: '备注',
    inStock: '有货', outOfStock: '缺货', yes: '是', no: '否', sheet: '零件',
  },
  'en-US': {
    system: 'First-level directory', assembly: 'Second-level directory', partlistCode: 'Component code', partlistName: 'Component name', ballNumber: 'Ball number',
    materialCode: 'Material code', name: 'Name', amount: 'Vehicle usage amount', unit: 'Unit', price: 'Price', inventory: 'Inventory', spare: 'Spare part',
    replaced: 'Superseded', remark: 'Remark', inStock: 'In stock', outOfStock: 'Out of stock', yes: 'Yes', no: 'No', sheet: 'Parts',
  },
  vi: {
    system: 'Thư mục cấp một', assembly: 'Thư mục cấp hai', partlistCode: 'Mã cụm', partlistName: 'Tên cụm', ballNumber: 'Số vị trí', materialCode: 'Mã vật tư',
    name: 'Tên', amount: 'Số lượng trên xe', unit: 'Đơn vị', price: 'Giá', inventory: 'Tồn kho', spare: 'Phụ tùng', replaced: 'Đã thay thế', remark: 'Ghi chú',
    inStock: 'Còn hàng', outOfStock: 'Hết hàng', yes: 'Có', no: 'Không', sheet: 'Phụ tùng',
  },
  es: {
    system: 'Directorio de primer nivel', assembly: 'Directorio de segundo nivel', partlistCode: 'Código del componente', partlistName: 'Nombre del componente',
    ballNumber: 'Número de posición', materialCode: 'Código de material', name: 'Nombre', amount: 'Cantidad por vehículo', unit: 'Unidad', price: 'Precio',
    inventory: 'Inventario', spare: 'Repuesto', replaced: 'Sustituido', remark: 'Observación', inStock: 'En existencia', outOfStock: 'Agotado', yes: 'Sí', no: 'No', sheet: 'Piezas',
  },
  de: {
    system: 'Erste Ebene', assembly: 'Zweite Ebene', partlistCode: 'Baugruppennummer', partlistName: 'Baugruppe', ballNumber: 'Positionsnummer', materialCode: 'Materialnummer',
    name: 'Bezeichnung', amount: 'Menge pro Fahrzeug', unit: 'Einheit', price: 'Preis', inventory: 'Bestand', spare: 'Ersatzteil', replaced: 'Ersetzt', remark: 'Bemerkung',
    inStock: 'Vorrätig', outOfStock: 'Nicht vorrätig', yes: 'Ja', no: 'Nein', sheet: 'Teile',
  },
  id: {
    system: 'Direktori tingkat satu', assembly: 'Direktori tingkat dua', partlistCode: 'Kode komponen', partlistName: 'Nama komponen', ballNumber: 'Nomor posisi',
    materialCode: 'Kode material', name: 'Nama', amount: 'Jumlah per kendaraan', unit: 'Satuan', price: 'Harga', inventory: 'Stok', spare: 'Suku cadang',
    replaced: 'Diganti', remark: 'Keterangan', inStock: 'Tersedia', outOfStock: 'Habis', yes: 'Ya', no: 'Tidak', sheet: 'Suku cadang',
  },
};

export interface ExportFile {
  fileName: string;
  data: Buffer;
}

async function workbookOf(ctx: AppContext, partlistIds: string[] | null, seriesIds: string[] | null, filter: RowFilter | null, lang: Language): Promise<Buffer> {
  const rows = await findPlacedItems(ctx, and(
    partlistIds ? inArray(partlists.id, partlistIds) : undefined,
    seriesIds ? inArray(partlists.seriesId, seriesIds) : undefined,
    rowFilterSql(filter) ?? undefined,
  ), lang);
  // A vehicle's export with nothing in it is the same refusal as its empty BOM.
  if (filter?.kind === 'vehicle' && !rows.length) throw new BizError('BOM_NO_RESULTS');
  const t = HEADERS[lang];
  const cells = rows.map(({ placed, partlist, item, part }) => {
    const row = {
      system: nameIn(placed.system.names, lang),
      assembly: placed.assembly ? nameIn(placed.assembly.names, lang) : '',
      partlistCode: partlist.code,
      partlistName: partlist.name,
      ballNumber: item.ballNumber,
      materialCode: part.code,
      name: nameIn(part.names, lang),
      amount: Number(item.amount),
      unit: part.unit,
      price: presentPrice(part.price) ?? '',
      inventory: part.inStock ? t.inStock : t.outOfStock,
      spare: part.isSpare ? t.yes : t.no,
      replaced: part.superseded ? t.yes : t.no,
      remark: nameIn(item.remark, lang),
    } satisfies Record<ColumnKey, string | number>;
    return COLUMNS.map((key) => row[key]);
  });
  return xlsxBuffer([{ name: t.sheet, columns: COLUMNS.map((key) => ({ header: t[key], width: key === 'name' || key === 'partlistName' ? 36 : 18 })), rows: [cells] }]);
}

/** One partlist's BOM (part/export), restricted to a vehicle when a VIN is given. */
export async function exportPartlist(ctx: AppContext, caller: AuthUser, q: { partlistId: string; vinCode?: string }, lang: Language): Promise<ExportFile> {
  const [pl] = await ctx.db.select({ id: partlists.id, names: partlists.names, seriesId: partlists.seriesId }).from(partlists).where(eq(partlists.id, q.partlistId));
  if (!pl) throw notFound();
  const vehicle = await optionalVehicle(ctx, caller, q.vinCode, lang);
  if (vehicle && vehicle.scope.seriesId !== pl.seriesId) throw new BizError('BOM_NO_RESULTS');
  const filter: RowFilter | null = vehicle ? { kind: 'vehicle', vehicle: vehicle.scope.facts } : null;
  return { fileName: `${nameIn(pl.names, lang)}.xlsx`, data: await workbookOf(ctx, [pl.id], null, filter, lang) };
}

/** A partlist, or every partlist under a line, series or model (export/parts). */
export async function exportParts(ctx: AppContext, q: { partListId?: string; rootId?: string }, lang: Language, scope?: CatalogueScope): Promise<ExportFile> {
  if (q.partListId) {
    const [pl] = await ctx.db.select({ id: partlists.id, names: partlists.names }).from(partlists).where(eq(partlists.id, q.partListId));
    if (!pl) throw notFound();
    return { fileName: `${nameIn(pl.names, lang)}.xlsx`, data: await workbookOf(ctx, [pl.id], null, null, lang) };
  }
  const chain = await findModelChainById(ctx, q.rootId!);
  if (!chain) throw notFound();
  return { fileName: `${nameIn(chain.node.names, lang)}.xlsx`, data: await workbookOf(ctx, null, withinScope(scope, await seriesIdsOf(ctx, chain)), modelFilterOf(chain), lang) };
}

/** The manual named by a place in the model tree and an object type, if there is one. */
async function manualName(ctx: AppContext, cm: TCatelogModel, objectType: string, lang: Language): Promise<string | null> {
  const [m] = await ctx.db
    .select({ names: manualModules.names })
    .from(manualModules)
    .where(and(eq(manualModules.code0, cm.code0), eq(manualModules.code1, cm.code1), eq(manualModules.code2, cm.code2), eq(manualModules.objectType, objectType)))
    .limit(1);
  return m ? nameIn(m.names, lang) : null;
}

/**
 * The model export (code0, code1, code2, objectType, rootId), saved as `{manual name}.xlsx`: the
 * BOM of the deepest chosen node (or rootId), restricted to the model when one is chosen.
 */
export async function exportModel(
  ctx: AppContext, q: { code0: string; code1?: string; code2?: string; objectType: string; rootId?: string }, lang: Language, scope?: CatalogueScope,
): Promise<ExportFile> {
  const chain: ModelChain | null = q.rootId ? await findModelChainById(ctx, q.rootId) : await findModelChainByCode(ctx, q.code2 ?? q.code1 ?? q.code0);
  if (!chain) throw new BizError('MODEL_NOT_FOUND');
  const cm = { code0: chain.line?.code ?? '', code1: chain.series?.code ?? '', code2: chain.model?.code ?? '' };
  if (cm.code0 !== q.code0 || (q.code1 && cm.code1 !== q.code1) || (q.code2 && cm.code2 !== q.code2)) throw new BizError('MODEL_NOT_FOUND');
  const name = (await manualName(ctx, cm, q.objectType, lang)) ?? nameIn(chain.node.names, lang);
  return { fileName: `${name}.xlsx`, data: await workbookOf(ctx, null, withinScope(scope, await seriesIdsOf(ctx, chain)), modelFilterOf(chain), lang) };
}
