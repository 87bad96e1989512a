import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { DEFAULT_PERMISSIONS, ERRORS, accessEndpoints, authEndpoints, routeOf, usersEndpoints } from '@portal/contract';
import {
  buildUser, call, createTestApp, encrypt, lastCodeSentTo, login, loggedInUser, userRow, type TestApp,
} from '../../test/helpers.js';
import { resources, userRoles } from '../access/access.tables.js';
import { users } from './users.tables.js';
import { maskEmail } from './users.service.js';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t?.close(); });

const NEW_PASSWORD = 'Fresh#2027ab';
let n = 0;
const unique = (prefix: string) => `${prefix}${++n}${Date.now().toString(36)}`;

async function registerNewUser(overrides: Record<string, unknown> = {}) {
  const username = unique('reg');
  const email = `${username}@mail.example.com`;
  const sent = await call(t.app, ...routeOf(usersEndpoints.sendVerifyCode, { purpose: 'register' }), { query: { email } });
  expect(sent.body.data.sentTo).toMatch(/^r\*+\d?[a-z0-9]@mail\.example\.com$/);
  const code = await lastCodeSentTo(t.db, email);
  const res = await call(t.app, ...routeOf(usersEndpoints.register), {
    body: { username, password: encrypt(t.app, NEW_PASSWORD), email, code, name: 'Rey Rider', company: 'Own shop', ...overrides },
  });
  return { username, email, code, res };
}

describe('registration', () => {
  it('registers with an e-mailed code; the account has type REGISTER and the default codes of registered accounts (downloads, packages to buy)', async () => {
    const { username, res } = await registerNewUser();
    expect(res.body).toEqual({ success: true, data: { username } });
    const token = await login(t.app, username, NEW_PASSWORD);
    const current = await call(t.app, ...routeOf(authEndpoints.current), { token });
    expect(current.body.data.userType).toBe('REGISTER');
    expect(Object.keys(current.body.data.permissions).sort()).toEqual([...DEFAULT_PERMISSIONS.REGISTER].sort());
  });

  it('writes the code mail in the caller\'s language', async () => {
    const email = `${unique('lang')}@mail.example.com`;
    await call(t.app, ...routeOf(usersEndpoints.sendVerifyCode, { purpose: 'register' }), { query: { email }, lang: 'vi' });
    const { mailOutbox } = await import('../../platform/platform.tables.js');
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(mail.subject).toBe('Mã xác minh cổng dịch vụ');
    expect(mail.body).toMatch(/Mã xác minh của bạn là \d{6}/);
  });

  it('refuses a wrong code, and a right code after too many guesses', async () => {
    const username = unique('guess');
    const email = `${username}@mail.example.com`;
    await call(t.app, ...routeOf(usersEndpoints.sendVerifyCode, { purpose: 'register' }), { query: { email } });
    const code = await lastCodeSentTo(t.db, email);
    const wrong = code === '000000' ? '111111' : '000000';
    const body = (c: string) => ({ username, password: encrypt(t.app, NEW_PASSWORD), email, code: c });
    for (let i = 0; i < 5; i++) {
      expect((await call(t.app, ...routeOf(usersEndpoints.register), { body: body(wrong) })).body.code).toBe(ERRORS.VERIFY_CODE_WRONG.code);
    }
    expect((await call(t.app, ...routeOf(usersEndpoints.register), { body: body(code) })).body.code).toBe(ERRORS.VERIFY_CODE_WRONG.code);
    const [row] = await t.db.select().from(users).where(eq(users.username, username));
    expect(row).toBeUndefined();
  });

  it('refuses a weak password, a taken name and a taken address, creating nothing', async () => {
    const weak = await registerNewUser({ password: encrypt(t.app, 'alllowercase1') });
    expect(weak.res.body.code).toBe(ERRORS.PASSWORD_WEAK.code);
    expect((await t.db.select().from(users).where(eq(users.username, weak.username)))).toHaveLength(0);

    const taken = await buildUser(t.db);
    const dup = await registerNewUser({ username: taken.username.toUpperCase() });
    expect(dup.res.body.code).toBe(ERRORS.USERNAME_TAKEN.code);

    const sent = await call(t.app, ...routeOf(usersEndpoints.sendVerifyCode, { purpose: 'register' }), { query: { email: taken.username + '@test.example.com' } });
    expect(sent.body.code).toBe(ERRORS.EMAIL_TAKEN.code);
  });

  it('answers 555 for a username outside the pattern', async () => {
    const res = await call(t.app, ...routeOf(usersEndpoints.register), {
      body: { username: 'bad name!', password: encrypt(t.app, NEW_PASSWORD), email: 'a@b.co', code: '123456' },
    });
    expect(res.status).toBe(555);
    expect(res.body.message).toContain('username');
  });

  it('does not send a second code within a minute', async () => {
    const email = `${unique('often')}@mail.example.com`;
    await call(t.app, ...routeOf(usersEndpoints.sendVerifyCode, { purpose: 'register' }), { query: { email } });
    const again = await call(t.app, ...routeOf(usersEndpoints.sendVerifyCode, { purpose: 'register' }), { query: { email }, lang: 'es' });
    expect(again.body.code).toBe(ERRORS.VERIFY_CODE_TOO_FREQUENT.code);
    expect(again.body.message).toMatch(/inténtelo de nuevo en \d+ segundos/);
  });
});

