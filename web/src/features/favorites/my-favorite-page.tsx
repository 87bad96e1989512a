import { App, Button, Card, Tabs, Tag, Tooltip, type TableColumnsType } from 'antd';
import { PushpinFilled, PushpinOutlined, StarFilled } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FAVORITE_TABS, type FavoriteTab, type TFavorite } from '@portal/contract';
import { useFavorites, useRemoveFavorite, useTopFavorite } from '../../api/favorites';
import { usePermission } from '../../app/permission';
import { PagedTable, usePagedTable } from '../../components/paged-table';
import { AddToCartButton } from '../orders/add-to-cart-button';
import { collectionDate, pageAfterRemoval } from './favorites-logic';
import './favorites.css';

/** Spec §9: the favourites table is at most 520 px high and pages by 10 with the elevator jump. */
const TABLE_MAX_HEIGHT = 520;

function FavoriteTable({ tab }: { tab: FavoriteTab }) {
  const { t } = useTranslation('favorites');
  const { message } = App.useApp();
  const { has } = usePermission();
  const paged = usePagedTable((range) => t('range', range));
  const { paging, setPaging, rowNumber } = paged;
  const { data, isFetching } = useFavorites(tab, paging.page, paging.pageSize);
  const remove = useRemoveFavorite();
  const top = useTopFavorite();
  const count = data?.count ?? 0;

  const unfavorite = (row: TFavorite) =>
    remove.mutate(row.id, {
      onSuccess: () => {
        void message.success(t('star.removed'));
        setPaging((p) => ({ ...p, page: pageAfterRemoval(p.page, p.pageSize, count) }));
      },
    });

  const columns: TableColumnsType<TFavorite> = [
    { key: 'index', title: t('columns.index'), width: 70, align: 'center', render: (_, __, i) => rowNumber(i) },
    {
      key: 'name',
      title: t('columns.name'),
      ellipsis: true,
      render: (_, row) => (
        <span className="favorite-name">
          {row.top && <Tag color="gold" icon={<PushpinFilled />} className="favorite-top-tag">{t('pinned')}</Tag>}
          <Link to={row.url} data-testid="favorite-link">{row.objectName || row.objectCode}</Link>
        </span>
      ),
    },
    ...(tab === 'PartMaster'
      ? [{ key: 'code', title: t('columns.materialCode'), dataIndex: 'objectCode', width: 200 }]
      : [{ key: 'kind', title: t('columns.kind'), width: 140, render: (_: unknown, row: TFavorite) => t(`kinds.${row.objectRef}`) }]),
    { key: 'time', title: t('columns.collectionTime'), width: 140, render: (_, row) => collectionDate(row.createTime) },
    {
      key: 'action',
      title: t('columns.action'),
      width: 150,
      align: 'center',
      render: (_, row) => (
        <span className="favorite-actions">
          <Tooltip title={row.top ? t('unpin') : t('pin')}>
            <Button
              type="text"
              size="small"
              icon={row.top ? <PushpinFilled className="favorite-pin-on" /> : <PushpinOutlined />}
              aria-label={row.top ? t('unpin') : t('pin')}
              aria-pressed={row.top}
              onClick={() => top.mutate({ favoritesId: row.id, top: !row.top })}
              data-testid="favorite-pin"
            />
          </Tooltip>
          {has('PER_FAVORITE_CANCEL') && (
            <Tooltip title={t('star.remove')}>
              <Button type="text" size="small" icon={<StarFilled className="favorite-star-on" />} aria-label={t('star.remove')} onClick={() => unfavorite(row)} data-testid="favorite-unstar" />
            </Tooltip>
          )}
          {row.objectRef === 'PartMaster' && (row.spare && row.s3 !== null
            ? <AddToCartButton partCode={row.objectCode} partName={row.objectName} minUnit={row.minSalesUnit ?? undefined} />
            // keeps the pin and star of a part that cannot be ordered in line with the other rows'
            : <span className="favorite-action-slot" aria-hidden />)}
        </span>
      ),
    },
  ];

  return (
    <PagedTable<TFavorite>
      columns={columns}
      page={data}
      loading={isFetching}
      paged={paged}
      scroll={{ y: TABLE_MAX_HEIGHT }}
      emptyText={t('empty')}
      pager={{ showQuickJumper: true }}
      data-testid={`favorites-table-${tab}`}
    />
  );
}

/** my_favorite (spec §2 Favourites): the parts and handbooks tabs, each behind its permission. */
export default function MyFavoritePage() {
  const { t } = useTranslation('favorites');
  const { has } = usePermission();
  const tabs = (Object.keys(FAVORITE_TABS) as FavoriteTab[]).filter((tab) => has(FAVORITE_TABS[tab].permission));
  return (
    <div className="page favorites-page">
      <Card className="favorites-card" title={t('title')}>
        {tabs.length ? (
          <Tabs items={tabs.map((tab) => ({ key: tab, label: t(`tabs.${tab}`), children: <FavoriteTable tab={tab} /> }))} destroyOnHidden />
        ) : (
          <p>{t('noTabs')}</p>
        )}
      </Card>
    </div>
  );
}
