import type { VideoRoom } from '@app/api';

/** A class room door answer (issue 14) for stories and tests: open by default, with a Zoom room. */
export function makeVideoRoom(overrides: Partial<VideoRoom> = {}): VideoRoom {
  return {
    kind: 'class',
    id: 20_001,
    title: 'Small talk at work',
    start_time: '2026-11-25T17:00:00.000Z',
    end_time: '2026-11-25T18:00:00.000Z',
    viewer: 'student',
    access: 'open',
    opens_at: null,
    room: { account: '812 3456 7890', pass_code: 'kp2026', link: 'https://zoom.us/j/81234567890?pwd=kp2026' },
    ...overrides,
  };
}
