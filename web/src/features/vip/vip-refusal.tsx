import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ERRORS } from '@portal/contract';

/** The code a read of gated content is refused with when only a package is missing. */
export const ENTITLEMENT_REQUIRED = ERRORS.VIP_ENTITLEMENT_REQUIRED.code;

/** What a page shows in place of content the user's packages do not cover (a manual, labour times): why, and where to buy. */
export function VipRefusal({ what = 'manual' }: { what?: 'manual' | 'labour' }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title={t(what === 'labour' ? 'vipNotice.refusalLabourTitle' : 'vipNotice.refusalTitle')}
      subTitle={t(what === 'labour' ? 'vipNotice.refusalLabourText' : 'vipNotice.refusalText')}
      extra={<Button type="primary" onClick={() => navigate('/vip')} data-testid="vip-refusal-offer">{t('vipNotice.offer')}</Button>}
      data-testid="vip-refusal"
    />
  );
}
