/**
 * The marketing figures exactly as spec/dashboard.md section 9 ("Static marketing figures")
 * gives them. They are the product brief's statements, not measurements of this installation;
 * the pages say so beside them.
 */
export const SOCIAL_IMPACT_FIGURES = [
  { value: '150+', label: 'Nonprofit partners' },
  { value: '2.3M', label: 'Data points donated' },
  { value: '45', label: 'Research papers supported' },
  { value: '$500K', label: 'Pro bono value' },
  { value: '50,000+', label: 'Students helped' },
  { value: '3', label: 'Peer-reviewed papers' },
] as const;

export const COMMUNITY_FIGURES = [
  { value: '1,200+', label: 'Members' },
  { value: '350+', label: 'Contributors' },
  { value: '25+', label: 'Countries' },
  { value: '50+', label: 'Open source projects' },
] as const;

export const DISCORD_MEMBERS = '800+';

export const COMMUNITY_REGIONS = [
  { region: 'North America', share: 45 },
  { region: 'Europe', share: 30 },
  { region: 'Asia Pacific', share: 20 },
  { region: 'Other', share: 5 },
] as const;

export const SUPPORT_HOURS = [
  { days: 'Monday to Friday', hours: '9:00–18:00 PST' },
  { days: 'Saturday', hours: '10:00–16:00 PST' },
  { days: 'Sunday', hours: 'Closed' },
] as const;
export const EMAIL_SUPPORT = 'Available 24/7, answered within 24 hours';
export const AVERAGE_RESPONSE_TIME = '2 hours';

/** Where the figures come from, shown under them. */
export const FIGURES_SOURCE = 'Figures as stated in the Gleaner programme brief.';
