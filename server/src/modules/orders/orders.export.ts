import { and, desc, sql } from 'drizzle-orm';
import type { Language, OrderStatus, TOrderFilter } from '@portal/contract';
import type { AppContext } from '../../platform/context.js';
import type { AuthUser } from '../../platform/session.js';
import { xlsxStream, type XlsxCell } from '../../platform/xlsx.js';
import { orderWhere } from './orders.service.js';
import { orders } from './orders.tables.js';

const COLUMNS = ['orderNo', 'requisitionNo', 'createdAt', 'status', 'lineCount', 'amount', 'total', 'vins', 'models', 'salesOrganization', 'warehouse'] as const;
type Column = (typeof COLUMNS)[number];

const cell = (o: typeof orders.$inferSelect, key: Column, statuses: Record<OrderStatus, string>): XlsxCell => {
  switch (key) {
    case 'createdAt': return o.createdAt.toISOString().slice(0, 16).replace('T', ' ');
    case 'status': return statuses[o.status];
    case 'total': return Number(o.total);
    case 'vins': case 'models': return o[key].join(', ');
    default: return o[key];
  }
};

/** Column headings, the sheet's name and the statuses in each language. */
const HEADERS: Record<Language, Record<Column | 'sheet', string> & { statuses: Record<OrderStatus, string> }> = {
  'zh-CN': {
    sheet: '历史订单', orderNo: '订单号', requisitionNo: '领料单号', createdAt: '提交时间', status: '状态', lineCount: '零件种数', amount: '数量',
    total: '参考总价(RMB)', vins: '车架号(VIN)', models: '车型', salesOrganization: '销售组织', warehouse: '仓库',
    statuses: { SUBMITTED: '已提交', RECEIVED: '已接收', CONFIRMED: '已确认', SHIPPED: '已发货', CANCELLED: '已取消' },
  },
  'en-US': {
    sheet: 'Order history', orderNo: 'Order number', requisitionNo: 'Requisition number', createdAt: 'Submitted', status: 'Status', lineCount: 'Parts',
    amount: 'Quantity', total: 'Reference total (RMB)', vins: 'VIN', models: 'Model', salesOrganization: 'Sales organisation', warehouse: 'Warehouse',
    statuses: { SUBMITTED: 'Submitted', RECEIVED: 'Received', CONFIRMED: 'Confirmed', SHIPPED: 'Shipped', CANCELLED: 'Cancelled' },
  },
  vi: {
    sheet: 'Lịch sử đơn hàng', orderNo: 'Số đơn hàng', requisitionNo: 'Số phiếu lĩnh vật tư', createdAt: 'Ngày gửi', status: 'Trạng thái', lineCount: 'Số phụ tùng',
    amount: 'Số lượng', total: 'Tổng giá tham khảo (RMB)', vins: 'Số VIN', models: 'Mẫu xe', salesOrganization: 'Tổ chức bán hàng', warehouse: 'Kho',
    statuses: { SUBMITTED: 'Đã gửi', RECEIVED: 'Đã nhận', CONFIRMED: 'Đã xác nhận', SHIPPED: 'Đã giao', CANCELLED: 'Đã hủy' },
  },
  es: {
    sheet: 'Historial de pedidos', orderNo: 'Número de pedido', requisitionNo: 'Número de solicitud de material', createdAt: 'Enviado', status: 'Estado',
    lineCount: 'Piezas', amount: 'Cantidad', total: 'Total de referencia (RMB)', vins: 'VIN', models: 'Modelo', salesOrganization: 'Organización de ventas', warehouse: 'Almacén',
    statuses: { SUBMITTED: 'Enviado', RECEIVED: 'Recibido', CONFIRMED: 'Confirmado', SHIPPED: 'Expedido', CANCELLED: 'Cancelado' },
  },
  de: {
    sheet: 'Bestellverlauf', orderNo: 'Bestellnummer', requisitionNo: 'Materialanforderungsnummer', createdAt: 'Abgeschickt', status: 'Status', lineCount: 'Teile',
    amount: 'Menge', total: 'Referenzsumme (RMB)', vins: 'FIN', models: 'Modell', salesOrganization: 'Verkaufsorganisation', warehouse: 'Lager',
    statuses: { SUBMITTED: 'Abgeschickt', RECEIVED: 'Empfangen', CONFIRMED: 'Bestätigt', SHIPPED: 'Versandt', CANCELLED: 'Storniert' },
  },
  id: {
    sheet: 'Riwayat pesanan', orderNo: 'Nomor pesanan', requisitionNo: 'Nomor permintaan material', createdAt: 'Dikirim', status: 'Status', lineCount: 'Suku cadang',
    amount: 'Jumlah', total: 'Total referensi (RMB)', vins: 'VIN', models: 'Model', salesOrganization: 'Organisasi penjualan', warehouse: 'Gudang',
    statuses: { SUBMITTED: 'Terkirim', RECEIVED: 'Diterima', CONFIRMED: 'Dikonfirmasi', SHIPPED: 'Dikirim ke pelanggan', CANCELLED: 'Dibatalkan' },
  },
};

/** Rows read per query: keyset pages, so memory stays flat however many orders match. */
const BATCH = 2000;

/**
 * The caller's filtered order history as .xlsx, streamed: keyset batches pulled only as fast as
 * the client takes the file, so 100,000 orders never sit in memory at once.
 */
export function exportOrders(ctx: AppContext, user: AuthUser, filter: TOrderFilter, lang: Language): NodeJS.ReadableStream {
  const h = HEADERS[lang];
  const where = orderWhere(user, filter);
  async function* rows() {
    let after: { createdAt: Date; id: string } | null = null;
    for (;;) {
      const batch: (typeof orders.$inferSelect)[] = await ctx.db.select().from(orders)
        .where(after ? and(where, sql`(${orders.createdAt}, ${orders.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`) : where)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(BATCH);
      yield batch.map((o) => COLUMNS.map((key) => cell(o, key, h.statuses)));
      if (batch.length < BATCH) return;
      const last = batch[batch.length - 1];
      after = { createdAt: last.createdAt, id: last.id };
    }
  }
  const columns = COLUMNS.map((key) => ({ header: h[key], width: key === 'requisitionNo' || key === 'orderNo' || key === 'vins' ? 22 : 16 }));
  return xlsxStream([{ name: h.sheet, columns, rows: rows() }]);
}
