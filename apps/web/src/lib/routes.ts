/** Footer links of spec section 2, in the spec's order. */
export const FOOTER_LINKS = [
  { to: '/docs', label: 'Documentation' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/legal-compliance', label: 'Legal & Compliance' },
  { to: '/support', label: 'Support' },
  { to: '/community', label: 'Community' },
  { to: '/principles/ethics', label: 'Ethics' },
  { to: '/principles/human-rights', label: 'Human Rights' },
  { to: '/principles/privacy-rights', label: 'Privacy Rights' },
  { to: '/principles/ai-governance', label: 'AI Governance' },
  { to: '/social-impact', label: 'Social Impact' },
] as const;
