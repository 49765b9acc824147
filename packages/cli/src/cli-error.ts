/** The command line was wrong: exit 2 and say how to call it. */
export class UsageError extends Error {
  readonly exitCode = 2;
}

/** The work failed (a fetch, a file): exit 1 with the reason. */
export class FailureError extends Error {
  readonly exitCode = 1;
}
