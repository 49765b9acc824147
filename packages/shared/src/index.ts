export * from './agent.js';
export * from './auth.js';
export * from './chat.js';
export * from './constants.js';
export * from './errors.js';
export * from './items.js';
export * from './jobs.js';
export * from './preview.js';
