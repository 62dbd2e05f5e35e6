import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api-client';
import { makeClassDetail, makeSeat } from '../../testing/builders';
import { renderWithApp } from '../../testing/render';
import { ClassBookPanel } from './class-book-panel';

const flow = { book: () => undefined, isChecking: false };
const spotsLine = () => screen.getByTestId('book-panel').querySelector('[data-spots]');

// Prices and the viewer are read in the background; nothing here depends on them (visitor prices are USD).
beforeEach(() => {
  vi.spyOn(api, 'call').mockImplementation(() => new Promise(() => undefined));
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('ClassBookPanel counts seats the server only counts (no roster for visitors)', () => {
  it('a visitor: no seats named, 5 of 6 taken reads "Only 1 spot left"', () => {
    renderWithApp(<ClassBookPanel detail={makeClassDetail({ taken_seats: 5 })} viewerId={null} flow={flow} />);
    expect(spotsLine()?.getAttribute('data-spots')).toBe('only-one-left');
  });

  it('6 of 6 taken is fully booked and Book is refused', () => {
    renderWithApp(<ClassBookPanel detail={makeClassDetail({ taken_seats: 6 })} viewerId={500} flow={flow} />);
    expect(spotsLine()?.getAttribute('data-spots')).toBe('fully-booked');
    expect(screen.getByRole('button', { name: /Book/ }).hasAttribute('disabled')).toBe(true);
  });

  it('the viewer\'s own seat among 3 taken reads "Booked by you"', () => {
    renderWithApp(<ClassBookPanel detail={makeClassDetail({ seats: [makeSeat()], taken_seats: 3 })} viewerId={500} flow={flow} />);
    expect(spotsLine()?.getAttribute('data-spots')).toBe('booked-by-you');
  });
});