describe('password recovery', () => {
  it('goes account → code → new password, ends old sessions and lifts a lock', async () => {
    const user = await buildUser(t.db);
    const oldToken = await login(t.app, user.username, user.password);
    await t.db.update(users).set({ locked: true }).where(eq(users.id, user.id));

    const step1 = await call(t.app, ...routeOf(usersEndpoints.accountDetail, { name: user.username }));
    expect(step1.body.data).toEqual({ id: user.id, username: user.username, maskedEmail: maskEmail(`${user.username}@test.example.com`) });

    await call(t.app, ...routeOf(usersEndpoints.sendVerifyCode, { purpose: 'forgetPwd' }), { query: { username: user.username } });
    const code = await lastCodeSentTo(t.db, `${user.username}@test.example.com`);
    const step2 = await call(t.app, ...routeOf(usersEndpoints.validateCode), { body: { username: user.username, code } });
    const ticket = step2.body.data.ticket as string;

    const step3 = await call(t.app, ...routeOf(usersEndpoints.resetPassword, { id: user.id }), { body: { ticket, password: encrypt(t.app, NEW_PASSWORD) } });
    expect(step3.body.success).toBe(true);
    expect((await call(t.app, ...routeOf(authEndpoints.current), { token: oldToken })).status).toBe(401);
    await expect(login(t.app, user.username, user.password)).rejects.toThrow(/110010/);
    await login(t.app, user.username, NEW_PASSWORD);

    // The ticket is spent.
    const replay = await call(t.app, ...routeOf(usersEndpoints.resetPassword, { id: user.id }), { body: { ticket, password: encrypt(t.app, 'Other#2027ab') } });
    expect(replay.body.code).toBe(ERRORS.RESET_TICKET_INVALID.code);
  });

  it('does not take one account\'s ticket for another account', async () => {
    const a = await buildUser(t.db);
    const b = await buildUser(t.db);
    await call(t.app, ...routeOf(usersEndpoints.sendVerifyCode, { purpose: 'forgetPwd' }), { query: { username: a.username } });
    const code = await lastCodeSentTo(t.db, `${a.username}@test.example.com`);
    const { ticket } = (await call(t.app, ...routeOf(usersEndpoints.validateCode), { body: { username: a.username, code } })).body.data;
    const res = await call(t.app, ...routeOf(usersEndpoints.resetPassword, { id: b.id }), { body: { ticket, password: encrypt(t.app, NEW_PASSWORD) } });
    expect(res.body.code).toBe(ERRORS.RESET_TICKET_INVALID.code);
  });

  it('says when the account does not exist', async () => {
    const res = await call(t.app, ...routeOf(usersEndpoints.accountDetail, { name: 'no-such-user' }), { lang: 'id' });
    expect(res.body).toMatchObject({ code: ERRORS.USER_NOT_FOUND.code, message: 'Akun tidak ditemukan' });
  });
});

