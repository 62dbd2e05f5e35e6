import { describe, expect, it } from 'vitest';
import {
  classSeatPath,
  confirmEmailPath,
  courseOrderPath,
  groupClassLandingPath,
  groupClassSearchPath,
  myClassesPastPath,
  settingsPath,
  unsubscribePath,
  classVideoRoomPath,
  WEB_ROUTES,
  webUrl,
} from './web-paths';

describe('web paths', () => {
  it('builds the pages the server links to, as DESIGN names them', () => {
    expect(classSeatPath({ classId: 20_001, seatId: 90_001 })).toBe('/group-class-online/class/20001?classID=20001&studentBookedID=90001');
    expect(courseOrderPath({ seatId: 7 })).toBe('/group-course/order/7');
    expect(myClassesPastPath()).toBe('/my-classes?tab=past');
    expect(groupClassLandingPath()).toBe('/group-class');
    expect(classVideoRoomPath({ classId: 20_001 })).toBe('/video-room/20001');
    expect(groupClassSearchPath({ lang: 'english' })).toBe('/group-class/english');
    expect(webUrl('https://learn.example', confirmEmailPath({ token: 'a-b_c' }))).toBe('https://learn.example/confirm-email?token=a-b_c');
    expect(webUrl('https://learn.example', unsubscribePath({ token: 'a-b_c' }))).toBe('https://learn.example/unsubscribe?token=a-b_c');
    expect(settingsPath()).toBe('/settings');
  });

  it('keeps every pattern a site path with no query, so a router can match it', () => {
    for (const route of Object.values(WEB_ROUTES)) expect(route).toMatch(/^\/[\w\-/:]*$/);
  });
});
