import { Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { TVipBuy, TVipBuyStatus } from '@portal/contract';

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
