/**
 * True when every output file exists and each project folder was built (its
 * `tsconfig.tsbuildinfo` written) after its newest source under `src/`.
 */
export function isBuildCurrent(projects: string[], outputs: string[]): boolean;
