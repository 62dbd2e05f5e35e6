// A backslash anywhere: browsers read `\` as `/` in http addresses, and no page of ours has one.
function hasUnsafeCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f || code === 0x5c) return true;
  }
  return false;
}

/**
 * A path on this site (`/teachers/english`), never another host (`//host`, `/\host`, `https:`,
 * `javascript:`): the only kind of link followed from an address parameter or stored content.
 */
export function isSameSitePath(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !hasUnsafeCharacter(value);
}

/** The address parameter that carries where to go back to after signing in, up or confirming. */
export const RETURN_TO_PARAM = 'returnTo';
