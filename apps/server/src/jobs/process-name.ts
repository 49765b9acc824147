import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';

/**
 * This process, as chunks record who claimed them and workers announce themselves. The random
 * part tells a restarted process from its predecessor in a container, where host and pid repeat.
 */
export const PROCESS_NAME = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
