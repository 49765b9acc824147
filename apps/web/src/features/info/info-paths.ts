/** The informational, legal and help screens (spec section 2 and issue 19). */
export const INFO_PATHS = [
  '/principles/ethics',
  '/principles/human-rights',
  '/principles/privacy-rights',
  '/principles/intellectual-property',
  '/principles/ai-governance',
  '/social-impact',
  '/legal-compliance',
  '/support',
  '/community',
  '/contact',
  '/docs',
  '/terms',
  '/privacy',
  '/data-protection',
  '/acceptable-use',
  '/security',
  '/status',
  '/discord',
  '/github',
] as const;
export type InfoPath = (typeof INFO_PATHS)[number];
