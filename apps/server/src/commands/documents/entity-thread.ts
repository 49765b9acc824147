import { loadEntityTools } from '@gleaner/agent';
import { entityOps } from './entity-ops.js';
import { serveOps } from '../../threads/serve-ops.js';

/** The entity thread (see entity-pool.ts). */
serveOps({ ...entityOps(await loadEntityTools()) });
