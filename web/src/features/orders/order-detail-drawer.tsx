import { Descriptions, Drawer, Skeleton, Table, Tag, Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { TOrderLine } from '@portal/contract';
import { useOrderDetail } from '../../api/orders';
import { useStackedTable } from '../../components/stacked-table';
import { formatRmb, STATUS_COLORS } from './order-logic';

/** One order (spec §7 parts-cart2): its lines at the prices of the time and where it is now. */
export function OrderDetailDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('orders');
  const { data } = useOrderDetail(id);
  const rmb = (v: string) => formatRmb(v, i18n.language);
  const stack = useStackedTable();
  return (
    <Drawer open={!!id} onClose={onClose} size="min(720px, 100vw)" title={data ? t('detail.title', { orderNo: data.orderNo }) : ''} destroyOnHidden>
      {!data ? <Skeleton active /> : (
        <div data-testid="order-detail">
          <Descriptions size="small" column={{ xs: 1, sm: 2 }} bordered>
            <Descriptions.Item label={t('history.columns.requisitionNo')}>{data.requisitionNo}</Descriptions.Item>
            <Descriptions.Item label={t('history.columns.status')}><Tag color={STATUS_COLORS[data.status]}>{t(`status.${data.status}`)}</Tag></Descriptions.Item>
            <Descriptions.Item label={t('history.columns.createdAt')}>{dayjs(data.createdAt).format('YYYY-MM-DD HH:mm')}</Descriptions.Item>
            <Descriptions.Item label={t('history.columns.total')}>{rmb(data.total)}</Descriptions.Item>
            <Descriptions.Item label={t('history.columns.salesOrganization')}>{data.salesOrganization || t('detail.none')}</Descriptions.Item>
            <Descriptions.Item label={t('history.columns.warehouse')}>{data.warehouse || t('detail.none')}</Descriptions.Item>
            <Descriptions.Item label={t('history.columns.vins')}><span data-testid="order-vins">{data.vins.join(', ') || t('detail.none')}</span></Descriptions.Item>
            <Descriptions.Item label={t('history.columns.models')}>{data.models.join(', ') || t('detail.none')}</Descriptions.Item>
          </Descriptions>
          <h3 className="orders-section">{t('detail.lines')}</h3>
          <Table<TOrderLine>
            size="small"
            rowKey="lineNo"
            pagination={false}
            dataSource={data.lines}
            className={stack.className}
            columns={stack.columns<TOrderLine>([
              { key: 'lineNo', title: t('detail.lineNo'), dataIndex: 'lineNo', width: 56, align: 'center' },
              { key: 'code', title: t('cart.columns.code'), dataIndex: 'partCode', width: 140 },
              { key: 'name', title: t('cart.columns.name'), dataIndex: 'partName' },
              {
                key: 'vehicle', title: `${t('cart.columns.vin')} / ${t('cart.columns.model')}`, width: 170,
                render: (_: unknown, l: TOrderLine) => (l.vin || l.model ? (
                  <div className="cart-vehicle" data-testid={`order-line-vehicle-${l.lineNo}`}>
                    {l.vin && <span className="cart-vin">{l.vin}</span>}
                    <span className="cart-min">{[l.model, l.jobNo && `${t('cart.columns.jobNo')} ${l.jobNo}`].filter(Boolean).join(' · ')}</span>
                  </div>
                ) : t('detail.none')),
              },
              { key: 'price', title: t('cart.columns.price'), dataIndex: 'price', align: 'right', render: (v: string) => rmb(v) },
              { key: 'amount', title: t('cart.columns.amount'), dataIndex: 'amount', align: 'right', width: 80 },
              { key: 'lineTotal', title: t('cart.columns.lineTotal'), dataIndex: 'lineTotal', align: 'right', render: (v: string) => rmb(v) },
            ], { titleKey: 'name', omit: ['lineNo'] })}
          />
          <h3 className="orders-section">{t('detail.statusHistory')}</h3>
          <Timeline
            items={data.events.map((e) => ({
              color: STATUS_COLORS[e.status] === 'default' ? 'gray' : STATUS_COLORS[e.status],
              content: (
                <div data-testid="order-event">
                  <strong>{t(`status.${e.status}`)}</strong> · {dayjs(e.at).format('YYYY-MM-DD HH:mm')} · {e.source === 'DMS' ? t('detail.dms') : t('detail.portal')}
                  {e.note && <div className="orders-muted">{e.note}</div>}
                </div>
              ),
            }))}
          />
        </div>
      )}
    </Drawer>
  );
}
