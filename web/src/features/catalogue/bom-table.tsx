import { useEffect, useRef } from 'react';
import { Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { ShoppingCartOutlined, StarOutlined, SwapOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TBomRow } from '@portal/contract';
import { applicabilitySummary, formatPrice, isOrderable, type ApplicabilityLabels } from './catalogue-logic';
import { CartIcon } from './part-actions';
import { FavoriteStar } from '../favorites/favorite-star';
import type { PartTab } from './part-detail';

interface BomTableProps {
  rows: TBomRow[];
  loading: boolean;
  activeBall: number | null;
  onSelectBall: (ball: number) => void;
  onOpenPart: (partId: string, tab: PartTab) => void;
  /** Height available to the table body (it scrolls inside). */
  height: number;
  /** A narrow panel: the code goes under the name and the stock under the price (all columns kept). */
  compact?: boolean;
}

/** Spec §2 BOM table: ball, code, name (expand, replacement icon), amount, price, stock, star, cart. */
export function BomTable({ rows, loading, activeBall, onSelectBall, onOpenPart, height, compact = false }: BomTableProps) {
  const { t, i18n } = useTranslation('catalogue');
  const wrap = useRef<HTMLDivElement>(null);

  // a balloon picked on the drawing brings its first row into view
  useEffect(() => {
    if (activeBall === null) return;
    const row = wrap.current?.querySelector<HTMLElement>(`tr[data-ball-row="${activeBall}"]`);
    row?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [activeBall, rows]);

  const labels: ApplicabilityLabels = {
    models: (list) => t('bom.applic.models', { list }),
    configs: (list) => t('bom.applic.configs', { list }),
    vinRange: (from, to) => t('bom.applic.vinRange', { from, to }),
    vinFrom: (from) => t('bom.applic.vinFrom', { from }),
    vinTo: (to) => t('bom.applic.vinTo', { to }),
    dateRange: (from, to) => t('bom.applic.dateRange', { from, to }),
    dateFrom: (from) => t('bom.applic.dateFrom', { from }),
    dateTo: (to) => t('bom.applic.dateTo', { to }),
    all: t('bom.applic.all'),
  };

  const stockTag = (inStock: boolean) => <Tag color={inStock ? 'green' : 'red'} className="bom-stock">{inStock ? t('bom.inStock') : t('bom.outOfStock')}</Tag>;
  const priceText = (s3: string | null) => formatPrice(s3, i18n.language) ?? <span className="catalogue-muted">{t('bom.noPrice')}</span>;
  const all: TableColumnsType<TBomRow> = [
    {
      key: 'ball',
      title: t('bom.columns.ball'),
      dataIndex: 'ballNumber',
      width: 56,
      align: 'center',
      render: (ball: number) => <span className={`bom-ball${ball === activeBall ? ' is-active' : ''}`}>{ball}</span>,
    },
    { key: 'code', title: t('bom.columns.code'), dataIndex: 'materialCode', width: 150, render: (code: string) => <span className="bom-code">{code}</span> },
    {
      key: 'name',
      dataIndex: 'childName',
      title: compact ? `${t('bom.columns.name')} / ${t('bom.columns.code')}` : t('bom.columns.name'),
      render: (name: string, row) => (
        <span className="bom-name">
          <a onClick={(e) => { e.stopPropagation(); onOpenPart(row.partId, 'info'); }} data-testid={`bom-open-${row.materialCode}`}>{name}</a>
          {row.replace && (
            <Tooltip title={t('bom.replaced')}>
              <SwapOutlined
                className="bom-replace"
                onClick={(e) => { e.stopPropagation(); onOpenPart(row.partId, 'exchange'); }}
                aria-label={t('bom.replaced')}
                data-testid={`bom-replace-${row.materialCode}`}
              />
            </Tooltip>
          )}
          {row.applicable === false && <Tag className="catalogue-inline-tag">{t('struct.notApplicable')}</Tag>}
          {compact && <span className="bom-code bom-code-under">{row.materialCode}</span>}
        </span>
      ),
    },
    { key: 'amount', title: t('bom.columns.amount'), dataIndex: 'amount', width: 72, align: 'right' },
    {
      key: 'price',
      dataIndex: 's3',
      width: compact ? 120 : 104,
      align: 'right',
      title: compact ? `${t('bom.columns.price')} / ${t('bom.columns.inventory')}` : t('bom.columns.price'),
      render: (s3: string | null, row) => (compact ? <div className="bom-price-stock">{priceText(s3)}{stockTag(row.isInventory)}</div> : priceText(s3)),
    },
    {
      key: 'inventory',
      title: t('bom.columns.inventory'),
      dataIndex: 'isInventory',
      width: 100,
      render: (inStock: boolean) => stockTag(inStock),
    },
    { key: 'favorite', title: <Tooltip title={t('bom.columns.favorite')}><StarOutlined /></Tooltip>, width: 44, align: 'center', render: (_: unknown, row) => <FavoriteStar objectId={row.partId} favoriteId={row.childFavoriteId} /> },
    { key: 'cart', title: <Tooltip title={t('bom.columns.cart')}><ShoppingCartOutlined /></Tooltip>, width: 44, align: 'center', render: (_: unknown, row) => (isOrderable(row) ? <CartIcon /> : null) },
  ];

  const columns = compact ? all.filter((c) => c.key !== 'code' && c.key !== 'inventory') : all;
  return (
    <div ref={wrap} className="bom-table" data-testid="bom-table">
      <Table<TBomRow>
        size="small"
        rowKey="id"
        loading={loading}
        columns={columns}
        dataSource={rows}
        pagination={false}
        sticky
        scroll={{ y: Math.max(160, height), x: compact ? 500 : 760 }}
        locale={{ emptyText: t('struct.noRows') }}
        rowClassName={(row) => [row.ballNumber === activeBall ? 'bom-row-active' : '', row.applicable === false ? 'bom-row-other' : ''].join(' ')}
        onRow={(row) => ({ onClick: () => onSelectBall(row.ballNumber), 'data-ball-row': row.ballNumber } as React.HTMLAttributes<HTMLElement>)}
        expandable={{
          expandedRowRender: (row) => (
            <div className="bom-expand">
              <div><span className="bom-expand-label">{t('bom.applicability')}</span>{applicabilitySummary(row.applicability, labels).map((line) => <Tag key={line}>{line}</Tag>)}</div>
              <div><span className="bom-expand-label">{t('bom.unit')}</span>{row.unit || '–'} · {t('bom.minSalesUnit', { count: row.minSalesUnit })}</div>
              <div><span className="bom-expand-label">{t('bom.remark')}</span>{row.remark || <span className="catalogue-muted">{t('bom.noRemark')}</span>}</div>
            </div>
          ),
        }}
      />
    </div>
  );
}
