import { Button, Card, Empty, Tag } from 'antd';
import { StarOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLatestFavorites } from '../../api/favorites';
import { collectionDate } from './favorites-logic';
import './favorites.css';

const LATEST = 5;

/** The home dashboard's favourites card (spec §2 Home): my latest favourites, each linking to its url. */
export function LatestFavoritesCard() {
  const { t } = useTranslation('favorites');
  const navigate = useNavigate();
  const { data } = useLatestFavorites(LATEST);
  return (
    <Card
      className="home-card home-favorites-card"
      title={<span><StarOutlined /> {t('home.title')}</span>}
      extra={<Button type="link" size="small" onClick={() => navigate('/my_favorite')}>{t('home.all')}</Button>}
      data-testid="home-favorites"
    >
      {data && data.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('home.empty')} />
      ) : (
        <ul className="home-favorites-list">
          {(data ?? []).map((f) => (
            <li key={f.id}>
              <Tag>{t(`kinds.${f.objectRef}`)}</Tag>
              <Link to={f.url}>{f.objectName || f.objectCode}</Link>
              <span className="home-favorites-date">{collectionDate(f.createTime)}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
