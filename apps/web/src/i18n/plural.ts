import { type MessageKey, type PartialCatalog, type MessageVars, translate } from './translate';

/**
 * The stem of a text that depends on a count: the catalog holds `<stem>_one`, `<stem>_other` and any
 * other CLDR category a language needs (`_many`, `_few`, ...), as `teachers.teacherCount_one`.
 */
export type PluralKey = MessageKey extends infer K ? (K extends `${infer Stem}_other` ? Stem : never) : never;

export type PluralFunction = (key: PluralKey, count: number, vars?: MessageVars) => string;

// One PluralRules and NumberFormat per locale: a page of cards asks for dozens of counts.
const rulesByLocale = new Map<string, { rules: Intl.PluralRules; numbers: Intl.NumberFormat }>();

function localeTools(intlLocale: string) {
  let tools = rulesByLocale.get(intlLocale);
  if (tools === undefined) {
    tools = { rules: new Intl.PluralRules(intlLocale), numbers: new Intl.NumberFormat(intlLocale) };
    rulesByLocale.set(intlLocale, tools);
  }
  return tools;
}

/**
 * The text of `key` for `count` by the locale's plural rules (`Intl.PluralRules`: English "1
 * teacher", "2 teachers"; Spanish "1 profesor", "2 profesores"), with `{count}` written in the locale's
 * digits. A category the catalog does not spell out (Spanish `many` for a million) reads as `_other`.
 */
export function translatePlural({
  catalog,
  intlLocale,
  key,
  count,
  vars,
}: {
  catalog: PartialCatalog;
  intlLocale: string;
  key: PluralKey;
  count: number;
  vars?: MessageVars | undefined;
}): string {
  const { rules, numbers } = localeTools(intlLocale);
  const dot = key.indexOf('.');
  const texts: Readonly<Record<string, string>> | undefined = catalog[key.slice(0, dot) as keyof PartialCatalog];
  const categoryKey = `${key.slice(dot + 1)}_${rules.select(count)}`;
  const chosen = (texts && categoryKey in texts ? `${key}_${rules.select(count)}` : `${key}_other`) as MessageKey;
  return translate({ catalog, key: chosen, vars: { ...vars, count: numbers.format(count) } });
}
