import { App, Button, Tooltip } from 'antd';
import { StarFilled, StarOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { FavoriteObjectRef } from '@portal/contract';
import { useAddFavorite, useFavoriteOf, useRemoveFavorite } from '../../api/favorites';
import { usePermission } from '../../app/permission';

interface FavoriteStarProps {
  objectRef?: FavoriteObjectRef;
  objectId: string;
  /** The caller's favourite of the object, or null (a BOM row's childFavoriteId). */
  favoriteId: string | null | undefined;
  /** Where the favourite links to; the object's own page by default. */
  url?: string;
}

/**
 * The favourite star of BOM rows, the part detail and my_favorite (spec §2): filled when the
 * object is a favourite; a click adds it (PER_FAVORITE_ADD) or removes it (PER_FAVORITE_CANCEL).
 */
export function FavoriteStar({ objectRef = 'PartMaster', objectId, favoriteId, url }: FavoriteStarProps) {
  const { t } = useTranslation('favorites');
  const { message } = App.useApp();
  const { has } = usePermission();
  const add = useAddFavorite();
  const remove = useRemoveFavorite();
  const isFavorite = !!favoriteId;
  const mayToggle = isFavorite ? has('PER_FAVORITE_CANCEL') : has('PER_FAVORITE_ADD');
  if (!isFavorite && !mayToggle) return null;
  const label = isFavorite ? (mayToggle ? t('star.remove') : t('star.isFavorite')) : t('star.add');
  const onClick = () => {
    if (isFavorite) remove.mutate(favoriteId, { onSuccess: () => void message.success(t('star.removed')) });
    else add.mutate({ objectRef, objectId, url }, { onSuccess: () => void message.success(t('star.added')) });
  };
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        size="small"
        icon={isFavorite ? <StarFilled className="favorite-star-on" /> : <StarOutlined />}
        onClick={mayToggle ? onClick : undefined}
        loading={add.isPending || remove.isPending}
        aria-label={label}
        aria-pressed={isFavorite}
        data-testid="favorite-star"
      />
    </Tooltip>
  );
}

/**
 * A star that asks for my favourite of its object (GET /rest/base/favorite/{objectId}): the part
 * detail's, the manual view's (the whole manual).
 */
export function ObjectFavoriteStar({ objectRef = 'PartMaster', objectId }: { objectRef?: FavoriteObjectRef; objectId: string }) {
  const { has } = usePermission();
  const { data } = useFavoriteOf(objectId, has('PER_FAVORITE_VIEW'));
  return <FavoriteStar objectRef={objectRef} objectId={objectId} favoriteId={data?.id ?? null} />;
}
