import { docStructuredData, jsonForScript } from '@/lib/structured-data';

describe('structured data', () => {
  const data = docStructuredData({
    url: 'https://milligram.dev/mg/cli/dmt/',
    headline: 'DMT Commands',
    description: 'Reference for mg dmt </script>',
    datePublished: '2026-10-01T08:00:00.000Z',
    dateModified: '2026-11-22T09:09:09.000Z',
    inLanguage: 'en',
    publisher: { name: 'Milligram', logo: { url: 'https://milligram.dev/logo.png', size: 512 } },
    image: 'https://milligram.dev/og/docs-dmt.png',
    crumbs: [
      { label: 'Docs', href: '/mg/overview/' },
      { label: 'Reference' },
      { label: 'DMT Commands', href: '/mg/cli/dmt/' },
    ],
    origin: 'https://milligram.dev',
  });

  it('is a breadcrumb trail of the crumbs that are pages and a TechArticle, each a document of its own, with absolute URLs', () => {
    const [trail, article] = data;
    expect(trail).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Docs', item: 'https://milligram.dev/mg/overview/' },
        { '@type': 'ListItem', position: 2, name: 'DMT Commands', item: 'https://milligram.dev/mg/cli/dmt/' },
      ],
    });
    expect(article).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'TechArticle',
      headline: 'DMT Commands',
      datePublished: '2026-10-01T08:00:00.000Z',
      dateModified: '2026-11-22T09:09:09.000Z',
      inLanguage: 'en',
      url: 'https://milligram.dev/mg/cli/dmt/',
      author: { '@type': 'Organization', name: 'Milligram', url: 'https://milligram.dev/' },
      publisher: {
        '@type': 'Organization',
        name: 'Milligram',
        logo: { '@type': 'ImageObject', url: 'https://milligram.dev/logo.png', width: 512, height: 512 },
      },
    });
  });

  it('is valid JSON that no text in it can break out of its <script> element', () => {
    const json = jsonForScript(data);
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toEqual(data);
  });
});
