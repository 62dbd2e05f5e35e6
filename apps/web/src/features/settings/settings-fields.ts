import type { User, UserLocale, UserSettingsBody } from '@app/api';
import type { MessageKey } from '../../i18n/translate';

export interface SettingsValues {
  readonly currency: string;
  readonly timezone_iana: string;
  readonly is_am: 0 | 1;
  /** The display language, which is also the language of the mails: one setting, not two. */
  readonly locale: UserLocale;
}

export type SettingsField = keyof SettingsValues;

export function settingsOf(user: Pick<User, 'currency' | 'timezone_iana' | 'is_am' | 'locale'>): SettingsValues {
  return { currency: user.currency, timezone_iana: user.timezone_iana, is_am: user.is_am, locale: user.locale };
}

/** Only what changed goes to the server (the API refuses an empty body: a no-op save is a client bug). */
export function changedSettings(saved: SettingsValues, edited: SettingsValues): UserSettingsBody | null {
  const body: { -readonly [K in SettingsField]?: SettingsValues[K] } = {};
  if (edited.currency !== saved.currency) body.currency = edited.currency;
  if (edited.timezone_iana !== saved.timezone_iana) body.timezone_iana = edited.timezone_iana;
  if (edited.is_am !== saved.is_am) body.is_am = edited.is_am;
  if (edited.locale !== saved.locale) body.locale = edited.locale;
  return Object.keys(body).length > 0 ? body : null;
}

/** The message under a field the server refused (its 400 names the field). */
export const FIELD_ERROR_KEYS: Record<SettingsField, MessageKey> = {
  currency: 'settings.errorCurrency',
  timezone_iana: 'settings.errorTimezone',
  is_am: 'settings.errorClock',
  locale: 'settings.errorLanguage',
};

export function isSettingsField(field: string | undefined): field is SettingsField {
  return field === 'currency' || field === 'timezone_iana' || field === 'is_am' || field === 'locale';
}

/** Every IANA zone the browser knows, grouped by region, with the user's own kept even if the list lacks it. */
export function timeZoneGroups(current: string): { region: string; zones: string[] }[] {
  let zones: string[];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    zones = [];
  }
  const all = [...new Set([...zones, current, 'UTC'])].sort();
  const groups = new Map<string, string[]>();
  for (const zone of all) {
    const region = zone.includes('/') ? (zone.split('/')[0] ?? zone) : 'Other';
    groups.set(region, [...(groups.get(region) ?? []), zone]);
  }
  return [...groups].map(([region, list]) => ({ region, zones: list }));
}
