// Apart from the rest of the social sign-in contract: the web app's entry chunk reads these on
// every page load, and a bundler places a module whole in one chunk.

/** The query parameters the callback's redirect carries back to the web app. */
export const SIGN_IN_RETURN = {
  /** On success: `?signed_in=<provider>`; the app then collects the session. */
  success: 'signed_in',
  /** On failure: `?signin_error=<failure>&provider=<provider>`. */
  failure: 'signin_error',
  provider: 'provider',
  /** Beside a success, something the person must know: `&signin_notice=<notice>`. */
  notice: 'signin_notice',
} as const;
