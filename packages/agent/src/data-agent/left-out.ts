import type { DataColumn, QueryPlan } from '@gleaner/shared';
import { nameColumn } from './column-roles.js';
import type { Ranking } from './superlatives.js';
import { strayNouns, unexplainedTokens, wordTags } from './unexplained.js';
import type { ColumnMention, Token } from './vocabulary.js';
import { DIRECTION_WORDS } from './words.js';

/** Words that set a bound on a figure: what follows them is the bound. */
const BOUNDS = new Set(['below', 'above', 'under', 'over', 'beneath', 'exceeding']);

const DEGREE = new Set(['most', 'least', 'highest', 'lowest', 'best', 'worst', 'top']);

export interface LeftOutInput {
  text: string;
  tokens: Token[];
  columns: DataColumn[];
  /** The token was read: a value, a condition or a column. */
  explained: (t: Token) => boolean;
  /** The token is no value, condition or date. */
  isFree: (t: Token) => boolean;
  ranking: Ranking | undefined;
  /** A column named like the records, used as their name ('the latest event'). */
  recordWord: ColumnMention | undefined;
  plan: QueryPlan;
  understood: boolean;
  /** Number and date conditions read. */
  conditions: number;
  /** A value held by a single record was read ('Primavera Sound'). */
  pinsOneRecord: boolean;
  /** A column was named for what to compute, group or show. */
  namesAColumn: boolean;
  /** The records are ranked by a column the question names ('drawn' → D). */
  sortNamed: boolean;
  /** The token is part of a number column's whole name ('shares', 'price'). */
  namesFigure: (t: Token) => boolean;
}

/** Forms of 'to be': the word after one says what state the records are in. */
const COPULA = /^(is|are|was|were|be|been|being)$/;
/** Words that lead a condition in: 'were played in April' says when, not a state. */
const LEADS_CONDITION =
  /^(in|at|on|by|for|from|with|within|before|after|during|between|under|over|above|below|since|until|to|as|than|more|less|outside|inside|near)$/;

const quoted = (words: string[]) => words.map((w) => `"${w}"`).join(' or ');

/**
 * Why a reading leaves out part of its question, if it does: a superlative no column ranks by,
 * nothing read at all, a noun no column holds ('how many flats allow pets'), or a question about
 * one record asking what no column holds ('who is headlining Primavera Sound'). Also the column
 * that names the records, found with the word the question calls them by.
 */
