import type { ParsedRequest } from '../types.js';
import { parseRequest } from '../request/parse-request.js';

/**
 * The spec's keyword helper (spec/core.md section 4): yes / proceed / start move planning to
 * executing; no / stop / cancel go back to initial. A few everyday variants are accepted too.
 */
export function keywordIntent(message: string): 'start' | 'stop' | null {
  const lower = message.toLowerCase();
  const stop = /\b(?:no|nope|stop|cancel|abort|never ?mind)\b/.test(lower);
  const start =
    /\b(?:yes|yeah|yep|proceed|start|begin|go ahead|run it|do it|ok|okay|sure|let'?s go)\b/.test(
      lower,
    );
  if (stop && !start) return 'stop';
  if (start && !stop) return 'start';
  // "no, start now" or "yes, stop": the last word said wins.
  if (start && stop) {
    const lastStop = Math.max(
      ...['no', 'stop', 'cancel', 'abort'].map((word) => lower.lastIndexOf(word)),
    );
    const lastStart = Math.max(
      ...['yes', 'proceed', 'start', 'begin', 'go'].map((word) => lower.lastIndexOf(word)),
    );
    return lastStart > lastStop ? 'start' : 'stop';
  }
  return null;
}

export interface Correction {
  add: string[];
  remove: string[];
  scope: ParsedRequest['scope'] | null;
  followDetails: boolean | null;
  format: ParsedRequest['format'];
  /** A new list of fields that replaces the old one ("just title and price"). */
  replace: string[] | null;
  /** Read the PDFs the pages link to ("also get the text of the PDFs"), or stop reading them. */
  documentText: boolean | null;
}

const NO_PDFS =
  /\b(?:don'?t|do not|no need to|stop|never)\s+(?:get|read|fetch|include|download)\b.*\bpdfs?\b|\b(?:without|skip|drop|no)\s+(?:the\s+)?pdfs?\b/i;

const ADD =
  /\b(?:also (?:get|add|include|extract|scrape|collect|grab)|add|include|and also|plus)\s+(.+)$/i;
const REMOVE =
  /\b(?:drop|remove|without|exclude|skip|leave out|don'?t (?:need|want|include)|no need for|get rid of)\s+(.+)$/i;
const REPLACE = /^(?:(?:just|only)\s+(?:get\s+|the\s+)?|instead,?\s+(?:get\s+)?)(.+)$/i;

function fieldsIn(phrase: string, entity: string | null): string[] {
  // Reuse the request parser: "get <phrase>" lists fields the same way a first request does.
  const parsed = parseRequest(`get ${phrase}${entity ? ` of each ${entity}` : ''}`);
  return parsed.fields;
}

/** Changes asked for in words: "also get the rating", "drop tags", "only the first 3 pages". */
export function parseCorrection(message: string, entity: string | null): Correction | null {
  const text = message.trim();
  const parsed = parseRequest(text);
  const mentionsPages = /\bpages?\b|\bpaginat|\bevery page|\ball pages\b/i.test(text);
  const correction: Correction = {
    add: [],
    remove: [],
    scope: mentionsPages ? parsed.scope : null,
    followDetails: parsed.followDetails
      ? true
      : /\b(?:don'?t|do not|no need to) (?:follow|open|visit)\b/i.test(text)
        ? false
        : null,
    format: parsed.format,
    replace: null,
    documentText: NO_PDFS.test(text) ? false : parsed.documentText ? true : null,
  };
  const remove = REMOVE.exec(text);
  if (remove?.[1]) correction.remove = fieldsIn(remove[1], entity);
  const add = ADD.exec(remove ? text.slice(0, remove.index) : text);
  if (add?.[1]) correction.add = fieldsIn(add[1], entity);
  if (!add && !remove && !mentionsPages) {
    const replace = REPLACE.exec(text);
    if (replace?.[1]) {
      const fields = fieldsIn(replace[1], entity);
      if (fields.length > 0) correction.replace = fields;
    }
  }
  const changed =
    correction.add.length > 0 ||
    correction.remove.length > 0 ||
    correction.scope !== null ||
    correction.followDetails !== null ||
    correction.format !== null ||
    correction.replace !== null ||
    correction.documentText !== null;
  return changed ? correction : null;
}

export function applyCorrection(
  request: ParsedRequest,
  correction: Correction,
  proposed: string[],
): ParsedRequest {
  // Removing from a proposal means starting from the proposed columns, not an empty list.
  let fields =
    correction.replace ?? (request.fields.length > 0 ? [...request.fields] : [...proposed]);
  for (const field of correction.add) if (!fields.includes(field)) fields.push(field);
  fields = fields.filter(
    (field) =>
      !correction.remove.some(
        (removed) => removed === field || `${removed}s` === field || removed === `${field}s`,
      ),
  );
  return {
    ...request,
    fields,
    scope: correction.scope ?? request.scope,
    followDetails: correction.followDetails ?? request.followDetails,
    format: correction.format ?? request.format,
    ...((correction.documentText ?? request.documentText) ? { documentText: true } : {}),
  };
}
