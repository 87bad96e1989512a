import { Tabs } from 'antd';
import { HistoryOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../app/permission';
import { CartTab } from './cart-tab';
import { OrderHistoryTab } from './order-history-tab';
import './orders.css';

/** shopping_cart (spec §2, §5 Cart): the cart, and the order history for those who may read it. */
export default function CartPage() {
  const { t } = useTranslation('orders');
  const { has } = usePermission();
  const [params, setParams] = useSearchParams();
  const canSeeHistory = has('PER_SHOPPING_CART_HISTORY_VIEW');
  // `?tab=history` is the history; the route is one tab of the tab bar (oneTab) whatever the query
  const tab = canSeeHistory && params.get('tab') === 'history' ? 'history' : 'cart';
  const open = (key: string) => setParams(key === 'history' ? { tab: 'history' } : {}, { replace: true });
  return (
    <div className="page orders-page" data-testid="cart-page">
      <div className="page-heading">
        <h1>{t('page.title')}</h1>
        <p>{t('page.subtitle')}</p>
      </div>
      <Tabs
        activeKey={tab}
        onChange={open}
        items={[
          { key: 'cart', label: <span data-testid="tab-cart"><ShoppingCartOutlined /> {t('page.tabCart')}</span>, children: <CartTab onSubmitted={() => canSeeHistory && open('history')} /> },
          ...(canSeeHistory ? [{ key: 'history', label: <span data-testid="tab-history"><HistoryOutlined /> {t('page.tabHistory')}</span>, children: <OrderHistoryTab /> }] : []),
        ]}
      />
    </div>
  );
}
