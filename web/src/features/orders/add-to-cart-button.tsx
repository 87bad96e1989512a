import { App, Button, Tooltip } from 'antd';
import { ShoppingCartOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useAddToCart } from '../../api/orders';
import { usePermission } from '../../app/permission';

interface AddToCartButtonProps {
  partCode: string;
  partName: string;
  /** The part's minimum sales unit: one click adds that many (spec §5: amount defaults to it). */
  minUnit?: number;
  /** The vehicle model the part is shown for, kept on the cart line (spec §3 Cart item). */
  model?: string;
  /** The vehicle the part is shown for (a VIN's catalogue): the cart line, the order and the DMS keep it. */
  vin?: string;
}

/**
 * The cart icon of BOM rows, part search results, favourites and part details (spec §2): one click
 * puts the part's minimum sales unit into the cart. Shown only to users who may add to the cart;
 * the caller shows it only for spare parts with a price (the server refuses others anyway).
 */
export function AddToCartButton({ partCode, partName, minUnit, model, vin }: AddToCartButtonProps) {
  const { t } = useTranslation('orders');
  const { message } = App.useApp();
  const { has, user } = usePermission();
  const add = useAddToCart();
  if (!has('PER_SHOPPING_CART_ADD') || user?.isVisitor) return null;
  const label = t('add.button');
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        size="small"
        icon={<ShoppingCartOutlined />}
        loading={add.isPending}
        aria-label={label}
        data-testid={`add-to-cart-${partCode}`}
        onClick={(e) => {
          e.stopPropagation();
          add.mutate({ partCode, partName, ...(minUnit ? { amount: minUnit } : {}), ...(model ? { model } : {}), ...(vin ? { vin } : {}) }, {
            onSuccess: () => { void message.success(t('add.added', { name: partName || partCode })); },
          });
        }}
      />
    </Tooltip>
  );
}
