import { describe, expect, it } from 'vitest';
import { parseRouteId } from './route-id';

describe('parseRouteId', () => {
  it('reads positive integers only', () => {
    expect(parseRouteId('12')).toBe(12);
    for (const bad of ['0', '-1', '1.5', '01', 'abc', '', '1e3', '9999999999999999', null, undefined]) expect(parseRouteId(bad)).toBeNull();
  });
});
