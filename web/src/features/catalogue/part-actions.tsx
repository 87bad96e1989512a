import { Button, Tooltip } from 'antd';
import { ShoppingCartOutlined, StarOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/*
 * Favourites and the shopping cart are capabilities of their own that do not exist yet: the
 * icons are shown where the spec puts them, disabled, and say so. Nothing is faked.
 */

export function FavoriteStar() {
  const { t } = useTranslation('catalogue');
  return (
    <Tooltip title={t('bom.favoriteSoon')}>
      <Button type="text" size="small" icon={<StarOutlined />} disabled aria-label={t('bom.favoriteSoon')} className="catalogue-soon-icon" />
    </Tooltip>
  );
}

export function CartIcon() {
  const { t } = useTranslation('catalogue');
  return (
    <Tooltip title={t('bom.cartSoon')}>
      <Button type="text" size="small" icon={<ShoppingCartOutlined />} disabled aria-label={t('bom.cartSoon')} className="catalogue-soon-icon" />
    </Tooltip>
  );
}
