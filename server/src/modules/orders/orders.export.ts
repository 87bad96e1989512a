import { and, desc, sql } from 'drizzle-orm';
import type { Language, OrderStatus, TOrderFilter } from '@portal/contract';
import type { AppContext } from '../../platform/context.js';
import type { AuthUser } from '../../platform/session.js';
import { byLanguage, wordIn, type SixWords } from '../../platform/words.js';
import { xlsxStream, type XlsxCell } from '../../platform/xlsx.js';
import { orderWhere } from './orders.service.js';
import { orders } from './orders.tables.js';

/** The columns in the sheet's order, each heading in the six languages. */
const HEADINGS = {
  orderNo: ['订单号', 'Order number', 'Số đơn hàng', 'Número de pedido', 'Bestellnummer', 'Nomor pesanan'],
  requisitionNo: ['领料单号', 'Requisition number', 'Số phiếu lĩnh vật tư', 'Número de solicitud de material', 'Materialanforderungsnummer', 'Nomor permintaan material'],
  createdAt: ['提交时间', 'Submitted', 'Ngày gửi', 'Enviado', 'Abgeschickt', 'Dikirim'],
  status: ['状态', 'Status', 'Trạng thái', 'Estado', 'Status', 'Status'],
  lineCount: ['零件种数', 'Parts', 'Số phụ tùng', 'Piezas', 'Teile', 'Suku cadang'],
  amount: ['数量', 'Quantity', 'Số lượng', 'Cantidad', 'Menge', 'Jumlah'],
  total: ['参考总价(RMB)', 'Reference total (RMB)', 'Tổng giá tham khảo (RMB)', 'Total de referencia (RMB)', 'Referenzsumme (RMB)', 'Total referensi (RMB)'],
  vins: ['车架号(VIN)', 'VIN', 'Số VIN', 'VIN', 'FIN', 'VIN'],
  models: ['车型', 'Model', 'Mẫu xe', 'Modelo', 'Modell', 'Model'],
  salesOrganization: ['销售组织', 'Sales organisation', 'Tổ chức bán hàng', 'Organización de ventas', 'Verkaufsorganisation', 'Organisasi penjualan'],
  warehouse: ['仓库', 'Warehouse', 'Kho', 'Almacén', 'Lager', 'Gudang'],
} satisfies Record<string, SixWords>;
type Column = keyof typeof HEADINGS;
const COLUMNS = Object.keys(HEADINGS) as Column[];
const HEADERS = byLanguage(HEADINGS);

const SHEET: SixWords = ['历史订单', 'Order history', 'Lịch sử đơn hàng', 'Historial de pedidos', 'Bestellverlauf', 'Riwayat pesanan'];
const STATUSES = byLanguage<OrderStatus>({
  SUBMITTED: ['已提交', 'Submitted', 'Đã gửi', 'Enviado', 'Abgeschickt', 'Terkirim'],
  RECEIVED: ['已接收', 'Received', 'Đã nhận', 'Recibido', 'Empfangen', 'Diterima'],
  CONFIRMED: ['已确认', 'Confirmed', 'Đã xác nhận', 'Confirmado', 'Bestätigt', 'Dikonfirmasi'],
  SHIPPED: ['已发货', 'Shipped', 'Đã giao', 'Expedido', 'Versandt', 'Dikirim ke pelanggan'],
  CANCELLED: ['已取消', 'Cancelled', 'Đã hủy', 'Cancelado', 'Storniert', 'Dibatalkan'],
});

const cell = (o: typeof orders.$inferSelect, key: Column, statuses: Record<OrderStatus, string>): XlsxCell => {
  switch (key) {
    case 'createdAt': return o.createdAt.toISOString().slice(0, 16).replace('T', ' ');
    case 'status': return statuses[o.status];
    case 'total': return Number(o.total);
    case 'vins': case 'models': return o[key].join(', ');
    default: return o[key];
  }
};

/** Rows read per query: keyset pages, so memory stays flat however many orders match. */
const BATCH = 2000;

/**
 * The caller's filtered order history as .xlsx, streamed: keyset batches pulled only as fast as
 * the client takes the file, so 100,000 orders never sit in memory at once.
 */
export function exportOrders(ctx: AppContext, user: AuthUser, filter: TOrderFilter, lang: Language): NodeJS.ReadableStream {
  const h = HEADERS[lang];
  const statuses = STATUSES[lang];
  const where = orderWhere(user, filter);
  async function* rows() {
    let after: { createdAt: Date; id: string } | null = null;
    for (;;) {
      const batch: (typeof orders.$inferSelect)[] = await ctx.db.select().from(orders)
        .where(after ? and(where, sql`(${orders.createdAt}, ${orders.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`) : where)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(BATCH);
      yield batch.map((o) => COLUMNS.map((key) => cell(o, key, statuses)));
      if (batch.length < BATCH) return;
      const last = batch[batch.length - 1];
      after = { createdAt: last.createdAt, id: last.id };
    }
  }
  const columns = COLUMNS.map((key) => ({ header: h[key], width: key === 'requisitionNo' || key === 'orderNo' || key === 'vins' ? 22 : 16 }));
  return xlsxStream([{ name: wordIn(SHEET, lang), columns, rows: rows() }]);
}
