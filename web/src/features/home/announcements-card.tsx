import { Badge, Button, Card, Empty, Tag } from 'antd';
import { NotificationOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { useHomeBulletins } from '../../api/bulletins';

const SHOWN = 6;

/** The home announcements (spec §2 Home): the newest bulletins for me, pinned first, unread marked. */
export function AnnouncementsCard() {
  const { t } = useTranslation('home');
  const { t: tb } = useTranslation('bulletins');
  const navigate = useNavigate();
  const { data } = useHomeBulletins(true);
  const rows = (data ?? []).slice(0, SHOWN);
  const unread = (data ?? []).filter((b) => !b.read).length;
  return (
    <Card
      className="home-card home-announcements-card"
      title={<span><NotificationOutlined /> {t('announcements.title')} {unread ? <Badge count={unread} size="small" className="home-unread-badge" /> : null}</span>}
      extra={<Button type="link" size="small" onClick={() => navigate('/notice_area')}>{t('announcements.all')}</Button>}
      data-testid="home-announcements"
    >
      {data && rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('announcements.empty')} />
      ) : (
        <ul className="home-announcements-list">
          {rows.map((b) => (
            <li key={b.id} className={b.read ? undefined : 'home-announcement-unread'}>
              <div className="home-announcement-title">
                {!b.read && <span className="home-unread-dot" role="img" aria-label={tb('unread')} title={tb('unread')} />}
                {b.isTop && <Tag color="red">{tb('top')}</Tag>}
                <Link to={`/notice_detail/${b.id}/${encodeURIComponent(b.theme)}`} data-testid="home-announcement-link">{b.theme}</Link>
              </div>
              <div className="home-announcement-meta">
                <Tag variant="filled">{tb(`type.${b.type}`)}</Tag>
                <span>{dayjs(b.startTime).format('YYYY-MM-DD')}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
