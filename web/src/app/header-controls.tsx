import { useState } from 'react';
import { Button, Descriptions, Dropdown, Modal, type MenuProps } from 'antd';
import { AppstoreOutlined, InfoCircleOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TCurrentUser } from '@portal/contract';
import { usePublicConfig } from '../api/system';
import { AdminMenu } from './admin-menu';
import { headerSlots } from './header-slots';
import type { HeaderLayout } from './header-layout';
import { LanguageSelect } from './language-select';
import { NavDrawer, type MoreAction } from './nav-drawer';
import { filterByPermission, usePermission } from './permission';
import { SystemInfoModal } from './system-info-modal';

/**
 * The header's controls for a signed-in user (spec §2), left of the language selector: the
 * features' slots, the admin menu and the more-actions menu with its About and system-info dialogs;
 * on phones and tablets the menus, the feedback button and the language go into the menu drawer.
 */
export function HeaderControls({ user, layout, phone }: { user: TCurrentUser; layout: HeaderLayout; phone: boolean }) {
  const { t } = useTranslation('shell');
  const { canAccess } = usePermission();
  const { data: config } = usePublicConfig();
  const [systemInfoOpen, setSystemInfoOpen] = useState(false);
  const [aboutOpen, setAboutOpen] = useState(false);
  const isAdmin = user.userType === 'SYSTEM_ADMIN';
  const drawer = layout === 'drawer';
  const slots = filterByPermission(headerSlots, canAccess);

  const onMore = (action: MoreAction) => (action === 'system-info' ? setSystemInfoOpen(true) : setAboutOpen(true));
  const moreItems: MenuProps['items'] = [
    ...(isAdmin ? [{ key: 'system-info', icon: <InfoCircleOutlined />, label: t('header.systemInfo') }] : []),
    { key: 'about', icon: <QuestionCircleOutlined />, label: t('header.about') },
  ];

  return (
    <>
      {slots.filter((slot) => !(drawer && slot.inDrawer)).map((slot) => (
        <span key={slot.key} className={`header-slot header-slot-${slot.key}`}>
          {slot.render({ compact: layout !== 'full' })}
        </span>
      ))}
      {drawer ? (
        <NavDrawer labelled={!phone} systemInfo={isAdmin} onMore={onMore}>
          {slots.filter((slot) => slot.inDrawer).map((slot) => (
            <span key={slot.key} className={`nav-drawer-slot nav-drawer-slot-${slot.key}`}>{slot.render({ compact: false })}</span>
          ))}
          <LanguageSelect compact={false} stayOnPage={false} />
        </NavDrawer>
      ) : (
        <>
          <AdminMenu labelled={layout === 'full'} />
          <Dropdown menu={{ items: moreItems, onClick: ({ key }) => onMore(key as MoreAction) }} trigger={['click']} placement="bottomRight">
            <Button type="text" className="header-icon-button" icon={<AppstoreOutlined />} aria-label={t('header.more')} title={t('header.more')} data-testid="more-menu" />
          </Dropdown>
        </>
      )}
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
