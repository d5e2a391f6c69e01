// Reading untrusted values (API bodies, identity-provider users): a string with something in it.

/** The trimmed string, or undefined for anything else, an empty string or only white space. */
export const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

/**
 * A value as a CSS string (`"…"`), for a custom property that generated content shows: quotes and
 * backslashes escaped, line breaks and other control characters as spaces.
 */
export const cssString = (value: string): string =>
  `"${value.replace(/[\\"]/g, '\\$&').replace(/[\u0000-\u001f\u007f]/g, ' ')}"`;