export function whatIsLeftOut(input: LeftOutInput): { reason?: string; names?: DataColumn } {
  const { text, tokens, explained, isFree, ranking, plan } = input;
  // 'drawn the most games' ranked by the column 'drawn' names: 'games' says what it counts.
  const counted = (t: Token) =>
    input.sortNamed && /^(most|fewest|least)$/.test(tokens[t.index - 1]?.word ?? '');
  const unexplained = unexplainedTokens(tokens, explained).filter(
    (t) => t.word !== ranking?.word && !(t.word in DIRECTION_WORDS) && !counted(t),
  );
  const ranks = (word: string) =>
    word in DIRECTION_WORDS || DEGREE.has(word) || word === ranking?.word;
  const recordish = (t: Token, plural: boolean) => {
    const previous = tokens[t.index - 1];
    if (plural) return true;
    // 'the parcel with tracking number …', 'the flat that has …': the records, described.
    if (/^(with|that|whose|which|where|who)$/.test(tokens[t.index + 1]?.word ?? '')) return true;
    if (!previous) return false;
    if (/^(which|each|every|any|per)$/.test(previous.word) || ranks(previous.word)) return true;
    // 'What categories of bike …', 'the brands of laptop': after the groups a column names, the
    // records they are groups of ('the price of gold' names one figure, not groups).
    const grouped = tokens[t.index - 2];
    if (previous.word === 'of' && grouped && explained(grouped) && grouped.word !== grouped.stem)
      return true;
    // 'the average length of a talk': one of the records, the figure's own.
    if (/^(a|an)$/.test(previous.word) && /^(of|per)$/.test(tokens[t.index - 2]?.word ?? ''))
      return true;
    // 'Apple product', 'the Engineering team', 'recently hired employee' — not 'Rossi's phone',
    // nor a word after a figure's column ('Apple shares worth': the worth of the shares).
    return explained(previous) && !/['’]s$/.test(previous.word) && !input.namesFigure(previous);
  };
  // 'below freezing', 'over budget': a bound that is no number, value or date nothing read;
  // counting every record would answer as if it held.
  const bound = unexplained.find((t) => BOUNDS.has(tokens[t.index - 1]?.word ?? ''));
  if (bound)
    return {
      reason: `I could not tell what "${tokens[bound.index - 1]?.word} ${bound.word}" means: no number, value or date of this job reads as "${bound.word}".`,
    };
  const tags = wordTags(text);
  // 'matches were postponed', 'flights are cancelled': a state no column or value reads; the
  // records counted without it would answer another question. Said of a ranking ('was climbed
  // first'), it names the event ranked by; before a condition ('were played in April'), it only
  // leads the condition in.
  // 'How many lots sold?', 'how many flights landed?': a verb closing the question right after
  // what is counted says what happened to them, as a state after 'were' does ('how many
  // runners set a personal best' goes on to say what they did, which is read).
  const afterCounted = (t: Token) =>
    t.index === tokens.length - 1 &&
    tokens[t.index - 2]?.word === 'many' &&
    tokens[t.index - 3]?.word === 'how';
  // 'are fully booked', 'is currently closed': an adverb between leaves the state a state,
  // unless the adverb was read as a value ('fully' as 'Full'), which the state only spells out.
  const adverb = (t: Token) => tokens[t.index - 1];
  const afterCopula = (t: Token) =>
    COPULA.test(adverb(t)?.word ?? '') ||
    (/ly$/.test(adverb(t)?.word ?? '') &&
      unexplained.includes(adverb(t)!) &&
      COPULA.test(tokens[t.index - 2]?.word ?? ''));
  const state = unexplained.find(
    (t) =>
      (afterCopula(t) || afterCounted(t)) &&
      // 'are being recorded': 'being' only leads the state in.
      !COPULA.test(t.word) &&
      !LEADS_CONDITION.test(tokens[t.index + 1]?.word ?? '') &&
      tags.predicates.has(t.word) &&
      !tags.nouns.has(t.word),
  );
  // 'What departments are hiring?', 'Which airlines are flying?': closing a question that lists
  // the groups a column names, a verb in -ing says they have records, as the records are what
  // they do.
  const groupsDoing = (t: Token) =>
    plan.operation === 'distinct' &&
    t.index === tokens.length - 1 &&
    /^\p{L}{3,}ing$/u.test(t.word) &&
    COPULA.test(tokens[t.index - 1]?.word ?? '') &&
    explained(tokens[t.index - 2]!);
  if (state && !plan.sort && !groupsDoing(state))
    return {
      reason: `I could not tell what "${tokens[state.index - 1]?.word} ${state.word}" means: no column or value of this job reads as "${state.word}".`,
    };
  // When a column named like the records names them, no other noun can.
  const { recordNoun, nouns } = strayNouns(
    text,
    tags.nouns,
    unexplained,
    input.recordWord ? () => false : recordish,
  );
  const asked = unexplained.filter((t) => t.word !== recordNoun);
  // The column named like the records, unless one headed name or title fits as well ('Which
  // lot …' on lot 'Lot 4' beside title): the noun's column there is a label.
  const recordWord = input.recordWord;
  const names = recordWord
    ? (nameColumn(input.columns, recordWord.column.key) ?? recordWord.column)
    : nameColumn(input.columns, recordNoun ?? undefined);
  const out = (reason: string) => (names ? { reason, names } : { reason });
  // A superlative nothing ranks by ('the spiciest recipe' on a table without spice).
  const superlative = tokens.find(
    (t) =>
      isFree(t) && tags.superlatives.has(t.word) && !DIRECTION_WORDS[t.word] && !DEGREE.has(t.word),
  );
  // Whatever else was read: 'which was the warmest day' listing the distinct days would answer
  // as if it had ranked them.
  if (superlative && !plan.sort)
    return out(
      `I could not tell what "${superlative.word}" ranks by: no column of this job measures it.`,
    );
  // 'the most likes' with no likes column: name what is missing rather than say nothing matched.
  if (!input.understood && nouns.length > 0 && tokens.some((t) => ranks(t.word)))
    return out(`I could not answer that: this job has no column for ${quoted(nouns)}.`);
  if (!input.understood)
    return out(
      'I could not tell what to compute from that question: none of its words name a column or a value of this job.',
    );
  if (nouns.length > 0)
    return out(`I could not answer that: this job has no column for ${quoted(nouns)}.`);
  // 'Who scored on 14 March?' on records named only by their day: listing days answers no 'who'.
  if (tokens[0]?.word === 'who' && plan.operation === 'list' && (!names || names.kind === 'date'))
    return out(
      'I could not answer "who": no column of this job names the people of these records.',
    );
  if (
    plan.operation !== 'compare' &&
    !plan.sort &&
    plan.metric.column === null &&
    input.conditions === 0 &&
    asked.length > 0 &&
    input.pinsOneRecord &&
    !input.namesAColumn
  )
    // 'Who is headlining Primavera Sound?': one record, asked for what no column holds.
    return out(
      `I could not answer that: this job has no column for ${quoted(asked.map((t) => t.word))}.`,
    );
  return names ? { names } : {};
}
