import crypto from 'node:crypto';
import { expect } from 'vitest';
import type { UserType } from '@portal/contract';
import { buildUser, call, login, type TestApp } from './helpers.js';

/*
 * Object-level access (IDOR): an object that belongs to a user must stay theirs. A module proves it
 * for each owned object with one call,
 *
 *   it('keeps private remarks private', () => expectOwnedObject(t, remarkOwnership));
 *
 * given how to make the object as its owner and the calls that read, change and delete it. A second
 * user of the same type (and, unless told otherwise, the same company) then makes every one of
 * those calls on the owner's object. STYLE: ownership is scoped in the query, so a foreign object
 * looks like a missing one: the intruder may be answered 401/403/404, a business refusal, or their
 * own (empty) view, but never with the owner's object, and the owner's object is the same afterwards.
 */

/** A call as the tests send it; the token is added by the helper. */
export interface Request {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  body?: unknown;
  query?: Record<string, string>;
}

/** Someone who acts in the test: a logged-in user. */
export interface Actor {
  id: string;
  username: string;
  token: string;
}

/** The object as made by its owner. */
export interface Made {
  id: string;
  secret: string;
}

export interface OwnedObject {
  /** User type of the owner and the intruder. */
  userType: UserType;
  /** The intruder's company; defaults to the owner's (a colleague must not see a private object either). */
  intruderCompany?: string;
  /**
   * Makes the object as its owner. `secret` is text that only the owner's view of it contains (put a
   * unique string into it: `secret` is given for that); it defaults to the object's id.
   */
  create(owner: Actor, secret: string): Promise<{ id: string; secret?: string }>;
  /** Calls that show the object; answered to the intruder, none may contain the secret. */
  read(made: Made): Request[];
  /** Calls that change it; the owner's view must be the same afterwards. */
  change(made: Made): Request[];
  /** Calls that delete it; the owner's view must be the same afterwards. */
  remove(made: Made): Request[];
}

const send = (t: TestApp, actor: Actor, req: Request) =>
  call(t.app, req.method, req.url, { token: actor.token, body: req.body, query: req.query });

async function actor(t: TestApp, userType: UserType, company?: string): Promise<Actor> {
  const user = await buildUser(t.db, { userType, company });
  return { id: user.id, username: user.username, token: await login(t.app, user.username, user.password) };
}

/** The owner's view: what the read calls answer them, the object's state for before/after. */
async function ownerView(t: TestApp, owner: Actor, spec: OwnedObject, made: Made) {
  return Promise.all(spec.read(made).map(async (req) => {
    const res = await send(t, owner, req);
    return { call: `${req.method} ${req.url}`, status: res.status, body: res.raw.body };
  }));
}

/**
 * Proves that a second user of the same type is refused reading, changing and deleting an object
 * the first one made, and that the object is unchanged afterwards.
 */
export async function expectOwnedObject(t: TestApp, spec: OwnedObject): Promise<void> {
  const owner = await actor(t, spec.userType);
  const intruder = await actor(t, spec.userType, spec.intruderCompany);
  const created = await spec.create(owner, `owned-${crypto.randomBytes(6).toString('hex')}`);
  const made: Made = { id: created.id, secret: created.secret ?? created.id };
  const { secret } = made;

  const before = await ownerView(t, owner, spec, made);
  // The owner does see it: otherwise "the intruder does not" proves nothing.
  for (const view of before) expect(view.body, `the owner's ${view.call} shows the object`).toContain(secret);

  const leaks: string[] = [];
  const attempts = [...spec.read(made), ...spec.change(made), ...spec.remove(made)];
  for (const req of attempts) {
    const res = await send(t, intruder, req);
    const where = `intruder ${req.method} ${req.url}`;
    if (res.status >= 500) leaks.push(`${where}: ${res.status}`);
    if (res.raw.body.includes(secret)) leaks.push(`${where}: answered the owner's object: ${res.raw.body.slice(0, 200)}`);
  }
  expect(leaks).toEqual([]);
  expect(await ownerView(t, owner, spec, made), 'the owner\'s object after the intruder\'s calls').toEqual(before);
}
