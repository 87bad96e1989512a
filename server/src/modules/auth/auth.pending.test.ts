import { describe, expect, it } from 'vitest';
import { USER_TYPES, authEndpoints, inquiryEndpoints, routeOf } from '@portal/contract';
import { call, fileTestApp, loggedInUsers } from '../../test/helpers.js';
import { buildActor, buildFeedback, buildInquiry, buildInquiryTeam } from '../../test/factories.js';

/* The pending-work number the current user is loaded with (spec §2: the user menu's badge). */

const t = fileTestApp();

const badgeOf = async (token: string) => (await call(t.app, ...routeOf(inquiryEndpoints.pending), { token })).body.data;
const pendingCountOf = async (token: string) => (await call(t.app, ...routeOf(authEndpoints.current), { token })).body.data.pendingCount;

describe('pendingCount of the current user', () => {
  it('is the header badge\'s number for every user type: pending work tasks plus pending feedback', async () => {
    const { handler } = await buildInquiryTeam(t);
    const dealer = await buildActor(t, 'DEALER');
    for (let i = 0; i < 2; i++) await buildInquiry(t, dealer, { provinceCityCode: ['44', '4403'] });
    await buildFeedback(t, dealer);

    // two inquiries wait for their area's handler, the feedback for its dispatchers
    expect(await badgeOf(handler.token)).toMatchObject({ inquiry: 2 });
    expect(await pendingCountOf(handler.token)).toBe((await badgeOf(handler.token)).total);
    const everyType = await loggedInUsers(t, Object.fromEntries(USER_TYPES.map((type) => [type, type])) as Record<(typeof USER_TYPES)[number], (typeof USER_TYPES)[number]>);
    expect((await badgeOf(everyType.FEEDBACK_ADMIN.token)).feedback).toBe(1);
    const visitor = (await call(t.app, ...routeOf(authEndpoints.visitorLogin), { body: {} })).body.data.token as string;
    for (const [who, token] of [...Object.entries(everyType).map(([type, user]) => [type, user.token]), ['VISITOR', visitor]]) {
      expect(await pendingCountOf(token), who).toBe((await badgeOf(token)).total);
    }
  });
});
