/** The marketing popup (001 §7.2 global_popup). */
export const marketing = {
  popupClose: 'Close',
  popupLabel: 'Announcement',
} as const;
