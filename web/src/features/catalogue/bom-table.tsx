import { useEffect, useRef } from 'react';
import { Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { InboxOutlined, ShoppingCartOutlined, StarOutlined, SwapOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TBomRow } from '@portal/contract';
import { applicabilitySummary, formatPrice, isOrderable, type ApplicabilityLabels } from './catalogue-logic';
import { FavoriteStar } from '../favorites/favorite-star';
import { AddToCartButton } from '../orders/add-to-cart-button';
import type { PartTab } from './part-detail';

interface BomTableProps {
  rows: TBomRow[];
  loading: boolean;
  activeBall: number | null;
  onSelectBall: (ball: number) => void;
  onOpenPart: (partId: string, tab: PartTab) => void;
  /** Height available to the table body (it scrolls inside). */
  height: number;
  /** A narrow panel: narrower code and amount columns, the stock as a dot (its text in a tooltip). */
  compact?: boolean;
  /**
   * A phone: ball, code, name, price and cart only, so the price stays on screen; usage, stock
   * and the favourite star move into the row's expansion.
   */
  phone?: boolean;
  /** The tag of a row that does not apply: other vehicles, or not for this model. */
  otherLabel?: string;
  /** The vehicle the BOM is shown for (a VIN's catalogue) and its model: cart lines keep them. */
  vin?: string;
  model?: string;
}

/**
 * Spec §2 BOM table: ball, code, name (expand, replacement icon), amount, price, stock, star, cart.
 * Every cell keeps to one line (the full text in a tooltip), so 20 and more rows fit beside the
 * drawing on a laptop screen, as in the printed catalogues dealers know.
 */
export function BomTable({ rows, loading, activeBall, onSelectBall, onOpenPart, height, compact: narrow = false, phone = false, otherLabel, vin, model }: BomTableProps) {
  const compact = narrow || phone;
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

  const stockText = (inStock: boolean) => (inStock ? t('bom.inStock') : t('bom.outOfStock'));
  const stockCell = (inStock: boolean, dot = compact) => (dot
    ? <Tooltip title={stockText(inStock)}><span className={`bom-stock-dot ${inStock ? 'is-in' : 'is-out'}`} role="img" aria-label={stockText(inStock)} /></Tooltip>
    : <span className={`bom-stock ${inStock ? 'is-in' : 'is-out'}`} title={stockText(inStock)}>{stockText(inStock)}</span>);
  const priceText = (s3: string | null) => formatPrice(s3, i18n.language) ?? <span className="catalogue-muted">{t('bom.noPrice')}</span>;
  const columns: TableColumnsType<TBomRow> = [
    {
      key: 'ball',
      title: t('bom.columns.ball'),
      dataIndex: 'ballNumber',
      width: phone ? 30 : compact ? 36 : 48,
      align: 'center',
      render: (ball: number) => <span className={`bom-ball${ball === activeBall ? ' is-active' : ''}`}>{ball}</span>,
    },
    {
      key: 'code',
      title: t('bom.columns.code'),
      dataIndex: 'materialCode',
      width: phone ? 92 : compact ? 104 : 140,
      ellipsis: { showTitle: false },
      render: (code: string) => <span className="bom-code" title={code}>{code}</span>,
    },
    {
      key: 'name',
      dataIndex: 'childName',
      title: t('bom.columns.name'),
      ellipsis: { showTitle: false },
      render: (name: string, row) => (
        <span className="bom-name">
          <a
            className="bom-name-text"
            title={name}
            onClick={(e) => { e.stopPropagation(); onOpenPart(row.partId, 'info'); }}
            data-testid={`bom-open-${row.materialCode}`}
          >
            {name}
          </a>
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
          {row.applicable === false && <Tag className="bom-other-tag" data-testid="bom-other-tag">{otherLabel ?? t('struct.notApplicable')}</Tag>}
        </span>
      ),
    },
    ...(phone ? [] : [{ key: 'amount', title: t('bom.columns.amount'), dataIndex: 'amount', width: compact ? 46 : 60, align: 'right' as const, ellipsis: true }]),
    {
      key: 'price',
      dataIndex: 's3',
      width: phone ? 88 : compact ? 90 : 100,
      align: 'right',
      ellipsis: { showTitle: false },
      title: t('bom.columns.price'),
      render: (s3: string | null) => <span className="bom-price">{priceText(s3)}</span>,
    },
    ...(phone ? [] : [
      {
        key: 'inventory',
        title: compact ? <Tooltip title={t('bom.columns.inventory')}><InboxOutlined aria-label={t('bom.columns.inventory')} /></Tooltip> : t('bom.columns.inventory'),
        dataIndex: 'isInventory',
        width: compact ? 30 : 92,
        align: compact ? 'center' : 'left',
        ellipsis: { showTitle: false },
        render: (inStock: boolean) => stockCell(inStock),
      },
      { key: 'favorite', title: <Tooltip title={t('bom.columns.favorite')}><StarOutlined /></Tooltip>, width: compact ? 30 : 36, align: 'center', render: (_: unknown, row) => <FavoriteStar objectId={row.partId} favoriteId={row.childFavoriteId} /> },
    ] as TableColumnsType<TBomRow>),
    { key: 'cart', title: <Tooltip title={t('bom.columns.cart')}><ShoppingCartOutlined /></Tooltip>, width: phone ? 26 : compact ? 30 : 36, align: 'center', render: (_: unknown, row) => (isOrderable(row) ? <AddToCartButton partCode={row.materialCode} partName={row.childName} minUnit={row.minSalesUnit} vin={vin} model={model} /> : null) },
  ];

  return (
    <div ref={wrap} className="bom-table" data-testid="bom-table">
      <Table<TBomRow>
        size="small"
        tableLayout="fixed"
        rowKey="id"
        loading={loading}
        columns={columns}
        dataSource={rows}
        pagination={false}
        sticky
        scroll={{ y: Math.max(160, height), x: phone ? undefined : compact ? 520 : 720 }}
        locale={{ emptyText: t('struct.noRows') }}
        rowClassName={(row) => [row.ballNumber === activeBall ? 'bom-row-active' : '', row.applicable === false ? 'bom-row-other' : ''].join(' ')}
        onRow={(row) => ({ onClick: () => onSelectBall(row.ballNumber), 'data-ball-row': row.ballNumber } as React.HTMLAttributes<HTMLElement>)}
        expandable={{
          columnWidth: phone ? 22 : 28,
          expandedRowRender: (row) => (
            <div className="bom-expand">
              {phone && (
                <div className="bom-expand-phone">
                  <span><span className="bom-expand-label">{t('bom.columns.amount')}</span>{row.amount}</span>
                  {stockCell(row.isInventory, false)}
                  <FavoriteStar objectId={row.partId} favoriteId={row.childFavoriteId} />
                </div>
              )}
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
