import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, ordersEndpoints, routeOf } from '@portal/contract';
import { createCatalogueTestApp } from '../../test/fixtures/catalogue.js';
import { call, expectSeedsOnce, fileTestApp, login } from '../../test/helpers.js';
import { DEMO_PASSWORD, seedDemo } from '../demo.js';
import { seedDemoOrders } from './index.js';

const t = fileTestApp(createCatalogueTestApp, (app) => seedDemo(app.db));

describe('demo orders', () => {
  it('gives each demo workshop orders in every status with their history, once, and the series goes on after them', async () => {
    await expectSeedsOnce(() => seedDemoOrders(t.db), 10);
    const token = await login(t.app, 'dealer', DEMO_PASSWORD);
    const list = (await call(t.app, ...routeOf(ordersEndpoints.history), { token })).body.data;
    expect(list.count).toBe(5);
    expect(list.contents.map((o: { status: string }) => o.status).sort()).toEqual([...ORDER_STATUSES].sort());
    expect(list.contents[0]).toMatchObject({ salesOrganization: 'SO-EAST-01', warehouse: 'WH-SHANGHAI' });
    const shipped = list.contents.find((o: { status: string }) => o.status === 'SHIPPED');
    const status = (await call(t.app, ...routeOf(ordersEndpoints.status, { id: shipped.id }), { token })).body.data;
    expect(status.events.map((e: { status: string }) => e.status)).toEqual(['SUBMITTED', 'RECEIVED', 'CONFIRMED', 'SHIPPED']);
    // the dealer's cart holds two parts; submitting them takes the next number of the series
    const cart = (await call(t.app, ...routeOf(ordersEndpoints.cart), { token })).body.data;
    expect(cart.count).toBe(2);
    const made = await call(t.app, ...routeOf(ordersEndpoints.submit), { token, body: { ids: cart.items.map((i: { id: string }) => i.id) } });
    expect(made.body.data.orderNo).toMatch(/00000011$/);
  });
});
