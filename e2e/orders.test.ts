/**
 * Issue 11 §2, the cart and orders: the demo dealer adds a part from a BOM (two more wait in the
 * seeded cart), finds the count on the header link, types a quantity below the minimum and is
 * refused with the message, sets a right one, submits with nothing chosen (asked to choose), then
 * the chosen lines; the order shows in the history with its status and lines, the history
 * filters by status and exports. Then the cart and the history in German. Screenshots to
 * docs/screenshots/orders-*.png.
 */
import { describe, expect, it } from 'vitest';
import { api, expectRoute, goto, hidden, journey, login, pickOption, storedToken, until, journeyEnvironment, visible, screenshotKeeper, pane } from './harness';
import { submitTicked } from './orders-steps';
import { WEB, fill } from './strings';
import { ordersEndpoints, pathOf } from '@portal/contract';

const VIN = 'LUMS2PHD3PH000001';
const keep = screenshotKeeper('orders-');
const env = journeyEnvironment();

describe('cart and orders', () => {
  it('a dealer adds from the BOM, fixes a quantity, submits and follows the order in the history', async () => {
    await journey(env.browser, env.server, 'orders-en', async ({ page }) => {
      const s = WEB['en-US'].orders;
      await login(page, 'dealer');
      const header = page.getByTestId('header-cart');
      await visible(header);
      // the seeded cart holds two parts
      await until('the header counts two parts', () => page.locator('.header-slot-cart .ant-badge-count').textContent(), (v) => v?.trim() === '2');

      // from the vehicle's BOM: the first row with a cart icon
      await goto(page, `/struct?vin=${VIN}`);
      const struct = pane(page);
      await visible(struct.locator('[data-testid="bom-table"] tr[data-ball-row]'));
      const cartButton = struct.locator('[data-testid="bom-table"] [data-testid^="add-to-cart-"]').first();
      const partCode = (await cartButton.getAttribute('data-testid'))!.replace('add-to-cart-', '');
      await cartButton.click();
      await visible(page.locator('.ant-message').getByText(/added successfully/));
      await until('the header counts three parts', () => page.locator('.header-slot-cart .ant-badge-count').textContent(), (v) => v?.trim() === '3');

      // the cart page: a quantity below the minimum is refused with the message
      await header.click();
      await expectRoute(page, '/shopping_cart');
      const cart = pane(page);
      await visible(cart.getByTestId(`cart-amount-${partCode}`));
      // antd puts the test id on the input itself (or, in some versions, on its wrapper)
      const amount = cart.locator(`input[data-testid="cart-amount-${partCode}"], [data-testid="cart-amount-${partCode}"] input`).first();
      await amount.fill('0');
      await amount.press('Enter');
      await visible(page.locator('.ant-message').getByText(fill(s.cart.amountRule, { min: 1 })));
      expect(await amount.inputValue()).toBe('1');
      await amount.fill('3');
      await amount.press('Enter');
      const token = await storedToken(page);
      await until('the quantity stored', async () => (await api<{ items: { partCode: string; amount: number }[] }>(env.server, pathOf(ordersEndpoints.cart), token)).body.data?.items.find((i) => i.partCode === partCode)?.amount, (v) => v === 3);

      // the cart opens with every line ticked; with all unticked, submitting asks to choose
      await cart.locator('.ant-table-thead .ant-checkbox-input').first().uncheck();
      await cart.getByTestId('cart-submit').click();
      await visible(page.locator('.ant-message').getByText(s.cart.selectParts));
      await keep(page, 'cart');

      // choose the new line and one seeded line, submit
      await cart.locator(`[data-testid="cart-select-${partCode}"]`).first().check();
      await cart.locator(`[data-testid^="cart-select-"]:not([data-testid="cart-select-${partCode}"])`).first().check();
      const orderNo = await submitTicked(page, cart, s, 2);

      // the history: the new order first, submitted; its lines and status history
      await visible(cart.getByTestId(`order-open-${orderNo}`));
      await until('the header counts one part', () => page.locator('.header-slot-cart .ant-badge-count').textContent(), (v) => v?.trim() === '1');
      await cart.getByTestId(`order-open-${orderNo}`).click();
      const detail = page.getByTestId('order-detail');
      await visible(detail);
      expect(await detail.locator('.ant-table-row').count()).toBe(2);
      expect(await detail.getByTestId('order-event').count()).toBe(1);
      await keep(page, 'order-detail');
      await page.locator('.ant-drawer-close').click();
      // the drawer hands the focus back to the page a moment after it has gone: a select opened
      // before that closes again (what made this step fail now and then)
      await hidden(detail);
      await until('the focus back from the drawer', () => page.evaluate(() => !document.activeElement?.closest('.ant-drawer')), (v) => v);

      // filter by status: the seeded shipped order only
      const statusField = cart.locator('.ant-form-item').filter({ has: page.locator('#orderFilter_status') });
      await pickOption(page, statusField, s.status.SHIPPED);
      await hidden(page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)'));
      await cart.getByTestId('order-search').click();
      await until('one shipped order', () => cart.getByTestId('order-count').textContent(), (v) => v === fill(s.history.total_one, { count: 1 }));
      await cart.getByRole('button', { name: 'Reset' }).click();
      await until('six orders', () => cart.getByTestId('order-count').textContent(), (v) => v === fill(s.history.total_other, { count: 6 }));
      await keep(page, 'history');

      // export
      const download = page.waitForEvent('download');
      await cart.getByTestId('order-export').click();
      expect((await download).suggestedFilename()).toBe('orders.xlsx');
    });
  }, 240_000);

  it('shows the cart and the history in German', async () => {
    await journey(env.browser, env.server, 'orders-de', async ({ page }) => {
      const s = WEB.de.orders;
      await login(page, 'station');
      await page.evaluate(() => localStorage.setItem('language', 'de'));
      await goto(page, '/shopping_cart?tab=history');
      await page.reload();
      const view = pane(page);
      await visible(view.getByText(s.page.tabHistory).first());
      await visible(view.getByTestId('order-status').first());
      // the cart and the history are one tab of the tab bar, whichever the link opened
      await view.getByTestId('tab-cart').click();
      await visible(view.getByTestId('cart-submit'));
      await goto(page, '/shopping_cart?tab=history');
      await visible(view.getByTestId('order-status').first());
      expect(await page.locator('[data-tab-key^="/shopping_cart"]').count()).toBe(1);
      await keep(page, 'history-de');
    });
  }, 120_000);
});
