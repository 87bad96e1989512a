import { useState, type ReactNode } from 'react';
import { Button, Drawer, Menu, type MenuProps } from 'antd';
import { InfoCircleOutlined, MenuOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ADMIN_MENU, NAV_MENU } from './header-slots';
import { useMenuRoutes } from './menu-entries';
import { findRoute } from './routes';

export type MoreAction = 'about' | 'system-info';

interface NavDrawerProps {
  /** The button names itself (a tablet has room; a phone shows the icon, named for screen readers). */
  labelled: boolean;
  /** The system information entry (system administrators). */
  systemInfo: boolean;
  onMore: (action: MoreAction) => void;
  /** Controls that leave the header on a small screen (the feedback button, the language). */
  children?: ReactNode;
}

/**
 * The menu drawer of phones and tablets (issue 20 §14, §15): the main navigation, the
 * administration and the about entries with their names, and the controls the header has no
 * room for.
 */
export function NavDrawer({ labelled, systemInfo, onMore, children }: NavDrawerProps) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const pages = useMenuRoutes(NAV_MENU);
  const admin = useMenuRoutes(ADMIN_MENU);
  const entry = (prefix: string) => (route: { path: string; name: string; icon?: ReactNode; titleKey: string }) => (
    { key: `route:${route.path}`, icon: route.icon, label: <span data-testid={`${prefix}-${route.name}`}>{t(route.titleKey)}</span> }
  );
  const items: MenuProps['items'] = [
    ...(pages.length ? [{ key: 'nav', type: 'group' as const, label: t('nav.library'), children: pages.map(entry('nav')) }] : []),
    ...(admin.length ? [{ key: 'admin', type: 'group' as const, label: t('header.admin'), children: admin.map(entry('admin-menu')) }] : []),
    {
      key: 'more', type: 'group', label: t('header.more'), children: [
        ...(systemInfo ? [{ key: 'system-info', icon: <InfoCircleOutlined />, label: t('header.systemInfo') }] : []),
        { key: 'about', icon: <QuestionCircleOutlined />, label: <span data-testid="nav-about">{t('header.about')}</span> },
      ],
    },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    setOpen(false);
    if (key.startsWith('route:')) navigate(key.slice('route:'.length));
    else onMore(key as MoreAction);
  };
  return (
    <>
      <Button type="text" className="header-icon-button" icon={<MenuOutlined />} onClick={() => setOpen(true)} aria-label={t('nav.menu')} data-testid="nav-drawer">
        {labelled ? t('nav.menu') : null}
      </Button>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        placement="right"
        size={300}
        title={t('nav.menu')}
        className="nav-drawer"
        data-testid="nav-drawer-panel"
      >
        {children && <div className="nav-drawer-controls">{children}</div>}
        <Menu mode="inline" items={items} onClick={onClick} selectedKeys={[`route:${findRoute(location.pathname).path}`]} className="nav-drawer-menu" />
      </Drawer>
    </>
  );
}
