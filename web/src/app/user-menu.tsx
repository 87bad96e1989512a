import { useState } from 'react';
import { Avatar, Badge, Dropdown, type MenuProps } from 'antd';
import { DownOutlined, InfoCircleOutlined, LockOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TCurrentUser } from '@portal/contract';
import { logout } from '../api/auth';
import { routes } from './routes';
import { USER_MENU_ROUTES } from './header-slots';
import { usePermission } from './permission';
import { usePendingCount } from '../api/inquiry';
import { SystemInfoModal } from './system-info-modal';
import { useTabs } from './tabs/tabs-context';

const ICONS: Record<string, React.ReactNode> = { user_info: <UserOutlined />, password_modify: <LockOutlined /> };

/** The user dropdown of spec §2 with the pending-work badge. */
export function UserMenu({ user, compact }: { user: TCurrentUser; compact: boolean }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { dispatch } = useTabs();
  const { canOpen, has } = usePermission();
  // pending work tasks plus pending feedback (spec §2), from the server's count when the user has inquiries
  const { data: pending } = usePendingCount(has('PER_ENQUIRY_MANAGEMENT_VIEW') && !user.isVisitor);
  const [systemInfoOpen, setSystemInfoOpen] = useState(false);
  const isAdmin = user.userType === 'SYSTEM_ADMIN';

  const pageItems = USER_MENU_ROUTES.flatMap((name) => {
    const route = routes.find((r) => r.name === name);
    if (!route || !canOpen(route)) return [];
    return [{ key: `route:${route.path}`, icon: route.icon ?? ICONS[name], label: t(route.titleKey) }];
  });
  const items: MenuProps['items'] = [
    {
      key: 'who',
      type: 'group',
      label: (
        <div className="user-menu-who">
          <strong>{user.name}</strong>
          <span>{t(`common:userTypes.${user.userType}`)}</span>
        </div>
      ),
    },
    { type: 'divider' },
    ...pageItems,
    ...(isAdmin ? [{ key: 'system-info', icon: <InfoCircleOutlined />, label: t('header.systemInfo') }] : []),
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, danger: true, label: <span data-testid="logout">{t('header.logout')}</span> },
  ];
  const onClick: MenuProps['onClick'] = async ({ key }) => {
    if (key.startsWith('route:')) navigate(key.slice('route:'.length));
    else if (key === 'system-info') setSystemInfoOpen(true);
    else if (key === 'logout') {
      await logout();
      // the next account on this browser starts on home: the open tabs (and their pages' requests) were this user's
      dispatch({ type: 'reset' });
      navigate('/login', { replace: true });
    }
  };
  return (
    <>
      <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
        {/* named by its text, not an aria-label: a label that left out the avatar's letter and the badge's count
            failed WCAG 2.5.3 (the name must contain the visible text), so those are hidden from assistive
            technology and the name is the user's (visible, or spoken only on a phone) and the menu's */}
        <button type="button" className="header-user" data-testid="user-menu">
          {/* the badge is drawn inside the avatar's corner: at the screen's edge a badge past it widened the page */}
          <span aria-hidden="true" style={{ display: 'inline-flex' }}>
            <Badge count={pending?.total ?? user.pendingCount} size="small" overflowCount={99} offset={[-4, 3]}>
              <Avatar size={compact ? 30 : 32} className="header-avatar">
                {user.name.slice(0, 1).toUpperCase()}
              </Avatar>
            </Badge>
          </span>
          <span className={compact ? 'visually-hidden' : 'header-user-name'}>{user.name}</span>
          <span className="visually-hidden">{t('header.userMenu')}</span>
          {!compact && <DownOutlined className="header-user-caret" />}
        </button>
      </Dropdown>
      {isAdmin && <SystemInfoModal open={systemInfoOpen} onClose={() => setSystemInfoOpen(false)} />}
    </>
  );
}
