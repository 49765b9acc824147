import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { CONVERSATION_HISTORY_KEPT, countOf, planAnswersRequest } from '@gleaner/shared';
import type { ConversationState, EntityType, WorkflowStep } from '@gleaner/shared';
import type { ExtractionPlan, PageAnalysis, ParsedRequest } from '../types.js';
import { analysePage } from '../analysis/analyse-page.js';
import { plan as makePlan } from '../planning/plan.js';
import { cachedSource, localPlanSteps, planDetailPages, readPage } from '../run/plan-request.js';
import { planSections } from '../run/plan-sections.js';
import { findUrl, parseRequest } from '../request/parse-request.js';
import { ENTITY_PLURALS, parseDataCommand } from './data-commands.js';
import { applyCorrection, keywordIntent, parseCorrection, type Correction } from './keywords.js';
import {
  ASK_FOR_URL_REPLY,
  CANCELLED_REPLY,
  COMPLETED_REPLY,
  RUNNING_REPLY,
  fetchFailedReply,
  helpReply,
  planReply,
  nothingToStartReply,
  startReply,
} from './replies.js';
import type { PlannerModel } from '../model/model-seam.js';
import type { TrainingStepId } from './steps.js';
import type { FetchedPage } from '../run/plan-request.js';
import { initialSteps, setStep } from './steps.js';
import { notAPage, type NotAPage } from './not-a-page.js';

const MAX_MESSAGE_LENGTH = 10_000;
const MessageSchema = z
  .string()
  .trim()
  .min(1)
  .transform((text) => text.slice(0, MAX_MESSAGE_LENGTH));

export interface HistoryEntry {
  role: 'user' | 'assistant';
  content: string;
  timestamp: string;
}

/**
 * Everything a conversation knows. Kept by the server (it holds the fetched page for re-planning
 * after a correction, so it is too large to round-trip through the client).
 */
export interface Conversation {
  id: string;
  state: ConversationState;
  url: string | null;
  request: ParsedRequest | null;
  page: { html: string; url: string } | null;
  analysis: PageAnalysis | null;
  plan: ExtractionPlan | null;
  steps: WorkflowStep[];
  /** The last CONVERSATION_HISTORY_KEPT entries. */
  history: HistoryEntry[];
}

export type ConversationEvent =
  | { type: 'state'; from: ConversationState; to: ConversationState }
  | { type: 'step'; step: WorkflowStep; steps: WorkflowStep[] }
  | { type: 'plan'; plan: ExtractionPlan }
  /** Planning → executing: the server starts the job with this plan. */
  | { type: 'execute'; plan: ExtractionPlan; request: ParsedRequest }
  /** Executing → initial: the server cancels the running job. */
  | { type: 'cancel' }
  /** The server reads the captured data for entities of this type and answers with them. */
  | { type: 'find_entities'; entityType: EntityType }
  /** Exports mask personal data from now on (or no longer). */
  | { type: 'redact'; enabled: boolean };

/** What the engine needs from outside; the server passes the scraper engine as `fetchHtml`. */
export interface ConversationDeps {
  fetchHtml(url: string): Promise<FetchedPage>;
  /**
   * Renders the page in a browser. Used when the fetched page turns out to need JavaScript;
   * without it the plan says so and is made from the unrendered page.
   */
  renderHtml?(url: string): Promise<{ html: string; url: string }>;
  /** An optional language model; without it (or when it fails) the built-in planner answers. */
  model?: PlannerModel;
  /** A job's captured data is at hand (the person's current job), for "find the e-mail addresses". */
  hasCapturedData?: boolean;
  /** Called as each training step changes, for streaming to the Model Training Workflow panel. */
  onStep?(step: WorkflowStep, steps: WorkflowStep[]): void;
  now?(): Date;
}

export interface Turn {
  conversation: Conversation;
  reply: string;
  events: ConversationEvent[];
}

export function createConversation(id: string = randomUUID()): Conversation {
  return {
    id,
    state: 'initial',
    url: null,
    request: null,
    page: null,
    analysis: null,
    plan: null,
    steps: initialSteps(),
    history: [],
  };
}

function remember(
  conversation: Conversation,
  role: HistoryEntry['role'],
  content: string,
  now: Date,
): Conversation {
  const history = [...conversation.history, { role, content, timestamp: now.toISOString() }].slice(
    -CONVERSATION_HISTORY_KEPT,
  );
  return { ...conversation, history };
}

