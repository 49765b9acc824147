import {
  MAX_JOB_DOCUMENT_PAGES,
  MAX_JOB_DOCUMENTS_PER_PAGE,
  countOf,
  nounFor,
  pageNamedOnce,
  planAnswersRequest,
} from '@gleaner/shared';
import type { ExtractionPlan, PageAnalysis, ParsedRequest } from '../types.js';

const REQUEST_QUOTE_LENGTH = 100;
const SAMPLE_LENGTH = 60;

function shorten(value: string, length: number): string {
  return value.length > length ? `${value.slice(0, length - 1)}…` : value;
}

function sampleOf(plan: ExtractionPlan, field: string): string | null {
  // Prices and dates read best as the page shows them ("£51.77"), not as parsed numbers.
  const planned = plan.fields.find((candidate) => candidate.name === field);
  const raw = planned?.samples[0];
  if (
    raw &&
    planned &&
    ['price', 'date', 'number', 'text'].includes(planned.spec.kind) &&
    !planned.spec.attribute
  ) {
    return shorten(raw, SAMPLE_LENGTH);
  }
  for (const row of plan.sampleRows) {
    const value = row[field];
    if (value !== null && value !== undefined && value !== '')
      return shorten(String(value), SAMPLE_LENGTH);
  }
  return null;
}

/** A noun in the plural already ("news", "glasses") stays as it is. */
function plural(noun: string, count: number): string {
  return nounFor(count, noun, noun.endsWith('s') ? noun : undefined);
}

/** What the agent found and will do, and what to answer to start. */
export function planReply(
  request: ParsedRequest,
  analysis: PageAnalysis,
  plan: ExtractionPlan,
): string {
  const lines: string[] = [];
  const where = analysis.title ? `${plan.url} ("${shorten(analysis.title, 60)}")` : plan.url;
  lines.push(`I studied ${where}.`);
  if (!planAnswersRequest(plan)) {
    // Nothing to run: what was found, where to go instead, and no promise of a job.
    const things = askedThings(plan, request);
    lines.push(
      analysis.needsJavaScript
        ? `I found no ${things} on this page: ${analysis.javaScriptReason ?? 'its content is drawn by JavaScript'}, and none of what it shows reads as ${things}.`
        : `I found no ${things} on this page.`,
      `There is nothing here to start a job with. ${sendInstead(things)}`,
    );
    return lines.join('\n');
  }
  if (analysis.needsJavaScript)
    lines.push(
      `This page needs a browser: ${analysis.javaScriptReason ?? 'its content is drawn by JavaScript'}. I will render it before extracting.`,
    );
  if (plan.recordSpec && plan.fields.length > 0) {
    const noun =
      request.entity ?? (request.kind === 'records' ? 'record' : request.kind.replace(/s$/, ''));
    lines.push(
      plan.sections
        ? `This page lists ${countOf(plan.sections.startLinks, 'link')} to more lists rather than the ${plural(noun, 2)} themselves. On one of them (${plan.sections.sampleUrl}) I found ${plan.recordCount} ${plural(noun, plan.recordCount)} (${plan.recordSpec.container}). Proposed columns:`
        : plan.pageKind === 'item'
          ? `This page is about one ${noun}; I read it as one record. Proposed columns:`
          : `I found ${plan.recordCount} ${plural(noun, plan.recordCount)} on this page (${plan.recordSpec.entities ? `each ${plan.recordSpec.entities.type} in its structured data` : plan.recordSpec.container}). Proposed columns:`,
    );
    for (const field of plan.fields) {
      const sample = sampleOf(plan, field.name);
      const page = field.source === 'detail' ? 'on each detail page, ' : '';
      const from = field.where ? `${page}from ${field.where}, ` : page;
      lines.push(
        `• ${field.name}${sample ? ` — e.g. "${sample}"` : ''} (${from}confidence ${Math.round(field.confidence * 100)}%)`,
      );
    }
  } else if (request.kind === 'text') {
    lines.push('I will extract the main text of the page.');
  } else {
    lines.push('I could not find repeated records that match the request on this page.');
  }
  if (plan.missingMessage) lines.push(plan.missingMessage);
  if (plan.detail)
    lines.push(
      `For each record I will open its own page to read ${plan.detail.fields.join(', ')}.`,
    );
  if (plan.sections) {
    const below = plan.sections.levels > 1 ? ' and the lists under them' : '';
    lines.push(
      `I will follow each of those links${below}, read every list they lead to${plan.pagination ? ' and its next pages' : ''}, and keep each ${request.entity ?? 'record'} once, by its address.`,
    );
  } else if (plan.pagination) {
    lines.push(
      plan.pagination.maxPages === null
        ? 'I will follow the "next" link until the last page.'
        : `I will follow the "next" link for up to ${countOf(plan.pagination.maxPages, 'page')}.`,
    );
  } else if (analysis.pagination && request.scope.kind === 'page') {
    lines.push(
      'There are more pages; I will read this one only unless you say "all pages" or "the first 5 pages".',
    );
  }
  if (plan.documentText)
    lines.push(
      `I will also fetch the PDFs ${plan.pagination || plan.detail ? 'each page' : 'the page'} links to and keep their text and metadata (up to ${MAX_JOB_DOCUMENTS_PER_PAGE} files a page and ${MAX_JOB_DOCUMENT_PAGES} pages a file).`,
    );
  if (request.format)
    lines.push(`The results can be downloaded as ${request.format.toUpperCase()}.`);
  lines.push(
    'Reply "yes" (or "start") to begin, or tell me what to change — for example "also get the rating", "drop tags" or "only the first 3 pages". Say "cancel" to start over.',
  );
  return lines.join('\n');
}

