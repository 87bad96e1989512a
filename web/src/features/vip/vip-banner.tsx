import { Alert, Button } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useVipUser } from '../../api/vip';

/**
 * The portal's notice that paid access ends soon (within VIP_REMINDER_HOURS, the server decides),
 * with the way to buy again. Loaded by the shell only for users who buy access.
 */
export default function VipBanner() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const me = useVipUser();
  const soon = (me.data?.entitlements ?? []).filter((e) => e.endingSoon);
  if (soon.length === 0) return null;
  const first = soon[0];
  return (
    <Alert
      banner
      type="warning"
      className="vip-banner"
      data-testid="vip-banner"
      message={t('vipNotice.banner', { count: soon.length, target: first.targetName, date: dayjs(first.validUntil).format('YYYY-MM-DD HH:mm') })}
      action={<Button size="small" onClick={() => navigate('/vip')}>{t('vipNotice.renew')}</Button>}
    />
  );
}
