import { useState } from 'react';
import { App, Button, Form, Input, Select, Space, Switch, Tabs, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  VIP_BUY_STATUSES, VIP_LIMITS, VIP_PERIODS, VIP_SCOPES,
  type TVipBuy, type TVipBuyStatus, type TVipPackage, type TVipPackageRequest,
} from '@portal/contract';
import { useAllVipBuys, useCreateVipPackage, useDecideVipBuy, useUpdateVipPackage, useVipPackages } from '../../api/vip';
import { usePermission } from '../../app/permission';
import { Confirm } from '../../components/confirm';
import { FormModal } from '../../components/form-modal';
import { KeywordSearch, PagedCard } from '../../components/list-page';
import { PageHeading } from '../../components/page-heading';
import { usePagedTable } from '../../components/paged-table';
import { BuysList, priceOf, useBuyColumns } from './vip-parts';
import './vip.css';

/**
 * Payment management and authorization (spec row 26): the packages, and every purchase with the
 * approval of invoice purchases. What a row offers comes from the server (`actions`).
 */
export default function VipAdminPage() {
  const { t } = useTranslation('vip');
  return (
    <div className="page vip-page" data-testid="vip-admin-page">
      <PageHeading title={t('admin.title')} subtitle={t('admin.subtitle')} />
      <Tabs
        items={[
          { key: 'packages', label: t('admin.tabs.packages'), children: <PackagesCard /> },
          { key: 'buys', label: t('admin.tabs.buys'), children: <BuysCard /> },
        ]}
      />
    </div>
  );
}

