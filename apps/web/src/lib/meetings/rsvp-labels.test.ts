import { describe, expect, it } from 'vitest';
import { rsvpLabel, titleCase } from './rsvp-labels';

describe('rsvpLabel (spec section 3)', () => {
  it('reads the four statuses with their labels', () => {
    expect(rsvpLabel('attending')).toBe('Attending');
    expect(rsvpLabel('tentative')).toBe('Maybe');
    expect(rsvpLabel('not_attending')).toBe('Not Attending');
    expect(rsvpLabel('no_response')).toBe('No Response');
    expect(rsvpLabel(null)).toBe('No Response');
  });

  it('title-cases any other status from its underscore name', () => {
    expect(rsvpLabel('sent_substitute')).toBe('Sent Substitute');
    expect(titleCase('PENDING')).toBe('Pending');
  });
});
