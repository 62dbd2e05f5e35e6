/** A translation has exactly the keys of the English namespace it translates, each a string. */
export type Translation<T extends Record<string, string>> = { readonly [K in keyof T]: string };
