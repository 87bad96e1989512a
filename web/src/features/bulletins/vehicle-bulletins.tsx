import { useState } from 'react';
import { Popover, Space, Tag } from 'antd';
import { NotificationOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useVinBulletins } from '../../api/bulletins';

/**
 * For the struct view's vehicle header: the published recalls and technical bulletins that concern
 * this VIN (its model, VIN range or production date), unread ones marked, each linked to its page.
 */
export function VehicleBulletins({ vin }: { vin: string }) {
  const { t } = useTranslation('bulletins');
  const { data = [] } = useVinBulletins(vin);
  // Controlled, so opening a bulletin from it closes it instead of leaving it over the bulletin's page.
  const [open, setOpen] = useState(false);
  if (data.length === 0) return <span data-testid="vehicle-bulletins">{t('vehicle.none')}</span>;
  const unread = data.filter((b) => !b.read).length;
  const list = (
    <ul style={{ margin: 0, paddingInlineStart: 16 }}>
      {data.map((b) => (
        <li key={b.id}><Tag color={b.type === 'RECALL_TYPE' ? 'red' : 'blue'}>{t(`type.${b.type}`)}</Tag><Link to={`/notice_detail/${b.id}/${encodeURIComponent(b.theme)}`} onClick={() => setOpen(false)}>{b.theme}</Link></li>
      ))}
    </ul>
  );
  return (
    <Space size="small" wrap data-testid="vehicle-bulletins">
      <Popover title={t('vehicle.title')} content={list} open={open} onOpenChange={setOpen}>
        <a><NotificationOutlined /> {t('vehicle.count', { count: data.length })}</a>
      </Popover>
      {unread > 0 && <Tag color="orange">{t('vehicle.unread', { count: unread })}</Tag>}
    </Space>
  );
}