class TurnBuilder {
  readonly events: ConversationEvent[] = [];
  constructor(
    public conversation: Conversation,
    private readonly deps: ConversationDeps,
  ) {}
  now(): Date {
    return this.deps.now?.() ?? new Date();
  }
  moveTo(state: ConversationState): void {
    const from = this.conversation.state;
    if (from === state) return;
    this.conversation = { ...this.conversation, state };
    this.events.push({ type: 'state', from, to: state });
  }
  step(id: TrainingStepId, status: WorkflowStep['status'], description?: string): void {
    const steps = setStep(
      this.conversation.steps,
      id,
      status,
      this.now().toISOString(),
      description,
    );
    this.conversation = { ...this.conversation, steps };
    const step = steps.find((candidate) => candidate.id === id);
    if (!step) return;
    this.events.push({ type: 'step', step, steps });
    this.deps.onStep?.(step, steps);
  }
  finish(reply: string): Turn {
    this.conversation = remember(this.conversation, 'assistant', reply, this.now());
    return { conversation: this.conversation, reply, events: this.events };
  }
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Fetches, analyses and plans: the five training steps, streamed as they progress. */
async function train(
  turn: TurnBuilder,
  request: ParsedRequest,
  url: string,
  deps: ConversationDeps,
): Promise<string> {
  turn.conversation = {
    ...turn.conversation,
    steps: initialSteps(),
    url,
    request,
    plan: null,
    analysis: null,
    page: null,
  };
  turn.step('initialize', 'active');
  let page: FetchedPage;
  try {
    page = await readPage({ fetchPage: (address) => deps.fetchHtml(address) }, url);
  } catch (error) {
    turn.step('initialize', 'failed', `Could not open the page: ${errorMessage(error)}`);
    turn.moveTo('initial');
    return fetchFailedReply(url, errorMessage(error));
  }
  turn.step('initialize', 'completed');
  turn.step('analyze', 'active');
  const other = notAPage(page, request);
  if (other) return trainOnNonPage(turn, page, other);
  let analysis = analysePage(page.html, page.url);
  if (analysis.needsJavaScript && deps.renderHtml) {
    try {
      page = await deps.renderHtml(page.url);
      analysis = analysePage(page.html, page.url);
    } catch {
      // Rendering is a second chance; the unrendered analysis still explains what is missing.
    }
  }
  turn.step(
    'analyze',
    'completed',
    `${countOf(analysis.groups.length, 'record group')}, ${countOf(analysis.tables.length, 'table')}, ${countOf(analysis.forms.length, 'form')}${analysis.pagination ? ', pagination' : ''}`,
  );
  turn.step('train', 'active');
  const columns = analysis.groups[0]?.columns.length ?? 0;
  turn.step('train', 'completed', `${countOf(columns, 'column')} named on the best group`);
  turn.step('plan', 'active');
  let extraction = makePlan(request, analysis, page.html, page.url);
  turn.step('plan', 'completed', extraction.summary);
  if (deps.model) {
    // The model may choose and name the columns; anything it gets wrong keeps the built-in plan.
    const refined = await deps.model
      .refinePlan({ request, analysis, plan: extraction, page })
      .catch(() => null);
    if (refined) extraction = refined;
  }
  turn.step('validate', 'active');
  const pages = cachedSource({ fetchPage: (url: string) => deps.fetchHtml(url) });
  // A page of links to more lists (a shop's categories): the records are a level or two down.
  const sections = await planSections(pages, request.text, extraction, page, localPlanSteps);
  if (sections) extraction = sections.plan;
  extraction = await planDetailPages(pages, extraction);
  // The model chooses columns; reading the PDFs stays what the person asked for.
  if (request.documentText) extraction = { ...extraction, documentText: true };
  const valid = planAnswersRequest(extraction);
  turn.step(
    'validate',
    valid ? 'completed' : 'failed',
    valid
      ? `${countOf(extraction.recordCount, 'record')} extracted on this page`
      : 'Nothing matched on this page',
  );
  turn.conversation = { ...turn.conversation, page, analysis, plan: extraction };
  turn.events.push({ type: 'plan', plan: extraction });
  const builtInReply = planReply(request, analysis, extraction);
  const written = deps.model
    ? await deps.model.writeReply({ request, plan: extraction, builtInReply }).catch(() => null)
    : null;
  return written ?? builtInReply;
}

/** A JSON, image or PDF address: what it is, and a plan only when something makes sense. */
function trainOnNonPage(turn: TurnBuilder, page: FetchedPage, other: NotAPage): string {
  if (!other.plan) {
    turn.step('analyze', 'failed', other.what);
    turn.moveTo('initial');
    return other.reply;
  }
  turn.step('analyze', 'completed', other.what);
  turn.step('train', 'completed', `${countOf(other.plan.fields.length, 'field')} named`);
  turn.step('plan', 'completed', other.plan.summary);
  turn.step(
    'validate',
    'completed',
    `${countOf(other.plan.recordCount, 'item', 'records')} on this address`,
  );
  turn.conversation = { ...turn.conversation, page, analysis: null, plan: other.plan };
  turn.events.push({ type: 'plan', plan: other.plan });
  return other.reply;
}

/**
 * One user message in, the reply and events out. States follow spec/core.md section 4: initial →
 * planning when an address is given; yes / proceed / start → executing; no / stop / cancel →
 * initial; a new address starts over (initial, then planning).
 */
export async function handleMessage(
  conversation: Conversation,
  rawMessage: string,
  deps: ConversationDeps,
): Promise<Turn> {
  // The request box must not be blank (spec/core.md section 5); very long pastes are cut.
  const parsed = MessageSchema.safeParse(rawMessage);
  if (!parsed.success) return { conversation, reply: ASK_FOR_URL_REPLY, events: [] };
  const message = parsed.data;
  const turn = new TurnBuilder(
    remember(conversation, 'user', message, deps.now?.() ?? new Date()),
    deps,
  );
  const url = findUrl(message);
  const current = turn.conversation;
  if (
    url &&
    (url !== current.url || current.state === 'initial' || current.state === 'completed')
  ) {
    if (current.state === 'executing') turn.events.push({ type: 'cancel' });
    turn.moveTo('initial');
    turn.moveTo('planning');
    return turn.finish(await train(turn, parseRequest(message), url, deps));
  }
  const command = parseDataCommand(message);
  if (command?.type === 'redact') {
    turn.events.push(command);
    return turn.finish(redactReply(command.enabled));
  }
  const correction = current.request ? parseCorrection(message, current.request.entity) : null;
  if (command?.type === 'find_entities' && !(current.state === 'planning' && correction)) {
    if (deps.hasCapturedData) {
      turn.events.push(command);
      // The server replaces this with what it found.
      return turn.finish(`Looking for ${ENTITY_PLURALS[command.entityType]} in the captured data.`);
    }
    if (current.state === 'completed' || current.state === 'executing')
      return turn.finish(
        `I have no captured data to search yet. Once the job has stored its results, ask me again to find the ${ENTITY_PLURALS[command.entityType]}.`,
      );
  }
  const intent = keywordIntent(message);
  const replan = async (change: Correction): Promise<Turn | null> => {
    if (!current.request || !current.url || !current.page || !current.analysis) return null;
    const proposed = current.plan?.fields.map((field) => field.name) ?? [];
    const request = applyCorrection(current.request, change, proposed);
    turn.moveTo('planning');
    // The page is already here; only detail pages still need fetching.
    const page = current.page;
    const reply = await train(turn, request, current.url, {
      ...deps,
      fetchHtml: (url) => (url === current.url ? Promise.resolve(page) : deps.fetchHtml(url)),
      renderHtml: undefined,
    });
    return turn.finish(reply);
  };
  switch (current.state) {
    case 'initial':
      return turn.finish(ASK_FOR_URL_REPLY);
    case 'planning': {
      const replanned = correction ? await replan(correction) : null;
      if (replanned) return replanned;
      if (intent === 'start' && current.plan && !planAnswersRequest(current.plan))
        return turn.finish(nothingToStartReply(current.plan, current.request));
      if (intent === 'start' && current.plan && current.request) {
        turn.moveTo('executing');
        turn.events.push({ type: 'execute', plan: current.plan, request: current.request });
        return turn.finish(startReply(current.plan));
      }
      if (intent === 'stop') {
        turn.moveTo('initial');
        turn.conversation = {
          ...turn.conversation,
          plan: null,
          request: null,
          page: null,
          analysis: null,
          url: null,
          steps: initialSteps(),
        };
        return turn.finish(CANCELLED_REPLY);
      }
      return turn.finish(helpReply(current.plan));
    }
    case 'executing':
      if (intent === 'stop') {
        turn.moveTo('initial');
        turn.events.push({ type: 'cancel' });
        return turn.finish(CANCELLED_REPLY);
      }
      return turn.finish(RUNNING_REPLY);
    case 'completed': {
      // "also get the text of the PDFs" after a run: the plan changes, and waits for a start.
      const replanned = correction ? await replan(correction) : null;
      if (replanned) return replanned;
      if (intent === 'start' && current.plan && current.request) {
        turn.moveTo('executing');
        turn.events.push({ type: 'execute', plan: current.plan, request: current.request });
        return turn.finish(startReply(current.plan));
      }
      return turn.finish(COMPLETED_REPLY);
    }
  }
}

function redactReply(enabled: boolean): string {
  return enabled
    ? 'Done: personal data will be removed from your exports. The "Redact personal data" switch is now on in every export menu: e-mails, phone numbers, postal addresses, card, IBAN and ID numbers, and names beside contact details are masked in the file. Say "keep personal data" to turn it off.'
    : 'Done: exports keep personal data as captured. The "Redact personal data" switch is now off; say "remove personal data" to turn it back on.';
}

/** After a successful scrape the conversation is completed (spec/core.md section 4). */
export function markCompleted(conversation: Conversation): Conversation {
  return conversation.state === 'executing'
    ? { ...conversation, state: 'completed' }
    : conversation;
}

/** A failed start returns to planning so the person can try again or change the plan. */
export function markStartFailed(conversation: Conversation): Conversation {
  return conversation.state === 'executing' ? { ...conversation, state: 'planning' } : conversation;
}

/** Reset: back to initial with the history cleared. */
export function resetConversation(conversation: Conversation): Conversation {
  return createConversation(conversation.id);
}
