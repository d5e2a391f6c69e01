import { docStructuredData, jsonForScript } from '@/lib/structured-data';

describe('structured data', () => {
  const data = docStructuredData({
    url: 'https://milligram.dev/mg/cli/dmt/',
    headline: 'DMT Commands',
    description: 'Reference for mg dmt </script>',
    dateModified: '2026-11-22T09:09:09.000Z',
    image: 'https://milligram.dev/og/docs-dmt.png',
    crumbs: [
      { label: 'Docs', href: '/mg/overview/' },
      { label: 'DMT Commands', href: '/mg/cli/dmt/' },
    ],
    origin: 'https://milligram.dev',
  });

  it('is a breadcrumb trail and a TechArticle with absolute URLs', () => {
    const [trail, article] = data['@graph'];
    expect(trail).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Docs', item: 'https://milligram.dev/mg/overview/' },
        { '@type': 'ListItem', position: 2, name: 'DMT Commands', item: 'https://milligram.dev/mg/cli/dmt/' },
      ],
    });
    expect(article).toMatchObject({
      '@type': 'TechArticle',
      headline: 'DMT Commands',
      dateModified: '2026-11-22T09:09:09.000Z',
      url: 'https://milligram.dev/mg/cli/dmt/',
    });
  });

  it('is valid JSON that no text in it can break out of its <script> element', () => {
    const json = jsonForScript(data);
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toEqual(data);
  });
});
