function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) < 0x20) return true;
  return false;
}

/**
 * A path on this site (`/teachers/english`), never another host (`//host`, `/\host`, `https:`,
 * `javascript:`): the only kind of link followed from an address parameter or stored content.
 */
export function isSameSitePath(value: string | null | undefined): value is string {
  return (
    typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') && !hasControlCharacter(value)
  );
}

/** The address parameter that carries where to go back to after signing in, up or confirming. */
export const RETURN_TO_PARAM = 'returnTo';
