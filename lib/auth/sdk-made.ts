/** Marked on the page's performance timeline each time a sign-in provider makes a Descope SDK (tests count them). */
export const SDK_MADE_MARK = 'descope-sdk-made';
