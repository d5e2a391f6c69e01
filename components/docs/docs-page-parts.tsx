// The docs page's head and end, both static regions (their server HTML kept as it is when the page
// hydrates): the head holds the breadcrumbs, the title, the lead, "Copy page" and the links that
// open the page in an assistant; the end holds when the page last changed, "Edit this page" (when
// the edit URL setting is set), "Was this page helpful?" (when that setting names a repository on a
// host whose issues it can open: lib/page-feedback.ts) and the previous and next pages.
import { Button, buttonClass } from '@/components/ui/button';
import { StaticRegion } from '@/components/ui/static-region';
import { neighbours, type Crumb, type DocPage } from '@/lib/docs';
import { ASSISTANTS, assistantPrompt, markdownPath } from '@/lib/llms';
import type { PageFeedback } from '@/lib/page-feedback';
import { COPY_PAGE_ATTR, PAGER_ATTR } from './docs-attrs';
import styles from './docs-view.module.css';

export function DocsHead({ page, crumbs }: { page: DocPage; crumbs: readonly Crumb[] }) {
  return (
    <StaticRegion as="div" className={styles.head}>
      <nav aria-label="Breadcrumb" className={styles.breadcrumbs} data-pagefind-ignore="all">
        <ol>
          {crumbs.map((crumb, index) => (
            <li key={index}>
              {crumb.href ? (
                <a href={crumb.href} aria-current={index === crumbs.length - 1 ? 'page' : undefined}>
                  {crumb.label}
                </a>
              ) : (
                crumb.label
              )}
            </li>
          ))}
        </ol>
      </nav>
      <h1 className={styles.heading}>{page.title}</h1>
      <p className={styles.lead}>{page.description}</p>
      <div className={styles.pageActions} data-pagefind-ignore="all">
        <Button variant="chip" size="sm" {...{ [COPY_PAGE_ATTR]: markdownPath(page) }}>
          <span>Copy page</span>
        </Button>
        {ASSISTANTS.map((assistant) => (
          <a
            key={assistant.label}
            href={assistant.href(assistantPrompt(page))}
            className={buttonClass({ variant: 'chip', size: 'sm' })}
          >
            {assistant.label}
          </a>
        ))}
      </div>
    </StaticRegion>
  );
}

/**
 * `modified`: when the page's source last changed (ISO); `edit`: where to edit it, if anywhere;
 * `feedback`: the links that open an issue saying whether the page helped, if any.
 */
export function DocsPageEnd({
  page,
  modified,
  edit,
  feedback,
}: {
  page: DocPage;
  modified: string;
  edit?: string;
  feedback?: PageFeedback;
}) {
  const { previous, next } = neighbours(page);
  return (
    <>
      <StaticRegion as="footer" className={styles.pageMeta} data-pagefind-ignore="all">
        <p>
          Last updated <time dateTime={modified}>{UPDATED_FORMAT.format(new Date(modified))}</time>
        </p>
        {edit && <a href={edit}>Edit this page</a>}
        {feedback && <Feedback feedback={feedback} />}
      </StaticRegion>
      <StaticRegion
        as="nav"
        aria-label="Previous and next page"
        className={styles.pager}
        data-pagefind-ignore="all"
        {...{ [PAGER_ATTR]: '' }}
      >
        {previous ? (
          <a href={previous.canonicalPath} rel="prev">
            <span>Previous</span> {previous.title}
          </a>
        ) : (
          <span />
        )}
        {next && (
          <a href={next.canonicalPath} rel="next" className={styles.next}>
            <span>Next</span> {next.title}
          </a>
        )}
      </StaticRegion>
    </>
  );
}

const FEEDBACK_QUESTION_ID = 'page-feedback';

/**
 * "Was this page helpful?", Yes and No: plain links to a new issue, so the site itself sends nothing.
 * Each link's name is its visible word followed by where it leads ("Yes (opens a new GitHub issue)");
 * the line under them says the same to every reader.
 */
function Feedback({ feedback }: { feedback: PageFeedback }) {
  const chip = buttonClass({ variant: 'chip', size: 'sm' });
  const where = `(opens a new ${feedback.host} issue)`;
  return (
    <div role="group" aria-labelledby={FEEDBACK_QUESTION_ID} className={styles.feedback}>
      <p id={FEEDBACK_QUESTION_ID} className={styles.feedbackQuestion}>
        Was this page helpful?
      </p>
      <a href={feedback.helpful} className={chip} aria-label={`Yes ${where}`}>
        Yes
      </a>
      <a href={feedback.notHelpful} className={chip} aria-label={`No ${where}`}>
        No
      </a>
      <p className={styles.feedbackNote}>
        Either answer opens a new {feedback.host} issue with this page&rsquo;s address, for you to complete and submit
        there; this site sends nothing.
      </p>
    </div>
  );
}

/** "Last updated 22 November 2026": the date the source last changed, in UTC. */
const UPDATED_FORMAT = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });
