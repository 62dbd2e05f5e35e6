/**
 * Who a stored marketing popup (001 §7.2) is for. `everyone`: every signed-in user. `new-to-group-classes`:
 * only someone who has never had a group-class or course seat; a popup announcing group classes
 * is noise to a student who books them already (issue 17).
 */
export const POPUP_AUDIENCES = ['everyone', 'new-to-group-classes'] as const;
export type PopupAudience = (typeof POPUP_AUDIENCES)[number];

/**
 * Whether a popup for `audience` is shown to a viewer with `groupSeats` seats ever taken (class or
 * course, in any state: a dropped seat still means they know the product).
 * @example isPopupForViewer({ audience: 'new-to-group-classes', groupSeats: 3 }) // false
 */
export function isPopupForViewer({ audience, groupSeats }: { audience: PopupAudience; groupSeats: number }): boolean {
  return audience === 'everyone' || groupSeats === 0;
}
