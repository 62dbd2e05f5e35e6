import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPopupForViewer, POPUP_AUDIENCES } from './popup-audience';

describe('isPopupForViewer (issue 17: "the New: live group classes popup is shown to a student who has booked many classes")', () => {
  it('a popup for everyone shows to anyone; one for newcomers only until the first group seat', () => {
    expect(isPopupForViewer({ audience: 'everyone', groupSeats: 12 })).toBe(true);
    expect(isPopupForViewer({ audience: 'new-to-group-classes', groupSeats: 0 })).toBe(true);
    expect(isPopupForViewer({ audience: 'new-to-group-classes', groupSeats: 1 })).toBe(false);
  });
  it('property: newcomers-only popups show exactly at zero seats, everyone popups always', () => {
    fc.assert(
      fc.property(fc.constantFrom(...POPUP_AUDIENCES), fc.nat(1000), (audience, groupSeats) => {
        expect(isPopupForViewer({ audience, groupSeats })).toBe(audience === 'everyone' || groupSeats === 0);
      }),
    );
  });
});
