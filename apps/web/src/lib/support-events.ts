/** The window event that opens the support widget from anywhere (e.g. the instant-lesson FAQ link). */
export const SUPPORT_OPEN_EVENT = 'kp:support-open';

export function openSupportWidget(search = ''): void {
  window.dispatchEvent(new CustomEvent<string>(SUPPORT_OPEN_EVENT, { detail: search }));
}
