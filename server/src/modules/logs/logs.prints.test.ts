import { describe, expect, it } from 'vitest';
import { logsEndpoints as E, manualsEndpoints, routeOf } from '@portal/contract';
import { call, fileTestApp, loggedInUsers } from '../../test/helpers.js';
import { createManualsTestApp } from '../../test/fixtures/manuals.js';

const t = fileTestApp(createManualsTestApp);

describe('topic print log', () => {
  it('lists the prints recorded by printTopicLog/{id}, newest first, with topic and manual, by operator and period', async () => {
    const { admin, dealer, other } = await loggedInUsers(t, { admin: 'SYSTEM_ADMIN', dealer: 'DEALER', other: 'DEALER' });
    const print = (token: string, id: string) => call(t.app, ...routeOf(manualsEndpoints.logPrint, { id }), { token, query: { lang: 'en-US' } });
    expect((await print(dealer.token, t.mx.bmsCodes)).body.success).toBe(true);
    expect((await print(dealer.token, t.mx.torque)).body.success).toBe(true);
    expect((await print(other.token, t.mx.bmsCodes)).body.success).toBe(true);

    const mine = await call(t.app, ...routeOf(E.printLog), { token: admin.token, query: { operator: dealer.username.toUpperCase() } });
    expect(mine.body.data).toMatchObject({ count: 2, countCapped: false });
    expect(mine.body.data.contents.map((r: { topicId: string }) => r.topicId)).toEqual([t.mx.torque, t.mx.bmsCodes]);
    expect(mine.body.data.contents[1]).toMatchObject({ operator: dealer.username, lang: 'en-US' });
    expect(mine.body.data.contents[1].topicTitle).not.toBe('');
    expect(mine.body.data.contents[1].manualName).not.toBe('');
    const later = new Date(Date.now() + 60_000).toISOString();
    expect((await call(t.app, ...routeOf(E.printLog), { token: admin.token, query: { from: later } })).body.data.count).toBe(0);
    // the dealer prints, but does not read the log
    expect((await call(t.app, ...routeOf(E.printLog), { token: dealer.token })).status).toBe(403);
  });
});
