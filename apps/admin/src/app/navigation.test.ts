// Which screens, and pages under them, each role may open: the rule the menu and every link to another screen follow.
import { describe, expect, it } from 'vitest';
import { canOpen, screens } from './navigation';

describe('canOpen', () => {
  it('lets an admin open every screen and the pages under them', () => {
    for (const screen of screens) expect(canOpen('admin', `${screen.path}/1`)).toBe(true);
  });

  it('keeps the customer page from the roles the server refuses it to', () => {
    expect(canOpen('support', '/customers/11')).toBe(true);
    expect(canOpen('moderator', '/customers/11')).toBe(false);
    expect(canOpen('marketing', '/customers/11')).toBe(false);
    expect(canOpen('marketing', '/referrals')).toBe(true);
  });

  it('does not take a screen whose path merely starts alike for another', () => {
    expect(canOpen('support', '/customersx')).toBe(false);
    expect(canOpen('moderator', '/verification')).toBe(true);
  });
});
