import { Tag, type TableColumnType } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { TPage, TVipBuy, TVipBuyStatus } from '@portal/contract';
import { PagedCard } from '../../components/list-page';
import type { PagedTableState } from '../../components/paged-table';

const STATUS_COLOR: Record<TVipBuyStatus, string> = { PENDING: 'gold', ACTIVE: 'green', REJECTED: 'red', CANCELLED: 'default', EXPIRED: 'default' };

export function BuyStatusTag({ status }: { status: TVipBuyStatus }) {
  const { t } = useTranslation('vip');
  return <Tag color={STATUS_COLOR[status]} data-testid={`vip-status-${status}`}>{t(`statuses.${status}`)}</Tag>;
}

/** A date and time as the portal shows them. */
export const when = (iso: string | null) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '—');

/** What a purchase opens: package name, scope and target. */
export function BuyWhat({ buy }: { buy: TVipBuy }) {
  const { t } = useTranslation('vip');
  return (
    <span className="vip-what">
      <span className="vip-what-name">{buy.package.name}</span>
      <span className="vip-muted">{t(`scopes.${buy.package.scope}`)} · {buy.package.targetName} · {t(`periods.${buy.package.period}`)}</span>
    </span>
  );
}

export const priceOf = (p: { price: string; currency: string }) => `${p.price} ${p.currency}`;

type BuyColumn = TableColumnType<TVipBuy>;

/** The columns of a purchase that the buyer's and the administrator's lists share. */
export function useBuyColumns(): Record<'serial' | 'package' | 'method' | 'price' | 'status' | 'validUntil', BuyColumn> {
  const { t } = useTranslation('vip');
  return {
    serial: { key: 'serial', title: t('buys.columns.serial'), width: 190, render: (_, r) => <span className="vip-what"><span>{r.serial}</span><span className="vip-muted">{when(r.createTime)}</span></span> },
    package: { key: 'package', title: t('buys.columns.package'), width: 240, render: (_, r) => <BuyWhat buy={r} /> },
    method: { key: 'method', title: t('buys.columns.method'), width: 150, render: (_, r) => t(`methods.${r.method}`) },
    price: { key: 'price', title: t('buys.columns.price'), width: 100, align: 'right', render: (_, r) => priceOf(r) },
    status: { key: 'status', title: t('buys.columns.status'), width: 140, render: (_, r) => <BuyStatusTag status={r.status} /> },
    validUntil: { key: 'validUntil', title: t('buys.columns.validUntil'), width: 140, render: (_, r) => when(r.validUntil) },
  };
}

interface BuysListProps {
  title: string;
  list: { data?: TPage<TVipBuy>; isFetching: boolean };
  paged: PagedTableState;
  columns: BuyColumn[];
  width: number;
}

/** A paged list of purchases, its count a bare number beside the title. */
export function BuysList({ title, list, paged, columns, width }: BuysListProps) {
  const { t } = useTranslation('vip');
  return (
    <PagedCard<TVipBuy> title={title} total={(n) => n} columns={columns} page={list.data} loading={list.isFetching} paged={paged} width={width} emptyText={t('buys.empty')} />
  );
}
