import { Button, Dropdown, type MenuProps } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { routes } from './routes';
import { ADMIN_MENU_ROUTES } from './header-slots';
import { usePermission } from './permission';

/** The admin menu of spec §2: the management pages the user may open (hidden when none). */
export function AdminMenu({ compact }: { compact: boolean }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { canOpen } = usePermission();
  const items: MenuProps['items'] = ADMIN_MENU_ROUTES.flatMap((name) => {
    const route = routes.find((r) => r.name === name);
    if (!route || !canOpen(route)) return [];
    return [{ key: route.path, icon: route.icon, label: <span data-testid={`admin-menu-${name}`}>{t(route.titleKey)}</span> }];
  });
  if (items.length === 0) return null;
  return (
    <Dropdown menu={{ items, onClick: ({ key }) => navigate(key) }} trigger={['click']} placement="bottomRight">
      <Button type="text" className="header-icon-button" icon={<SettingOutlined />} aria-label={t('header.admin')} data-testid="admin-menu">
        {compact ? null : t('header.admin')}
      </Button>
    </Dropdown>
  );
}
