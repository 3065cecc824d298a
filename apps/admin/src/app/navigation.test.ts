// Which screens, and pages under them, each role may open: the rule the menu and every link to another screen follow.
import { describe, expect, it } from 'vitest';
import { canEdit, canOpen, menuFor, screens } from './navigation';

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

describe('the marketing screens', () => {
  it('are run by marketing and admin and read by support; a moderator has none of them', () => {
    for (const path of ['/campaigns', '/campaigns/3', '/tiers', '/segments/2']) {
      expect(canOpen('support', path)).toBe(true);
      expect(canEdit('support', path)).toBe(false);
      expect(canEdit('marketing', path)).toBe(true);
      expect(canEdit('admin', path)).toBe(true);
      expect(canOpen('moderator', path)).toBe(false);
      expect(canEdit('moderator', path)).toBe(false);
    }
    // A screen without its own editors is changed by every role that opens it.
    expect(canEdit('support', '/customers/11')).toBe(true);
  });

  it('sit together in the menu under "Маркетинг", in the table\'s order', () => {
    const group = menuFor('marketing').find((entry) => entry.group)?.group;
    expect(group?.labelKey).toBe('nav.marketing');
    expect(group?.screens.map((screen) => screen.path)).toEqual(['/campaigns', '/tiers', '/segments']);
    expect(menuFor('moderator').some((entry) => entry.group)).toBe(false);
  });
});