describe('my account', () => {
  it('changes my password with old, new and repeat; other sessions end, mine stays', async () => {
    const user = await loggedInUser(t);
    const other = await login(t.app, user.username, user.password);
    const body = (oldPassword: string, newPassword: string, repeatPassword: string) => ({
      body: { oldPassword: encrypt(t.app, oldPassword), newPassword: encrypt(t.app, newPassword), repeatPassword: encrypt(t.app, repeatPassword) },
      token: user.token,
    });
    expect((await call(t.app, ...routeOf(usersEndpoints.changePassword), body('Wrong@12345', NEW_PASSWORD, NEW_PASSWORD))).body.code).toBe(ERRORS.OLD_PASSWORD_WRONG.code);
    expect((await call(t.app, ...routeOf(usersEndpoints.changePassword), body(user.password, NEW_PASSWORD, 'Other#2027ab'))).body.code).toBe(ERRORS.PASSWORDS_INCONSISTENT.code);
    expect((await call(t.app, ...routeOf(usersEndpoints.changePassword), body(user.password, 'short', 'short'))).body.code).toBe(ERRORS.PASSWORD_WEAK.code);
    expect((await call(t.app, ...routeOf(usersEndpoints.changePassword), body(user.password, NEW_PASSWORD, NEW_PASSWORD))).body.success).toBe(true);
    expect((await call(t.app, ...routeOf(authEndpoints.current), { token: other })).status).toBe(401);
    expect((await call(t.app, ...routeOf(authEndpoints.current), { token: user.token })).status).toBe(200);
    await login(t.app, user.username, NEW_PASSWORD);
  });

  it('shows and amends my user info', async () => {
    const user = await loggedInUser(t);
    const before = await call(t.app, ...routeOf(usersEndpoints.me), { token: user.token });
    expect(before.body.data).toMatchObject({ username: user.username, userType: 'DEALER', locked: false });
    expect(before.body.data).not.toHaveProperty('passwordHash');
    const res = await call(t.app, ...routeOf(usersEndpoints.amendMe), {
      token: user.token,
      body: { name: '  Mia Mechanic ', email: 'mia@shop.example.com', mobileNo: '13800138000', company: 'Mia Moto', department: 'Workshop', language: 'de' },
    });
    expect(res.body.data).toMatchObject({ name: 'Mia Mechanic', email: 'mia@shop.example.com', company: 'Mia Moto', language: 'de' });
    const bad = await call(t.app, ...routeOf(usersEndpoints.amendMe), { token: user.token, body: { name: 'x', mobileNo: '12345' } });
    expect(bad.status).toBe(555);
    expect(bad.body.message).toContain('mobileNo');
  });

  it('does not let a visitor change the shared visitor account or its password', async () => {
    const visitor = (await call(t.app, ...routeOf(authEndpoints.visitorLogin), { body: {} })).body.data.token;
    const res = await call(t.app, ...routeOf(usersEndpoints.amendMe), { token: visitor, body: { name: 'Hacker' } });
    expect(res.status).toBe(403);
    const pwd = await call(t.app, ...routeOf(usersEndpoints.changePassword), {
      token: visitor, body: { oldPassword: encrypt(t.app, 'x'), newPassword: encrypt(t.app, NEW_PASSWORD), repeatPassword: encrypt(t.app, NEW_PASSWORD) },
    });
    expect(pwd.status).toBe(403);
  });
});

