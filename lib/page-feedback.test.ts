import { feedbackBody, feedbackTitle, newIssueUrl, pageFeedback } from './page-feedback';

const page = { title: 'DMT Commands', url: 'https://docs.example.com/mg/cli/dmt/' };
/** A link's fields, decoded as the issue form reads them. */
const fields = (href: string) => Object.fromEntries(new URL(href).searchParams);

describe('page feedback links', () => {
  it('open a new GitHub issue, titled for the page and the answer, with its address and a question', () => {
    const feedback = pageFeedback('https://github.com/acme/site/edit/main', page)!;
    expect(feedback.host).toBe('GitHub');
    expect(feedback.helpful.startsWith('https://github.com/acme/site/issues/new?')).toBe(true);
    expect(fields(feedback.helpful)).toEqual({
      title: 'Feedback on DMT Commands: helpful',
      body: 'Page: https://docs.example.com/mg/cli/dmt/\n\nWhat helped? Was anything still missing?\n',
      labels: 'documentation',
    });
    expect(fields(feedback.notHelpful)).toEqual({
      title: 'Feedback on DMT Commands: not helpful',
      body:
        'Page: https://docs.example.com/mg/cli/dmt/\n\n' +
        'What were you looking for? What was missing, unclear or wrong?\n',
      labels: 'documentation',
    });
  });

  it('open a new GitLab issue, in a project of nested groups too', () => {
    const feedback = pageFeedback('https://gitlab.com/acme/docs/site/-/edit/main', page)!;
    expect(feedback.host).toBe('GitLab');
    expect(feedback.notHelpful.startsWith('https://gitlab.com/acme/docs/site/-/issues/new?')).toBe(true);
    expect(fields(feedback.notHelpful)).toEqual({
      'issue[title]': 'Feedback on DMT Commands: not helpful',
      'issue[description]': feedbackBody(page, false),
    });
    // Every name and value encoded: no bracket or space left raw in the address.
    expect(feedback.helpful).not.toMatch(/[[\] ]/);
  });

  it('are none without the setting, on another host, or without the repository in the path', () => {
    for (const editUrl of [
      undefined,
      '',
      'https://bitbucket.org/acme/site/src/main',
      'https://git.example.com/acme/site/-/edit/main',
      'https://github.example.com/acme/site/edit/main',
      'https://github.com/acme',
      'https://gitlab.com/acme/site/edit/main',
      'https://gitlab.com/acme/-/edit/main',
      'not a url',
    ])
      expect(pageFeedback(editUrl, page)).toBeUndefined();
  });

  it('keep a title with special characters whole, and the link in one piece', () => {
    const odd = { title: 'ESP & "DREAM": 100% #1? a/b+c <x>', url: 'https://docs.example.com/mg/esp/?a=1&b=2' };
    const feedback = pageFeedback('https://github.com/acme/site/edit/main', odd)!;
    const url = new URL(feedback.helpful);
    expect(url.hash).toBe('');
    expect(url.searchParams.get('title')).toBe(feedbackTitle(odd, true));
    expect(url.searchParams.get('title')).toBe('Feedback on ESP & "DREAM": 100% #1? a/b+c <x>: helpful');
    expect(url.searchParams.get('body')).toContain('Page: https://docs.example.com/mg/esp/?a=1&b=2\n');
    expect(feedback.helpful).not.toMatch(/[\s"<>#]/);
  });

  it('name the repository from the edit URL, whatever follows it', () => {
    expect(newIssueUrl('https://github.com/acme/site/blob/main/docs')).toEqual({
      host: 'GitHub',
      url: 'https://github.com/acme/site/issues/new',
    });
    expect(newIssueUrl('https://gitlab.com/acme/site/-/edit/main/content')).toEqual({
      host: 'GitLab',
      url: 'https://gitlab.com/acme/site/-/issues/new',
    });
  });
});
