/**
 * "also get the text of the PDFs", "with the PDF contents", "read the linked PDFs": the request
 * wants the PDFs its pages link to read. Any mention of PDFs counts: a person names them to have
 * them read, not to have the links counted.
 */
const MENTIONS_PDF = /\bpdfs?\b/;

/** The whole clause that asks for them, so its words ("text", "pdfs") are not taken for fields. */
const PDF_CLAUSE =
  /(?:\b(?:and|also|plus|with)\s+)*(?:\b(?:get|read|extract|fetch|grab|include|download|keep|scrape|collect)\s+)?(?:\bthe\s+)?(?:\bfull\s+)?(?:\b(?:text|texts|contents?|words)\s+(?:of|from|in|inside)\s+)?(?:\b(?:the|each|every|all|any|linked)\s+)*\bpdfs?\b(?:\s+(?:files?|documents?|links?|texts?|contents?))?(?:\s+(?:they|it)\s+links?\s+to)?/g;

export function wantsDocumentText(lower: string): boolean {
  return MENTIONS_PDF.test(lower);
}

export function withoutDocumentClause(lower: string): string {
  return lower.replace(PDF_CLAUSE, ' ');
}
