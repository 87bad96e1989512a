import { useState } from 'react';
import { Alert, App, Button, Card, Empty, Form, Modal, Radio, Space, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { VIP_PAYMENT_METHODS, type TVipBuy, type TVipPackage, type TVipPaymentMethod } from '@portal/contract';
import { useBuyVip, useCancelVipBuy, useMyVipBuys, useVipOffers, useVipUser } from '../../api/vip';
import { Confirm } from '../../components/confirm';
import { PageHeading } from '../../components/page-heading';
import { usePagedTable } from '../../components/paged-table';
import { BuysList, priceOf, useBuyColumns, when } from './vip-parts';
import './vip.css';

/** The buyer's page: my access with its end, the packages on offer, my purchases. */
export default function VipBuyerPage() {
  const { t } = useTranslation('vip');
  return (
    <div className="page vip-page" data-testid="vip-buyer-page">
      <PageHeading title={t('buyer.title')} subtitle={t('buyer.subtitle')} />
      <EntitlementsCard />
      <OffersCard />
      <MyBuysCard />
    </div>
  );
}

function EntitlementsCard() {
  const { t } = useTranslation('vip');
  const me = useVipUser();
  const rows = me.data?.entitlements ?? [];
  return (
    <Card title={t('entitlements.title')} loading={me.isLoading} data-testid="vip-entitlements">
      {rows.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('entitlements.empty')} /> : (
        <div className="vip-entitlements">
          {rows.map((e) => (
            <div key={e.buyId} className="vip-entitlement" data-testid={`vip-entitlement-${e.targetCode}`}>
              <strong>{e.packageName}</strong>
              <span>{t(`scopes.${e.scope}`)} · {e.targetName}</span>
              <span className="vip-muted">{t('entitlements.until', { date: when(e.validUntil) })}</span>
              <Tag color={e.endingSoon ? 'orange' : 'green'}>{e.remainingDays === 0 ? t('entitlements.lastDay') : t('entitlements.days', { count: e.remainingDays })}</Tag>
            </div>
          ))}
        </div>
      )}
    </Card>
  );
}

function OffersCard() {
  const { t } = useTranslation('vip');
  const offers = useVipOffers({ page: 1, pageSize: 100 });
  const [buying, setBuying] = useState<TVipPackage | null>(null);
  const rows = offers.data?.contents ?? [];
  return (
    <Card title={t('offers.title')} loading={offers.isLoading}>
      {rows.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('offers.empty')} /> : (
        <div className="vip-offers">
          {rows.map((p) => (
            <Card key={p.id} size="small" className="vip-offer-card" data-testid={`vip-offer-${p.targetCode}-${p.period}`}>
              <div className="vip-offer">
                <strong>{p.name}</strong>
                <span className="vip-muted">{t(`scopes.${p.scope}`)} · {p.targetName} · {t(`periods.${p.period}`)}</span>
                <span className="vip-offer-description">{p.description}</span>
                <Space className="vip-offer-foot" style={{ justifyContent: 'space-between', width: '100%' }}>
                  <span className="vip-offer-price">{priceOf(p)}</span>
                  <Button type="primary" onClick={() => setBuying(p)} data-testid="vip-buy">{t('offers.buy')}</Button>
                </Space>
              </div>
            </Card>
          ))}
        </div>
      )}
      {buying && <BuyModal pkg={buying} onClose={() => setBuying(null)} />}
    </Card>
  );
}

function BuyModal({ pkg, onClose }: { pkg: TVipPackage; onClose: () => void }) {
  const { t } = useTranslation('vip');
  const { message } = App.useApp();
  const buy = useBuyVip();
  const [method, setMethod] = useState<TVipPaymentMethod>('INVOICE');
  const confirm = async () => {
    try {
      const made = await buy.mutateAsync({ vipId: pkg.id, method });
      void message.success(t('offers.bought', { serial: made.serial }));
      onClose();
    } catch {
      /* shown by the http client */
    }
  };
  return (
    <Modal open title={t('offers.buyTitle', { name: pkg.name })} okText={t('offers.confirm')} onOk={() => void confirm()} onCancel={onClose} confirmLoading={buy.isPending} okButtonProps={{ 'data-testid': 'vip-buy-confirm' } as never}>
      <Form layout="vertical">
        <Form.Item label={t('offers.method')}>
          <Radio.Group value={method} onChange={(e) => setMethod(e.target.value as TVipPaymentMethod)} options={VIP_PAYMENT_METHODS.map((m) => ({ value: m, label: t(`methods.${m}`) }))} />
        </Form.Item>
      </Form>
      <Alert type="info" showIcon message={t(method === 'INVOICE' ? 'offers.invoiceHint' : 'offers.cardHint')} />
      <p className="vip-offer-price" style={{ marginTop: 12 }}>{priceOf(pkg)}</p>
    </Modal>
  );
}

function MyBuysCard() {
  const { t } = useTranslation('vip');
  const { message } = App.useApp();
  const paged = usePagedTable((range) => t('buys.range', range));
  const list = useMyVipBuys(paged.paging);
  const cancel = useCancelVipBuy();
  const buy = useBuyColumns();
  const withdraw = async (row: TVipBuy) => {
    try {
      await cancel.mutateAsync(row.id);
      void message.success(t('buys.cancelled', { serial: row.serial }));
    } catch {
      /* shown by the http client */
    }
  };
  const columns: TableColumnsType<TVipBuy> = [
    buy.serial,
    buy.package,
    buy.method,
    buy.price,
    buy.status,
    buy.validUntil,
    {
      key: 'actions', title: t('buys.columns.actions'), width: 100,
      render: (_, r) => r.actions.includes('cancel') && (
        <Confirm danger title={t('buys.cancel')} description={t('buys.cancelConfirm', { serial: r.serial })} onConfirm={() => withdraw(r)}>
          <Button type="link" size="small" danger>{t('buys.cancel')}</Button>
        </Confirm>
      ),
    },
  ];
  return <BuysList title={t('buys.mine')} list={list} paged={paged} columns={columns} width={1060} />;
}
