import { Button, Tooltip } from 'antd';
import { ShoppingCartOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/*
 * The shopping cart is a capability of its own that does not exist yet: the icon is shown where
 * the spec puts it, disabled, and says so. Nothing is faked. (The star: favorites/favorite-star.tsx.)
 */

export function CartIcon() {
  const { t } = useTranslation('catalogue');
  return (
    <Tooltip title={t('bom.cartSoon')}>
      <Button type="text" size="small" icon={<ShoppingCartOutlined />} disabled aria-label={t('bom.cartSoon')} className="catalogue-soon-icon" />
    </Tooltip>
  );
}
