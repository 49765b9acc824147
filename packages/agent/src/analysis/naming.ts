/** How a column gets a name a person would use, from class names, itemprop, labels and shape. */

/** Words that name a field outright. */
export const FIELD_WORDS = new Set([
  'title',
  'name',
  'heading',
  'headline',
  'price',
  'cost',
  'amount',
  'rating',
  'stars',
  'score',
  'author',
  'writer',
  'tag',
  'tags',
  'keyword',
  'keywords',
  'category',
  'categories',
  'date',
  'time',
  'published',
  'image',
  'photo',
  'thumbnail',
  'description',
  'summary',
  'excerpt',
  'availability',
  'stock',
  'instock',
  'location',
  'address',
  'company',
  'salary',
  'brand',
  'sku',
  'upc',
  'isbn',
  'quantity',
  'reviews',
  'comments',
  'votes',
  'points',
  'email',
  'phone',
  'text',
  'quote',
  'subtitle',
  'status',
  'duration',
  'views',
  'likes',
  'user',
  'username',
  'role',
  'department',
  'city',
  'country',
  'year',
  'genre',
  'language',
  'size',
  'discount',
  'body',
]);

/** Tokens of class names that describe layout or decoration. */
const NOISE_TOKENS = new Set([
  'col',
  'xs',
  'sm',
  'md',
  'lg',
  'xl',
  'mb',
  'mt',
  'ml',
  'mr',
  'pb',
  'pt',
  'px',
  'py',
  'btn',
  'block',
  'primary',
  'secondary',
  'color',
  'container',
  'wrapper',
  'wrap',
  'inner',
  'outer',
  'box',
  'item',
  'li',
  'pod',
  'main',
  'muted',
  'small',
  'large',
  'big',
  'icon',
  'fa',
  'card',
  'header',
  'footer',
  'link',
  'list',
  'row',
  'cell',
  'info',
  'details',
  'detail',
  'meta',
  'content',
  'section',
  'component',
  'group',
  'entry',
  'field',
  'value',
  'label',
  'data',
  'js',
  'ui',
  'flex',
  'grid',
  'center',
  'left',
  'right',
  'top',
  'bottom',
  'bold',
  'strong',
  'light',
  'dark',
  'active',
  'filled',
  'media',
  'img',
  'thumb',
  'and',
  'the',
]);

/** Class or id text → meaningful lowercase tokens ("product_pod" → ["product"]). */
export function nameTokens(text: string): string[] {
  return text
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((token) => token.length > 1 && !/^\d+$/.test(token) && !NOISE_TOKENS.has(token));
}

/** The best name among tokens: a field word first, else the tokens joined. */
export function nameFromTokens(tokens: string[]): string | null {
  const known = tokens.find((token) => FIELD_WORDS.has(token));
  if (known) return known === 'instock' || known === 'stock' ? 'availability' : known;
  if (tokens.length === 0) return null;
  return tokens.slice(0, 2).join('_');
}

export function plural(name: string): string {
  if (name.endsWith('s')) return name;
  if (name.endsWith('y') && !/[aeiou]y$/.test(name)) return `${name.slice(0, -1)}ies`;
  return `${name}s`;
}

/** Gives repeated names a numeric suffix so every column is addressable. */
export function uniqueNames(names: string[]): string[] {
  const seen = new Map<string, number>();
  return names.map((name) => {
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    return count === 1 ? name : `${name}_${count}`;
  });
}
