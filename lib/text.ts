// Reading untrusted values (API bodies, identity-provider users): a string with something in it.

/** The trimmed string, or undefined for anything else, an empty string or only white space. */
export const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;