describe('user administration', () => {
  it('lists users with filters, paged', async () => {
    const admin = await loggedInUser(t, 'SYSTEM_ADMIN');
    await buildUser(t.db, { userType: 'SERVICE_STATION', company: 'Filterable Garage' });
    const res = await call(t.app, ...routeOf(usersEndpoints.adminPage), { token: admin.token, query: { key: 'filterable', pageSize: '10' } });
    expect(res.body.data.count).toBe(1);
    expect(res.body.data.contents[0]).toMatchObject({ userType: 'SERVICE_STATION', company: 'Filterable Garage' });
    const byType = await call(t.app, ...routeOf(usersEndpoints.adminPage, undefined, 'userType=SERVICE_STATION&userType=REGISTER'), { token: admin.token });
    expect(byType.body.data.contents.every((u: { userType: string }) => ['SERVICE_STATION', 'REGISTER'].includes(u.userType))).toBe(true);
  });
});

describe('who may act on whom', () => {
  const setDisabled = (token: string, id: string, disabled: boolean) =>
    call(t.app, ...routeOf(usersEndpoints.setDisabled, { id }), { token, body: { disabled } });
  const setLocked = (token: string, id: string, locked: boolean) =>
    call(t.app, ...routeOf(usersEndpoints.setLocked, { id }), { token, body: { locked } });
  const flags = async (id: string) => {
    const row = await userRow(t.db, id);
    return { locked: row.locked, disabled: row.disabled };
  };

  it('refuses a domain administrator disabling or locking the system administrator, changing nothing', async () => {
    const admin = await loggedInUser(t, 'SYSTEM_ADMIN');
    const domainAdmin = await loggedInUser(t, 'DOMAIN_ADMIN');
    const disabled = await setDisabled(domainAdmin.token, admin.id, true);
    expect(disabled.status).toBe(200);
    expect(disabled.body).toMatchObject({ success: false, code: ERRORS.USER_OF_HIGHER_TYPE.code, message: 'You cannot do this to an account of a user type above yours' });
    const locked = await setLocked(domainAdmin.token, admin.id, true);
    expect(locked.body.code).toBe(ERRORS.USER_OF_HIGHER_TYPE.code);
    expect(await flags(admin.id)).toEqual({ locked: false, disabled: false });
    expect((await call(t.app, ...routeOf(authEndpoints.current), { token: admin.token })).status).toBe(200);
  });

  it('refuses a domain administrator enabling or unlocking the system administrator too', async () => {
    const admin = await buildUser(t.db, { userType: 'SYSTEM_ADMIN' });
    const domainAdmin = await loggedInUser(t, 'DOMAIN_ADMIN');
    await t.db.update(users).set({ locked: true, disabled: true }).where(eq(users.id, admin.id));
    const enabled = await setDisabled(domainAdmin.token, admin.id, false);
    expect(enabled.body.code).toBe(ERRORS.USER_OF_HIGHER_TYPE.code);
    const unlocked = await setLocked(domainAdmin.token, admin.id, false);
    expect(unlocked.body.code).toBe(ERRORS.USER_OF_HIGHER_TYPE.code);
    expect(await flags(admin.id)).toEqual({ locked: true, disabled: true });
  });

  it('lets a domain administrator disable, enable, lock and unlock a dealer', async () => {
    const domainAdmin = await loggedInUser(t, 'DOMAIN_ADMIN');
    const dealer = await loggedInUser(t, 'DEALER');
    expect((await setDisabled(domainAdmin.token, dealer.id, true)).body.data).toMatchObject({ id: dealer.id, disabled: true });
    expect(await flags(dealer.id)).toEqual({ locked: false, disabled: true });
    expect((await call(t.app, ...routeOf(authEndpoints.current), { token: dealer.token })).status).toBe(401);
    expect((await setDisabled(domainAdmin.token, dealer.id, false)).body.success).toBe(true);
    expect((await setLocked(domainAdmin.token, dealer.id, true)).body.success).toBe(true);
    expect(await flags(dealer.id)).toEqual({ locked: true, disabled: false });
    expect((await setLocked(domainAdmin.token, dealer.id, false)).body.success).toBe(true);
    expect(await flags(dealer.id)).toEqual({ locked: false, disabled: false });
  });

  it('lets administrators act on accounts of their own type and below', async () => {
    const admin = await loggedInUser(t, 'SYSTEM_ADMIN');
    const otherAdmin = await buildUser(t.db, { userType: 'SYSTEM_ADMIN' });
    const domainAdmin = await loggedInUser(t, 'DOMAIN_ADMIN');
    const otherDomainAdmin = await buildUser(t.db, { userType: 'DOMAIN_ADMIN' });
    expect((await setDisabled(domainAdmin.token, otherDomainAdmin.id, true)).body.success).toBe(true);
    expect((await setDisabled(admin.token, domainAdmin.id, true)).body.success).toBe(true);
    expect((await setLocked(admin.token, otherAdmin.id, true)).body.success).toBe(true);
    expect(await flags(otherDomainAdmin.id)).toEqual({ locked: false, disabled: true });
    expect(await flags(domainAdmin.id)).toEqual({ locked: false, disabled: true });
    expect(await flags(otherAdmin.id)).toEqual({ locked: true, disabled: false });
  });

  it('holds staff given user management to accounts of their rank and below', async () => {
    const admin = await loggedInUser(t, 'SYSTEM_ADMIN');
    const staff = await loggedInUser(t, 'INNER_USER');
    const role = (await call(t.app, ...routeOf(accessEndpoints.createRole), { token: admin.token, body: { code: 'USER_DESK', name: 'User desk' } })).body.data;
    const ids = (await t.db.select({ id: resources.id }).from(resources)
      .where(inArray(resources.code, ['PER_USER_MANAGEMENT_VIEW', 'PER_USER_MANAGEMENT_DISABLE']))).map((r) => r.id);
    await call(t.app, ...routeOf(accessEndpoints.addLinks), { token: admin.token, body: { roleId: role.id, resourceIds: ids } });
    await t.db.insert(userRoles).values({ userId: staff.id, roleId: role.id });

    const dealer = await buildUser(t.db, { userType: 'DEALER' });
    const colleague = await buildUser(t.db, { userType: 'CENTRAL' });
    const domainAdmin = await buildUser(t.db, { userType: 'DOMAIN_ADMIN' });
    expect((await setDisabled(staff.token, dealer.id, true)).body.success).toBe(true);
    expect((await setDisabled(staff.token, colleague.id, true)).body.success).toBe(true);
    expect((await setDisabled(staff.token, domainAdmin.id, true)).body.code).toBe(ERRORS.USER_OF_HIGHER_TYPE.code);
    expect(await flags(domainAdmin.id)).toEqual({ locked: false, disabled: false });
  });

  it('says on each listed account whether the caller may act on it', async () => {
    const company = `Reach ${Date.now().toString(36)}`;
    const me = await buildUser(t.db, { userType: 'DOMAIN_ADMIN', company });
    const token = await login(t.app, me.username, me.password);
    const admin = await buildUser(t.db, { userType: 'SYSTEM_ADMIN', company });
    const peer = await buildUser(t.db, { userType: 'DOMAIN_ADMIN', company });
    const dealer = await buildUser(t.db, { userType: 'DEALER', company });
    const res = await call(t.app, ...routeOf(usersEndpoints.adminPage), { token, query: { key: company } });
    const reach = Object.fromEntries(res.body.data.contents.map((u: { id: string; outOfReach: string | null }) => [u.id, u.outOfReach]));
    expect(reach).toEqual({ [me.id]: 'self', [admin.id]: 'higherType', [peer.id]: null, [dealer.id]: null });
  });
});
