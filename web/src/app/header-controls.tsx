import { useState } from 'react';
import { Button, Descriptions, Dropdown, Modal, type MenuProps } from 'antd';
import { AppstoreOutlined, InfoCircleOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TCurrentUser } from '@portal/contract';
import { usePublicConfig } from '../api/system';
import { AdminMenu } from './admin-menu';
import { headerSlots, MORE_MENU_ROUTES } from './header-slots';
import { routes } from './routes';
import { filterByPermission, usePermission } from './permission';
import { SystemInfoModal } from './system-info-modal';

/**
 * The header's controls for a signed-in user (spec §2), left of the language selector: the
 * features' slots, the admin menu and the more-actions menu with its About and system-info dialogs.
 */
export function HeaderControls({ user, compact }: { user: TCurrentUser; compact: boolean }) {
  const { t } = useTranslation('shell');
  const { canAccess, canOpen } = usePermission();
  const navigate = useNavigate();
  const { data: config } = usePublicConfig();
  const [systemInfoOpen, setSystemInfoOpen] = useState(false);
  const [aboutOpen, setAboutOpen] = useState(false);
  const isAdmin = user.userType === 'SYSTEM_ADMIN';

  const pageItems = MORE_MENU_ROUTES.flatMap((name) => {
    const route = routes.find((r) => r.name === name);
    if (!route || !canOpen(route)) return [];
    return [{ key: `route:${route.path}`, icon: route.icon, label: <span data-testid={`more-menu-${name}`}>{t(route.titleKey)}</span> }];
  });
  const moreItems: MenuProps['items'] = [
    ...pageItems,
    ...(pageItems.length ? [{ type: 'divider' as const }] : []),
    ...(isAdmin ? [{ key: 'system-info', icon: <InfoCircleOutlined />, label: t('header.systemInfo') }] : []),
    { key: 'about', icon: <QuestionCircleOutlined />, label: t('header.about') },
  ];
  const onMore: MenuProps['onClick'] = ({ key }) => {
    if (key.startsWith('route:')) navigate(key.slice('route:'.length));
    else if (key === 'system-info') setSystemInfoOpen(true);
    else setAboutOpen(true);
  };

  return (
    <>
      {filterByPermission(headerSlots, canAccess).map((slot) => (
        <span key={slot.key} className={`header-slot header-slot-${slot.key}`}>
          {slot.render({ compact })}
        </span>
      ))}
      <AdminMenu compact={compact} />
      <Dropdown menu={{ items: moreItems, onClick: onMore }} trigger={['click']} placement="bottomRight">
        <Button type="text" className="header-icon-button" icon={<AppstoreOutlined />} aria-label={t('header.more')} data-testid="more-menu" />
      </Dropdown>
      {isAdmin && <SystemInfoModal open={systemInfoOpen} onClose={() => setSystemInfoOpen(false)} />}
      <Modal open={aboutOpen} onCancel={() => setAboutOpen(false)} footer={null} title={t('about.title')} destroyOnHidden>
        <Descriptions column={1} size="small">
          <Descriptions.Item label={t('about.product')}>{t('productName')}</Descriptions.Item>
          <Descriptions.Item label={t('about.version')}>{config?.productVersion ?? '-'}</Descriptions.Item>
          {config?.support.email && <Descriptions.Item label={t('about.email')}>{config.support.email}</Descriptions.Item>}
          {config?.support.phone && <Descriptions.Item label={t('about.phone')}>{config.support.phone}</Descriptions.Item>}
          {config?.support.website && <Descriptions.Item label={t('about.website')}>{config.support.website}</Descriptions.Item>}
        </Descriptions>
      </Modal>
    </>
  );
}
