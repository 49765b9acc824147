/**
 * The agent (planning, the conversation, the data agent, and with them compromise, chrono-node,
 * cheerio and the AI SDK), loaded when first used: imported at start it held about a fifth of
 * the idle server's memory for requests most servers answer rarely. Types import it directly.
 */
export const loadAgent = () => import('@gleaner/agent');
