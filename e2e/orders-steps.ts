/**
 * Steps the cart journeys share: the orders journey (the dealer's round trip) and the orders
 * journey with the DMS (handover and callback) both submit from the cart the same way.
 */
import type { Locator, Page } from 'playwright-core';
import { until, visible } from './harness';
import { WEB, fill } from './strings';

type OrdersStrings = (typeof WEB)['en-US']['orders'];

/**
 * Submits the `count` ticked lines of the cart, confirms, reads the order number the dialog shows
 * and goes on to the history from it. Answers the order number.
 */
export async function submitTicked(page: Page, cart: Locator, s: OrdersStrings, count: number): Promise<string> {
  await until(`${count} selected`, () => cart.getByTestId('cart-selected').textContent(), (v) => v === fill(s.cart.selected_other, { count }));
  await cart.getByTestId('cart-submit').click();
  await page.locator('.ant-modal-confirm .ant-btn-primary').click();
  const done = page.getByTestId('order-submitted');
  await visible(done);
  const orderNo = (await done.textContent())!.match(/SO\d{16}/)![0];
  await page.locator('.ant-modal-confirm .ant-btn-primary', { hasText: s.cart.viewHistory }).click();
  return orderNo;
}