/** What was asked, in the plural: "quotes", or the kind of thing ("links"). */
function askedThings(plan: ExtractionPlan, request: ParsedRequest | null): string {
  return plural(request?.entity ?? (plan.kind === 'records' ? 'record' : plan.kind), 2);
}

/** Where to go from a page that holds none of what was asked. */
function sendInstead(things: string): string {
  return `Send the address of a page that shows the ${things} (a list, a category or a search results page), or tell me what they look like, for example "the title and link of every article". Say "cancel" to start over.`;
}

/** The answer to "yes" on a plan that found nothing: no job is started. */
export function nothingToStartReply(plan: ExtractionPlan, request: ParsedRequest | null): string {
  const things = askedThings(plan, request);
  return `I found no ${things} on ${plan.url}, so there is nothing to start. ${sendInstead(things)}`;
}

export const ASK_FOR_URL_REPLY =
  'Tell me which website to gather data from and what you want, for example: "Get the title, price and rating of every book on https://books.toscrape.com, all pages".';

export function fetchFailedReply(url: string, reason: string): string {
  // Reasons are sentences of their own ("… address."): one full stop, not two.
  const said = reason.trim().replace(/[.\s]+$/, '');
  return `I could not open ${pageNamedOnce(url, said)}: ${said}. Check the address and send it again, or try another page.`;
}

export function startReply(plan: ExtractionPlan): string {
  const pdfs = plan.documentText ? ', and the text of the PDFs the pages link to' : '';
  // Not "Starting": the browser creates and starts the job, and the server may refuse it (a
  // budget); what it answered is shown under this reply.
  return `Setting up the job: ${plan.summary}${pdfs}.`;
}

export const CANCELLED_REPLY =
  'Cancelled. Send a new request with a website address whenever you are ready.';
export const RUNNING_REPLY =
  'The job is running. Say "stop" to cancel it, or wait for it to finish.';
export const COMPLETED_REPLY =
  'The job has finished. Say "start" to run it again, or send a new address for something else.';

export function helpReply(plan: ExtractionPlan | null): string {
  if (!plan) return ASK_FOR_URL_REPLY;
  return `Reply "yes" to start (${plan.summary}), "cancel" to drop this plan, or tell me what to change, e.g. "also get the rating", "drop tags", "only the first 3 pages".`;
}

/**
 * The spec's fallback replies for a failed chat (spec/core.md section 8): a connectivity apology
 * quoting the request for extract/scrape, a servers-unavailable notice for analyze/process,
 * otherwise an apology with the error's details.
 */
export function fallbackReply(request: string, error: unknown): string {
  const lower = request.toLowerCase();
  const quoted = request.slice(0, REQUEST_QUOTE_LENGTH);
  if (/\b(?:extract|scrape)/.test(lower)) {
    return `I apologize, but I'm having trouble connecting to my services right now. Your request "${quoted}" has been noted; please try again in a moment.`;
  }
  if (/\b(?:analy[sz]e|process)/.test(lower)) {
    return 'Our analysis servers are temporarily unavailable. Please try again in a few moments.';
  }
  const details =
    error instanceof Error ? error.message : typeof error === 'string' ? error : 'unknown error';
  return `I apologize, but I'm experiencing a temporary service issue. Error details: ${details}`;
}
