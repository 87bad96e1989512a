import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, catalogueEndpoints, feedbackEndpoints, groupsEndpoints, inquiryEndpoints, manualsEndpoints, ordersEndpoints, routeOf } from '@portal/contract';
import { call, createTestApp, loggedInUser, type TestApp } from './helpers.js';
import {
  addPartlistItems, buildActor, buildCartLine, buildFeedback, buildGroup, buildInquiry, buildManual, buildModel, buildOrder, buildPart, buildPartlist, withoutPermission,
} from './factories.js';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); }, 120_000);
afterAll(() => t?.close());

describe('test factories', () => {
  it('build records through the services that the API then serves to their owner, and to no one else', async () => {
    const dealer = await buildActor(t, 'DEALER');
    const other = await buildActor(t, 'DEALER');

    const submitted = await buildInquiry(t, dealer, { faultName: 'Brake squeal' });
    const detail = await call(t.app, ...routeOf(inquiryEndpoints.detail, { id: submitted.id }), { token: dealer.token });
    expect(detail.body.data).toMatchObject({ id: submitted.id, formNo: submitted.formNo, status: 'PENDING', faultName: 'Brake squeal' });
    expect((await call(t.app, ...routeOf(inquiryEndpoints.detail, { id: submitted.id }), { token: other.token })).body.success).toBe(false);

    const draft = await buildInquiry(t, dealer, { draft: true });
    expect((await call(t.app, ...routeOf(inquiryEndpoints.detail, { id: draft.id }), { token: dealer.token })).body.data.status).toBe('DRAFT');

    const feedback = await buildFeedback(t, dealer, { title: 'Torque value missing' });
    const read = await call(t.app, ...routeOf(feedbackEndpoints.get, { id: feedback.id }), { token: dealer.token });
    expect(read.body.data).toMatchObject({ id: feedback.id, title: 'Torque value missing' });
  });

  it('build parts in a partlist under a model of their own, which the catalogue serves with their prices to a user who may browse it', async () => {
    const dealer = await buildActor(t, 'DEALER');
    const register = await loggedInUser(t, 'REGISTER');
    const model = await buildModel(t, 'Factory S9');
    const priced = await buildPart(t, { name: 'Factory brake pad', price: '12.50' });
    const unpriced = await buildPart(t, { price: null, isSpare: false });
    const partlist = await buildPartlist(t, { model, items: [{ part: priced, amount: '2' }, { part: unpriced, models: [model.code2] }] });
    expect(partlist.partIds).toEqual([priced.id, unpriced.id]);

    const bom = await call(t.app, ...routeOf(catalogueEndpoints.bom, { id: partlist.id }), { token: dealer.token });
    expect(bom.body.data.partlist).toMatchObject({ id: partlist.id, code: partlist.code });
    expect(bom.body.data.items.map((r: { ballNumber: number; materialCode: string; childName: string; amount: number; s3: string | null; spare: boolean }) =>
      [r.ballNumber, r.materialCode, r.amount, r.s3, r.spare])).toEqual([[1, priced.code, 2, '12.50', true], [2, unpriced.code, 1, null, false]]);
    expect(bom.body.data.items[0].childName).toBe('Factory brake pad');
    expect((await call(t.app, ...routeOf(catalogueEndpoints.part, { id: priced.id }), { token: dealer.token })).body.data).toMatchObject({ partCode: priced.code, s3: '12.50' });
    // a registered account holds the permission but reads the catalogue only with a live package
    expect((await call(t.app, ...routeOf(catalogueEndpoints.bom, { id: partlist.id }), { token: register.token })).body.code).toBe(ERRORS.VIP_ENTITLEMENT_REQUIRED.code);

    // rows added later come after the ones there, with the next ball numbers given
    await addPartlistItems(t, partlist.id, [{ part: await buildPart(t), ballNumber: 3 }]);
    const grown = await call(t.app, ...routeOf(catalogueEndpoints.bom, { id: partlist.id }), { token: dealer.token });
    expect(grown.body.data.items.map((r: { ballNumber: number }) => r.ballNumber)).toEqual([1, 2, 3]);
  });

  it('build a manual with a topic, which a reader sees when effective and only a reviewer while pending', async () => {
    const dealer = await buildActor(t, 'DEALER');
    const reviewer = await buildActor(t, 'SYSTEM_ADMIN');
    const register = await loggedInUser(t, 'REGISTER');
    const effective = await buildManual(t, { topicHtml: '<p>Bleed the front brake.</p>' });
    const topic = await call(t.app, ...routeOf(manualsEndpoints.topic, undefined, `id=${effective.topicId}`), { token: dealer.token });
    expect(topic.body.data).toMatchObject({ node: { id: effective.topicId, kind: 'TOPIC' }, root: { id: effective.id, status: 'EFFECTIVE' } });
    // a registered account without a package of this model does not find the topic
    expect((await call(t.app, ...routeOf(manualsEndpoints.topic, undefined, `id=${effective.topicId}`), { token: register.token })).body.success).toBe(false);

    const pending = await buildManual(t, { status: 'PENDING', version: '2.0' });
    const asDealer = await call(t.app, ...routeOf(manualsEndpoints.topic, undefined, `id=${pending.topicId}`), { token: dealer.token });
    expect(asDealer.body).toMatchObject({ success: false, code: ERRORS.TOPIC_NOT_FOUND.code });
    expect((await call(t.app, ...routeOf(manualsEndpoints.topic, undefined, `id=${pending.topicId}`), { token: reviewer.token })).body.data.node.id).toBe(pending.topicId);
  });

  it('build a cart line and a submitted order that the API shows their owner and no other dealer', async () => {
    const dealer = await buildActor(t, 'DEALER');
    const other = await buildActor(t, 'DEALER');
    const line = await buildCartLine(t, dealer, { amount: 3 });
    const cart = (await call(t.app, ...routeOf(ordersEndpoints.cart), { token: dealer.token })).body.data;
    expect(cart.items).toMatchObject([{ id: line.id, partCode: line.partCode, amount: 3, price: '10.00', lineTotal: '30.00' }]);
    expect((await call(t.app, ...routeOf(ordersEndpoints.cart), { token: other.token })).body.data.items).toEqual([]);

    const part = await buildPart(t, { price: '7.25' });
    const order = await buildOrder(t, dealer, { lines: [{ partCode: part.code, amount: 2 }, {}] });
    expect(order.total).toBe('24.50');
    const detail = await call(t.app, ...routeOf(ordersEndpoints.detail, undefined, `cartId=${order.id}`), { token: dealer.token });
    expect(detail.body.data).toMatchObject({ orderNo: order.orderNo, status: 'SUBMITTED', lineCount: 2, total: '24.50' });
    // the line already in the cart stays there
    expect((await call(t.app, ...routeOf(ordersEndpoints.cart), { token: dealer.token })).body.data.items.map((i: { id: string }) => i.id)).toEqual([line.id]);
    const theirs = await call(t.app, ...routeOf(ordersEndpoints.detail, undefined, `cartId=${order.id}`), { token: other.token });
    expect(theirs.body.data?.orderNo).toBeUndefined();
  });

  it('build a group with members, which its administrator sees and a dealer does not', async () => {
    const member = await buildActor(t, 'DEALER');
    const admin = await loggedInUser(t, 'DOMAIN_ADMIN');
    const group = await buildGroup(t, [member]);
    const members = await call(t.app, ...routeOf(groupsEndpoints.members, { id: group.id }), { token: admin.token });
    expect(members.body.data).toMatchObject({ count: 1, contents: [{ username: member.username }] });
    expect((await call(t.app, ...routeOf(groupsEndpoints.members, { id: group.id }), { token: member.token })).status).toBe(403);
  });

  it('take a permission from a user type and give it back', async () => {
    const restore = await withoutPermission(t, 'DEALER', 'PER_MANUAL_VIEW');
    const partlist = await buildPartlist(t);
    const blind = await loggedInUser(t, 'DEALER');
    expect((await call(t.app, ...routeOf(catalogueEndpoints.bom, { id: partlist.id }), { token: blind.token })).status).toBe(403);
    await restore();
    const sighted = await loggedInUser(t, 'DEALER');
    expect((await call(t.app, ...routeOf(catalogueEndpoints.bom, { id: partlist.id }), { token: sighted.token })).status).toBe(200);
    await expect(withoutPermission(t, 'REGISTER', 'PER_MANUAL_TECH_CASE')).rejects.toThrow(/does not hold/);
  });
});
