import { describe, expect, it } from 'vitest';
import { session } from './session.ts';

describe('session end by the server', () => {
  it('signs out and tells the next sign-in screen once', () => {
    session.signIn({ token: 't1', rememberMe: false, email: 'a@example.com' });
    session.expire();
    expect(session.token()).toBeNull();
    expect(session.takeExpired()).toBe(true);
    expect(session.takeExpired()).toBe(false);
  });

  it('says nothing after a sign-out of the user’s own or without a session', () => {
    session.signIn({ token: 't2', rememberMe: false, email: 'a@example.com' });
    session.signOut();
    session.expire();
    expect(session.takeExpired()).toBe(false);
  });

  it('forgets an unread expiry on the next sign-in', () => {
    session.signIn({ token: 't3', rememberMe: false, email: 'a@example.com' });
    session.expire();
    session.signIn({ token: 't4', rememberMe: false, email: 'a@example.com' });
    expect(session.takeExpired()).toBe(false);
    session.signOut();
  });
});
