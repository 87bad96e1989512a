import { Button, Dropdown, type MenuProps } from 'antd';
import { DownOutlined, ReadOutlined } from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NAV_MENU } from './header-slots';
import { useMenuRoutes } from './menu-entries';
import { findRoute } from './routes';

/**
 * The main navigation on a desktop (issue 20 §15): one labelled menu of the pages a dealer reads,
 * beside the portal's name; each entry with its name. Phones and tablets find the same entries in
 * the menu drawer.
 */
export function MainNav() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const location = useLocation();
  const pages = useMenuRoutes(NAV_MENU);
  if (pages.length === 0) return null;
  const current = findRoute(location.pathname).path;
  const items: MenuProps['items'] = pages.map((route) => (
    { key: route.path, icon: route.icon, label: <span data-testid={`nav-${route.name}`}>{t(route.titleKey)}</span> }
  ));
  const here = pages.some((r) => r.path === current);
  return (
    <nav className="header-nav" aria-label={t('nav.label')}>
      <Dropdown menu={{ items, onClick: ({ key }) => navigate(key), selectable: true, selectedKeys: [current] }} trigger={['click']} placement="bottomLeft">
        <Button type="text" className={`header-nav-button${here ? ' is-current' : ''}`} icon={<ReadOutlined />} data-testid="nav-menu">
          {t('nav.library')} <DownOutlined className="header-nav-caret" />
        </Button>
      </Dropdown>
    </nav>
  );
}