function PackagesCard() {
  const { t } = useTranslation('vip');
  const { message } = App.useApp();
  const { has } = usePermission();
  const canManage = has('PER_VIP_MANAGE');
  const paged = usePagedTable((range) => t('packages.range', range));
  const list = useVipPackages(paged.paging);
  const update = useUpdateVipPackage();
  const [editing, setEditing] = useState<TVipPackage | 'new' | null>(null);

  const toggle = async (row: TVipPackage, enabled: boolean) => {
    try {
      await update.mutateAsync({ id: row.id, enabled });
      void message.success(t(enabled ? 'packages.enabledOn' : 'packages.enabledOff', { name: row.name }));
    } catch {
      /* shown by the http client */
    }
  };

  const columns: TableColumnsType<TVipPackage> = [
    { key: 'name', title: t('packages.columns.name'), width: 220, render: (_, r) => <span className="vip-what"><span className="vip-what-name">{r.name}</span><span className="vip-muted">{r.description}</span></span> },
    { key: 'scope', title: t('packages.columns.scope'), width: 150, render: (_, r) => t(`scopes.${r.scope}`) },
    { key: 'target', title: t('packages.columns.target'), width: 180, render: (_, r) => <span className="vip-what"><span>{r.targetName}</span><span className="vip-muted">{r.targetCode}</span></span> },
    { key: 'period', title: t('packages.columns.period'), width: 110, render: (_, r) => t(`periods.${r.period}`) },
    { key: 'price', title: t('packages.columns.price'), width: 110, align: 'right', render: (_, r) => priceOf(r) },
    {
      key: 'enabled', title: t('packages.columns.enabled'), width: 90, align: 'center',
      render: (_, r) => <Switch size="small" checked={r.enabled} disabled={!canManage} aria-label={t('packages.columns.enabled')} onChange={(v) => void toggle(r, v)} data-testid={`vip-enabled-${r.id}`} />,
    },
  ];
  if (canManage) {
    columns.push({ key: 'actions', title: t('packages.columns.actions'), width: 90, render: (_, r) => <Button type="link" size="small" onClick={() => setEditing(r)}>{t('packages.edit')}</Button> });
  }

  return (
    <>
      <PagedCard<TVipPackage>
        title={t('packages.title')}
        total={(n) => n}
        extra={canManage && <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="vip-package-add">{t('packages.add')}</Button>}
        columns={columns}
        page={list.data}
        loading={list.isFetching}
        paged={paged}
        width={950}
        emptyText={t('packages.empty')}
      />
      {editing && <PackageModal pkg={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </>
  );
}

function PackageModal({ pkg, onClose }: { pkg: TVipPackage | null; onClose: () => void }) {
  const { t } = useTranslation('vip');
  const [form] = Form.useForm<TVipPackageRequest>();
  const create = useCreateVipPackage();
  const update = useUpdateVipPackage();
  const required = { required: true, message: t('form.required') };
  return (
    <FormModal<TVipPackageRequest>
      form={form}
      name="vip-package"
      open
      title={pkg ? t('form.editTitle', { name: pkg.name }) : t('form.addTitle')}
      saving={create.isPending || update.isPending}
      onClose={onClose}
      onSave={async (values) => {
        const saved = pkg ? await update.mutateAsync({ id: pkg.id, ...values }) : await create.mutateAsync(values);
        return t(pkg ? 'form.saved' : 'form.created', { name: saved.name });
      }}
    >
      <Form.Item label={t('form.name')} name="name" rules={[required, { max: VIP_LIMITS.nameMax }]} initialValue={pkg?.name}>
        <Input maxLength={VIP_LIMITS.nameMax} data-testid="vip-form-name" />
      </Form.Item>
      <Form.Item label={t('form.description')} name="description" initialValue={pkg?.description ?? ''}>
        <Input.TextArea maxLength={VIP_LIMITS.descriptionMax} rows={2} />
      </Form.Item>
      <Space wrap align="start">
        <Form.Item label={t('form.scope')} name="scope" rules={[required]} initialValue={pkg?.scope ?? 'MODEL_MANUALS'}>
          <Select style={{ width: 200 }} options={VIP_SCOPES.map((s) => ({ value: s, label: t(`scopes.${s}`) }))} />
        </Form.Item>
        <Form.Item label={t('form.period')} name="period" rules={[required]} initialValue={pkg?.period ?? 'DAY'}>
          <Select style={{ width: 160 }} options={VIP_PERIODS.map((p) => ({ value: p, label: t(`periods.${p}`) }))} />
        </Form.Item>
      </Space>
      <Form.Item label={t('form.targetCode')} name="targetCode" extra={t('form.targetHelp')} rules={[required, { max: VIP_LIMITS.codeMax }]} initialValue={pkg?.targetCode}>
        <Input maxLength={VIP_LIMITS.codeMax} data-testid="vip-form-target" />
      </Form.Item>
      <Space wrap align="start">
        <Form.Item label={t('form.price')} name="price" rules={[required, { pattern: /^\d{1,7}(\.\d{1,2})?$/, message: t('form.priceFormat') }]} initialValue={pkg?.price}>
          <Input style={{ width: 160 }} inputMode="decimal" data-testid="vip-form-price" />
        </Form.Item>
        <Form.Item label={t('form.currency')} name="currency" rules={[required, { pattern: /^[A-Z]{3}$/, message: t('form.currencyFormat') }]} initialValue={pkg?.currency ?? 'EUR'}>
          <Input style={{ width: 100 }} maxLength={3} />
        </Form.Item>
        <Form.Item label={t('form.enabled')} name="enabled" valuePropName="checked" initialValue={pkg?.enabled ?? true}>
          <Switch />
        </Form.Item>
      </Space>
    </FormModal>
  );
}

function BuysCard() {
  const { t } = useTranslation('vip');
  const { message } = App.useApp();
  const [status, setStatus] = useState<TVipBuyStatus | undefined>('PENDING');
  const [keyword, setKeyword] = useState<string | undefined>();
  const paged = usePagedTable((range) => t('buys.range', range));
  const list = useAllVipBuys({ ...paged.paging, status, keyword });
  const decide = useDecideVipBuy();
  const buy = useBuyColumns();

  const act = async (row: TVipBuy, action: 'approve' | 'reject') => {
    try {
      await decide.mutateAsync({ id: row.id, action, note: '' });
      void message.success(t(action === 'approve' ? 'buys.approved' : 'buys.rejected', { serial: row.serial }));
    } catch {
      /* shown by the http client */
    }
  };

  const columns: TableColumnsType<TVipBuy> = [
    buy.serial,
    { key: 'user', title: t('buys.columns.user'), width: 160, render: (_, r) => <span className="vip-what"><span>{r.userName || r.username}</span><span className="vip-muted">{r.username}</span></span> },
    buy.package,
    buy.method,
    buy.price,
    { ...buy.status, width: 130 },
    buy.validUntil,
    {
      key: 'actions', title: t('buys.columns.actions'), width: 170,
      render: (_, r) => (
        <Space size={4}>
          {r.actions.includes('approve') && (
            <Confirm title={t('buys.approve')} description={t('buys.approveConfirm', { serial: r.serial })} onConfirm={() => act(r, 'approve')}>
              <Button type="link" size="small" data-testid={`vip-approve-${r.serial}`}>{t('buys.approve')}</Button>
            </Confirm>
          )}
          {r.actions.includes('reject') && (
            <Confirm danger title={t('buys.reject')} description={t('buys.rejectConfirm', { serial: r.serial })} onConfirm={() => act(r, 'reject')}>
              <Button type="link" size="small" danger>{t('buys.reject')}</Button>
            </Confirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <div className="vip-filters">
        <Select<TVipBuyStatus>
          allowClear
          style={{ width: 200 }}
          aria-label={t('buys.status')}
          placeholder={t('buys.status')}
          value={status}
          onChange={paged.filtered(setStatus)}
          options={VIP_BUY_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
          data-testid="vip-buys-status"
        />
        <KeywordSearch placeholder={t('buys.keyword')} searchLabel={t('buys.search')} width={320} onSearch={paged.filtered(setKeyword)} />
      </div>
      <BuysList title={t('buys.title')} list={list} paged={paged} columns={columns} width={1280} />
    </>
  );
}
