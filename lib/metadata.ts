// Page metadata built from the registry and the site URL setting.
import type { Metadata } from 'next';
import { settings } from '@/lib/config';
import type { DocPage } from '@/lib/docs';

export function pageMetadata(title: string, description: string, canonicalPath: string): Metadata {
  return {
    title,
    description,
    alternates: { canonical: canonicalPath },
    openGraph: { title, description, url: canonicalPath, type: 'website' },
  };
}

export const docMetadata = (page: DocPage): Metadata => pageMetadata(page.title, page.description, page.canonicalPath);

export const metadataBase = new URL(`${settings.siteUrl}/`);
