import { describe, expect, it } from 'vitest';
import { SUPPORT_WIDGET_Z_INDEX, buildSupportWidgetUser } from './support-widget';

describe('buildSupportWidgetUser: "receives the user\'s name, e-mail and id (id defaults to 0)"', () => {
  it('passes a signed-in user through', () => {
    expect(buildSupportWidgetUser({ name: 'Ana', email: 'ana@example.com', id: 100 })).toEqual({
      name: 'Ana',
      email: 'ana@example.com',
      id: 100,
    });
  });
  it('defaults the id to 0 and missing text to empty', () => {
    expect(buildSupportWidgetUser({})).toEqual({ name: '', email: '', id: 0 });
    expect(buildSupportWidgetUser({ name: null, email: null, id: null })).toEqual({ name: '', email: '', id: 0 });
  });
  it('"Support widget z-index 999"', () => {
    expect(SUPPORT_WIDGET_Z_INDEX).toBe(999);
  });
});
