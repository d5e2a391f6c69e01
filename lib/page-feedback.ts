// "Was this page helpful?" without a server: each answer is a plain link to a new issue on the docs'
// repository, its title naming the page and the answer, its body the page's address and a question
// on what was missing. The site sends nothing: the reader sees the issue, may edit it, and submits
// it on the repository's host or not at all.
// The repository is read from the edit URL setting (NEXT_PUBLIC_DOCS_EDIT_URL), on two hosts whose
// new-issue form takes a prefilled title and text:
// - github.com: the first two segments of the path are the owner and the repository
//   (`https://github.com/OWNER/REPO/edit/BRANCH/…`) → `…/OWNER/REPO/issues/new?title=…&body=…&labels=…`;
// - gitlab.com: the project is the path before its `/-/` (groups may nest:
//   `https://gitlab.com/GROUP/PROJECT/-/edit/BRANCH/…`) → `…/GROUP/PROJECT/-/issues/new?issue[title]=…&issue[description]=…`.
// Unset, another host (where the form's fields are unknown), or a path without the repository: no
// links, and the page asks nothing.

export type IssueHost = 'GitHub' | 'GitLab';

export interface PageFeedback {
  /** Where the issue is opened, named for the reader ("a new GitHub issue"). */
  host: IssueHost;
  /** A new issue saying the page helped. */
  helpful: string;
  /** A new issue saying it did not. */
  notHelpful: string;
}

/** What an issue is about: the page's title and its public address. */
export interface FeedbackPage {
  title: string;
  url: string;
}

/** The label a GitHub issue gets (one every new GitHub repository has; applied for those allowed to triage). */
export const FEEDBACK_LABEL = 'documentation';

const SEGMENT = /^[A-Za-z0-9_.-]+$/;

/** The repository's host and its new-issue address, from the edit URL setting; undefined when unknown. */
export function newIssueUrl(editUrl: string | undefined): { host: IssueHost; url: string } | undefined {
  if (!editUrl) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(editUrl);
  } catch {
    return undefined;
  }
  const segments = parsed.pathname.split('/').filter(Boolean);
  if (parsed.host === 'github.com') {
    const [owner, repository] = segments;
    if (!owner || !repository || !SEGMENT.test(owner) || !SEGMENT.test(repository)) return undefined;
    return { host: 'GitHub', url: `https://github.com/${owner}/${repository}/issues/new` };
  }
  if (parsed.host === 'gitlab.com') {
    const project = segments.slice(0, Math.max(segments.indexOf('-'), 0));
    if (project.length < 2 || !project.every((segment) => SEGMENT.test(segment))) return undefined;
    return { host: 'GitLab', url: `https://gitlab.com/${project.join('/')}/-/issues/new` };
  }
  return undefined;
}

/** An issue's title: "Feedback on DMT Commands: helpful". */
export const feedbackTitle = (page: FeedbackPage, helpful: boolean) =>
  `Feedback on ${page.title}: ${helpful ? 'helpful' : 'not helpful'}`;

/** An issue's text: the page's address, and what the reader is asked. */
export function feedbackBody(page: FeedbackPage, helpful: boolean): string {
  const question = helpful
    ? 'What helped? Was anything still missing?'
    : 'What were you looking for? What was missing, unclear or wrong?';
  return `Page: ${page.url}\n\n${question}\n`;
}

/** A query string, every name and value percent-encoded (GitLab's `issue[title]` included). */
const query = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');

/** The page's two feedback links, or undefined when the edit URL setting names no known repository. */
export function pageFeedback(editUrl: string | undefined, page: FeedbackPage): PageFeedback | undefined {
  const issues = newIssueUrl(editUrl);
  if (!issues) return undefined;
  const link = (helpful: boolean) => {
    const title = feedbackTitle(page, helpful);
    const body = feedbackBody(page, helpful);
    const fields: Record<string, string> =
      issues.host === 'GitHub'
        ? { title, body, labels: FEEDBACK_LABEL }
        : { 'issue[title]': title, 'issue[description]': body };
    return `${issues.url}?${query(fields)}`;
  };
  return { host: issues.host, helpful: link(true), notHelpful: link(false) };
}
