// The product's names and the few facts every surface of the site shares.

/** {product} in the spec: the command-line deployment tool. */
export const PRODUCT_NAME = 'milligram';
/** How menus that list the products by name write it (the project switcher, the docs sidebar). */
export const PRODUCT_TITLE = 'Milligram';
/**
 * The site's one brand name, as the wordmark writes it: the header, the footer, every page title,
 * the social cards and the publisher of the docs. The products (apotheosis, telekinesis and the mg
 * command line) stand under it.
 */
export const BRAND_NAME = PRODUCT_NAME;
/** The command a user types. */
export const PRODUCT_COMMAND = 'mg';

/** The site's language: <html lang>, the structured data's inLanguage. */
export const SITE_LANGUAGE = 'en';
/** The same as Open Graph writes it (og:locale). */
export const SITE_LOCALE = 'en_US';
export const SITE_DESCRIPTION =
  'Deploy full-stack apps, task queues and static sites to your own AWS account with apotheosis, telekinesis and the mg command line.';

export const DEPLOYMENT_TYPES = ['apotheosis', 'ethereal', 'telekinesis', PRODUCT_NAME] as const;
export type DeploymentType = (typeof DEPLOYMENT_TYPES)[number];

/** A development host name: localhost, loopback, or a *.localhost name. */
export const isLocalhost = (hostname: string) =>
  hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]' || hostname.endsWith('.localhost');
