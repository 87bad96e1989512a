import { Badge, Button, Tooltip } from 'antd';
import { ShoppingCartOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCart } from '../../api/orders';
import { usePermission } from '../../app/permission';

/** The header's shopping-cart link (spec §2) with the number of parts in the cart. */
export function CartHeaderLink({ compact }: { compact: boolean }) {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const { user } = usePermission();
  const { data } = useCart(!user?.isVisitor);
  const count = data?.count ?? 0;
  return (
    <Tooltip title={count > 0 ? t('header.count', { count }) : undefined}>
      <Badge count={count} size="small" overflowCount={99} offset={compact ? [-4, 4] : [-2, 2]}>
        <Button type="text" className="header-icon-button" icon={<ShoppingCartOutlined />} onClick={() => navigate('/shopping_cart')} data-testid="header-cart" aria-label={t('header.link')}>
          {compact ? null : t('header.link')}
        </Button>
      </Badge>
    </Tooltip>
  );
}
