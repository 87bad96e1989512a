import { Button, Dropdown, type MenuProps } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ADMIN_MENU } from './header-slots';
import { useMenuRoutes } from './menu-entries';

/** The admin menu of spec §2: the management pages the user may open (hidden when none). */
export function AdminMenu({ labelled }: { labelled: boolean }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const items: MenuProps['items'] = useMenuRoutes(ADMIN_MENU).map((route) => (
    { key: route.path, icon: route.icon, label: <span data-testid={`admin-menu-${route.name}`}>{t(route.titleKey)}</span> }
  ));
  if (items.length === 0) return null;
  return (
    <Dropdown menu={{ items, onClick: ({ key }) => navigate(key) }} trigger={['click']} placement="bottomRight">
      <Button type="text" className="header-icon-button" icon={<SettingOutlined />} aria-label={t('header.admin')} title={labelled ? undefined : t('header.admin')} data-testid="admin-menu">
        {labelled ? t('header.admin') : null}
      </Button>
    </Dropdown>
  );
}
