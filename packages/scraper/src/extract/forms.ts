import type { Cheerio, CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import type { FormContent } from '@gleaner/shared';
import { cleanText, resolveUrl } from './normalise.js';

const BUTTON_TYPES = new Set(['submit', 'button', 'reset', 'image']);

/** A form's target and its named fields, each labelled as a person would see it. */
export function readForm($: CheerioAPI, form: Cheerio<Element>, baseUrl: string): FormContent {
  const fields: FormContent['fields'] = [];
  form.find('input, select, textarea').each((_, element) => {
    const field = $(element);
    const name = field.attr('name') ?? field.attr('id') ?? '';
    const type =
      element.tagName === 'input' ? (field.attr('type') ?? 'text').toLowerCase() : element.tagName;
    if (!name || BUTTON_TYPES.has(type)) return;
    fields.push({
      name,
      type,
      label: labelOf($, form, field) || name,
      required: field.attr('required') !== undefined,
    });
  });
  const action = form.attr('action')?.trim();
  return {
    action: (action ? resolveUrl(action, baseUrl) : null) ?? baseUrl,
    method: (form.attr('method') ?? 'GET').toUpperCase(),
    fields,
  };
}

function labelOf($: CheerioAPI, form: Cheerio<Element>, field: Cheerio<Element>): string {
  const id = field.attr('id');
  if (id) {
    const byFor = form
      .find('label')
      .filter((_, label) => $(label).attr('for') === id)
      .first();
    if (byFor.length) return cleanText(byFor.text());
  }
  const wrapping = field.closest('label');
  if (wrapping.length)
    return cleanText(wrapping.clone().find('select, textarea').remove().end().text());
  return cleanText(
    field.attr('aria-label') ?? field.attr('placeholder') ?? field.attr('title') ?? '',
  );
}
