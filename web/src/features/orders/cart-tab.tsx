import { useEffect, useMemo, useRef, useState } from 'react';
import { App, Button, Card, Empty, InputNumber, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { DeleteOutlined, SendOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ORDER_LIMITS, type TCartItem } from '@portal/contract';
import { useCart, useDeleteCartItems, useSubmitOrder, useUpdateCartItem } from '../../api/orders';
import { usePermission } from '../../app/permission';
import { Confirm } from '../../components/confirm';
import { CountTitle } from '../../components/list-page';
import { useStackedTable } from '../../components/stacked-table';
import { formatRmb, isValidAmount, selectedTotal, tickNewLines } from './order-logic';

/** A line's quantity: a stepper that sends the new amount when it is a whole number from the minimum unit. */
function AmountStepper({ item, disabled }: { item: TCartItem; disabled: boolean }) {
  const { t } = useTranslation('orders');
  const { message } = App.useApp();
  const update = useUpdateCartItem();
  const [value, setValue] = useState<number | null>(item.amount);
  useEffect(() => setValue(item.amount), [item.amount]);

  const commit = (next: number | null) => {
    if (next === item.amount) return;
    if (!isValidAmount(next, item.minUnit)) {
      void message.error(t('cart.amountRule', { min: item.minUnit }));
      setValue(item.amount);
      return;
    }
    update.mutate({ id: item.id, amount: next }, { onError: () => setValue(item.amount) });
  };
  return (
    <InputNumber
      size="small"
      max={ORDER_LIMITS.amountMax}
      step={1}
      value={value}
      disabled={disabled}
      className="cart-amount"
      aria-label={`${t('cart.columns.amount')} ${item.partCode}`}
      data-testid={`cart-amount-${item.partCode}`}
      onChange={setValue}
      onStep={(next) => commit(next)}
      onBlur={() => commit(value)}
      onPressEnter={() => commit(value)}
    />
  );
}

/** The cart (spec §5 Cart): choose lines, set quantities, see subtotals and the total, submit. */
export function CartTab({ onSubmitted }: { onSubmitted: () => void }) {
  const { t, i18n } = useTranslation('orders');
  const { modal, message } = App.useApp();
  const { has } = usePermission();
  const { data, isFetching } = useCart();
  const remove = useDeleteCartItems();
  const submit = useSubmitOrder();
  const items = useMemo(() => data?.items ?? [], [data]);
  const [selected, setSelected] = useState<string[]>([]);
  // the cart opens with its orderable lines ticked (an unticked cart showed a total of 0), a line
  // added later is ticked too, and lines that left the cart leave the selection
  const seen = useRef(new Set<string>());
  useEffect(() => setSelected((s) => tickNewLines(items, s, seen.current)), [items]);
  const rmb = (v: string) => formatRmb(v, i18n.language);
  const total = selectedTotal(items, selected);
  const stack = useStackedTable();

  const onSubmit = () => {
    if (selected.length === 0) {
      void message.warning(t('cart.selectParts'));
      return;
    }
    modal.confirm({
      title: t('cart.submit'),
      content: t('cart.submitConfirm', { count: selected.length, total: rmb(total) }),
      onOk: () => submit.mutateAsync(selected).then((order) => {
        setSelected([]);
        modal.success({
          title: t('cart.submitted'),
          content: <span data-testid="order-submitted">{t('cart.submittedText', { orderNo: order.orderNo, requisitionNo: order.requisitionNo, total: rmb(order.total) })}</span>,
          onOk: onSubmitted,
          okText: t('cart.viewHistory'),
        });
      }),
    });
  };

  const columns: TableColumnsType<TCartItem> = [
    { key: 'index', title: t('cart.columns.index'), width: 56, align: 'center', render: (_: unknown, __: TCartItem, i: number) => i + 1 },
    { key: 'code', title: t('cart.columns.code'), dataIndex: 'partCode', width: 150, render: (code: string) => <span className="cart-code">{code}</span> },
    {
      key: 'name', title: t('cart.columns.name'), dataIndex: 'partName',
      render: (name: string, row) => (
        <span>
          {name}
          {!row.orderable && <Tag color="red" className="cart-tag">{t('cart.notOrderable')}</Tag>}
        </span>
      ),
    },
    {
      key: 'vehicle', title: `${t('cart.columns.vin')} / ${t('cart.columns.model')}`, width: 190,
      render: (_: unknown, row: TCartItem) => (row.vin || row.model ? (
        <div className="cart-vehicle" data-testid={`cart-vehicle-${row.partCode}`}>
          {row.vin && <span className="cart-vin">{row.vin}</span>}
          <span className="cart-min">{[row.model, row.jobNo && `${t('cart.columns.jobNo')} ${row.jobNo}`].filter(Boolean).join(' · ')}</span>
        </div>
      ) : '–'),
    },
    { key: 'price', title: t('cart.columns.price'), dataIndex: 'price', width: 120, align: 'right', render: (p: string | null) => (p === null ? '–' : rmb(p)) },
    {
      key: 'amount', title: t('cart.columns.amount'), width: 150,
      render: (_: unknown, row) => (
        <div className="cart-amount-cell">
          <AmountStepper item={row} disabled={!has('PER_SHOPPING_CART_ADD')} />
          {row.minUnit > 1 && <span className="cart-min">{t('cart.minUnit', { count: row.minUnit })}</span>}
        </div>
      ),
    },
    { key: 'lineTotal', title: t('cart.columns.lineTotal'), dataIndex: 'lineTotal', width: 130, align: 'right', render: (v: string | null) => (v === null ? '–' : <strong>{rmb(v)}</strong>) },
    ...(has('PER_SHOPPING_CART_DELETE') ? [{
      key: 'action', title: t('cart.columns.action'), width: 80, align: 'center' as const,
      render: (_: unknown, row: TCartItem) => (
        <Button type="link" size="small" danger onClick={() => remove.mutate([row.id])} data-testid={`cart-remove-${row.partCode}`}>{t('cart.remove')}</Button>
      ),
    }] : []),
  ];

  return (
    <Card className="orders-card" title={<CountTitle title={t('cart.title')} total={data ? data.count : undefined} testId="cart-count" />}>
      <Table<TCartItem>
        size="middle"
        rowKey="id"
        loading={isFetching && !data}
        columns={stack.columns(columns, { titleKey: 'name', omit: ['index'] })}
        className={stack.className}
        dataSource={items}
        pagination={false}
        scroll={stack.stacked ? undefined : { x: 900 }}
        locale={{ emptyText: <Empty description={t('cart.empty')} /> }}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys as string[]),
          getCheckboxProps: (row) => ({ disabled: !row.orderable, 'data-testid': `cart-select-${row.partCode}` } as object),
        }}
      />
      <div className="cart-footer">
        <Space size="large" wrap>
          <span data-testid="cart-selected">{t('cart.selected', { count: selected.length })}</span>
          {has('PER_SHOPPING_CART_DELETE') && (
            <Confirm title={t('cart.removeConfirm')} onConfirm={() => remove.mutate(selected)} disabled={selected.length === 0}>
              <Button icon={<DeleteOutlined />} disabled={selected.length === 0}>{t('cart.removeSelected')}</Button>
            </Confirm>
          )}
        </Space>
        <Space size="large" wrap className="cart-total">
          <span>
            {t('cart.selectedTotal')}: <Typography.Text strong className="cart-total-value" data-testid="cart-total">{rmb(total)}</Typography.Text>
          </span>
          {has('PER_SHOPPING_CART_SUBMIT') && (
            <Button type="primary" icon={<SendOutlined />} loading={submit.isPending} onClick={onSubmit} data-testid="cart-submit">{t('cart.submit')}</Button>
          )}
        </Space>
      </div>
      <p className="cart-note">{t('cart.priceNote')}</p>
    </Card>
  );
}
