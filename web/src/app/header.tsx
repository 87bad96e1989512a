import { useState } from 'react';
import { Button, Descriptions, Dropdown, Modal, type MenuProps } from 'antd';
import { AppstoreOutlined, InfoCircleOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TCurrentUser } from '@portal/contract';
import { usePublicConfig } from '../api/system';
import { LogoMark } from './logo';
import { LanguageSelect } from './language-select';
import { UserMenu } from './user-menu';
import { AdminMenu } from './admin-menu';
import { headerSlots, MORE_MENU_ROUTES } from './header-slots';
import { routes } from './routes';
import { filterByPermission, usePermission } from './permission';
import { SystemInfoModal } from './system-info-modal';

interface AppHeaderProps {
  /** Login, register, password recovery: only the logo and the language selector. */
  bare: boolean;
  user?: TCurrentUser;
  compact: boolean;
}

/** The portal header of spec §2. */
export function AppHeader({ bare, user, compact }: AppHeaderProps) {
  const { t } = useTranslation('shell');
  const { canAccess, canOpen } = usePermission();
  const navigate = useNavigate();
  const { data: config } = usePublicConfig();
  const [systemInfoOpen, setSystemInfoOpen] = useState(false);
  const [aboutOpen, setAboutOpen] = useState(false);
  const isAdmin = user?.userType === 'SYSTEM_ADMIN';
  const showControls = !bare && !!user;

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

  const brand = (
    <>
      <LogoMark size={compact ? 30 : 36} title={t('productName')} />
      <span className="header-title">
        <span className="header-title-main">{compact ? t('productShortName') : t('productName')}</span>
        {!compact && <span className="header-title-sub">{t('productTagline')}</span>}
      </span>
    </>
  );

  return (
    <header className={`app-header${compact ? ' app-header-compact' : ''}`}>
      {showControls ? (
        <Link to="/home" className="header-brand" aria-label={t('routes.home')}>
          {brand}
        </Link>
      ) : (
        <span className="header-brand">{brand}</span>
      )}
      <div className="header-actions">
        {showControls &&
          filterByPermission(headerSlots, canAccess).map((slot) => (
            <span key={slot.key} className={`header-slot header-slot-${slot.key}`}>
              {slot.render({ compact })}
            </span>
          ))}
        {showControls && <AdminMenu compact={compact} />}
        {showControls && (
          <Dropdown menu={{ items: moreItems, onClick: onMore }} trigger={['click']} placement="bottomRight">
            <Button type="text" className="header-icon-button" icon={<AppstoreOutlined />} aria-label={t('header.more')} data-testid="more-menu" />
          </Dropdown>
        )}
        <LanguageSelect compact={compact} stayOnPage={bare} />
        {showControls && user && <UserMenu user={user} compact={compact} />}
      </div>
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
    </header>
  );
}
