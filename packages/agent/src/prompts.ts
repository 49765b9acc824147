/**
 * The data agent's suggested prompts for a table's columns: what the AI Analysis tab asks for
 * when it opens, apart from the rest of the agent so that opening it does not wait for the
 * planner and the model SDK to load (about 1.7 s on a quiet machine, issue 30).
 */
export { suggestedPrompts } from './data-agent/suggested-prompts.js';
