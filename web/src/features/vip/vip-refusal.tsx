import type { ReactNode } from 'react';
import { Button, Card, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ERRORS, type TVipScope } from '@portal/contract';
import { useVipGate } from './vip-gate';

/** The code a read of gated content is refused with when only a package is missing. */
export const ENTITLEMENT_REQUIRED = ERRORS.VIP_ENTITLEMENT_REQUIRED.code;

const REFUSAL_TEXTS = {
  manual: ['vipNotice.refusalTitle', 'vipNotice.refusalText'],
  labour: ['vipNotice.refusalLabourTitle', 'vipNotice.refusalLabourText'],
  catalogue: ['vipNotice.refusalCatalogueTitle', 'vipNotice.refusalCatalogueText'],
} as const;

/** What a page shows in place of content the user's packages do not cover (a manual, labour times, a series' catalogue): why, and where to buy. */
export function VipRefusal({ what = 'manual' }: { what?: keyof typeof REFUSAL_TEXTS }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [title, text] = REFUSAL_TEXTS[what];
  return (
    <Result
      status="403"
      title={t(title)}
      subTitle={t(text)}
      extra={<Button type="primary" onClick={() => navigate('/vip')} data-testid="vip-refusal-offer">{t('vipNotice.offer')}</Button>}
      data-testid="vip-refusal"
    />
  );
}

/**
 * A page of a module sold as `scope`: a gated user without a live package of it sees the refusal
 * with the offer in place of the page, which then makes no call the server would refuse.
 */
export function VipGated({ scope, what, children }: { scope: TVipScope; what: keyof typeof REFUSAL_TEXTS; children: ReactNode }) {
  const gate = useVipGate(scope);
  if (gate === 'pending') return null;
  if (gate === 'closed') return <div className="page"><Card><VipRefusal what={what} /></Card></div>;
  return children;
}
