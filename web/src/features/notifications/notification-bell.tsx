import { useEffect, useRef, useState } from 'react';
import { Badge, Button, Empty, List, Popover, Spin } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TNotification } from '@portal/contract';
import { useMarkNotificationsRead, useNotifications, useUnreadNotifications } from '../../api/notifications';
import { notificationText } from './notification-text';
import './notifications.css';

/**
 * The header's bell (issues 11 and 20): the number of unread alerts about my favourites and my
 * inquiries; opening the list marks what it shows read (the rows stay marked "new" until it closes).
 */
export function NotificationBell({ compact }: { compact: boolean }) {
  const { t, i18n } = useTranslation('notifications');
  const [open, setOpen] = useState(false);
  const { data: unread } = useUnreadNotifications(true);
  const { data: list, isFetching } = useNotifications(open);
  const markRead = useMarkNotificationsRead();
  const marked = useRef(new Set<string>());

  useEffect(() => {
    if (!open || !list) return;
    const ids = list.contents.filter((n) => !n.read && !marked.current.has(n.id)).map((n) => n.id);
    if (!ids.length) return;
    ids.forEach((id) => marked.current.add(id));
    markRead.mutate(ids);
  }, [open, list, markRead]);

  const count = unread?.count ?? 0;
  const item = (n: TNotification) => (
    <List.Item className={n.read ? 'notification-item' : 'notification-item notification-unread'} data-testid="notification-item">
      <Link to={n.url} onClick={() => setOpen(false)} className="notification-link">
        <span className="notification-text">{notificationText(t, n)}</span>
        <span className="notification-time">{new Date(n.createTime).toLocaleString(i18n.language)}</span>
      </Link>
    </List.Item>
  );
  const content = (
    <div className="notification-panel" data-testid="notification-panel">
      {isFetching && !list ? (
        <Spin />
      ) : list && list.contents.length ? (
        <List size="small" dataSource={list.contents} renderItem={item} />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} />
      )}
    </div>
  );
  return (
    <Popover
      content={content}
      title={t('title')}
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={(next) => { setOpen(next); if (!next) marked.current.clear(); }}
    >
      <Badge count={count} size="small" overflowCount={99} offset={compact ? [-4, 4] : [-2, 2]}>
        <Button type="text" className="header-icon-button" icon={<BellOutlined />} aria-label={t('bell', { count })} data-testid="header-notifications" />
      </Badge>
    </Popover>
  );
}
