import { Link } from 'react-router';
import { PageShell } from '@/components/layout/PageShell';
import { CardGrid } from '@/features/info/components/CardGrid';
import { ContactButton } from '@/features/info/components/ContactButton';
import { FigureGrid } from '@/features/info/components/FigureGrid';
import { InfoSection } from '@/features/info/components/InfoSection';
import { FIGURES_SOURCE, SOCIAL_IMPACT_FIGURES } from '@/features/info/marketing-figures';

const AREAS = [
  {
    title: 'Education',
    body: 'Course catalogues, scholarship listings and open learning material gathered into datasets that students and teachers can search.',
  },
  {
    title: 'Healthcare',
    body: 'Public health notices, clinic directories and trial registries kept current for researchers and community groups.',
  },
  {
    title: 'Environment',
    body: 'Emissions disclosures, air-quality readings and conservation data brought together from scattered public sources.',
  },
] as const;

const COMMITMENTS = [
  {
    title: 'Pro bono access',
    body: 'Free access for qualifying nonprofits, research institutions, open source projects, government transparency work, journalism and public interest research.',
  },
  {
    title: 'Data for good',
    body: 'We help partners publish what they gather as open datasets, with its sources, so others can check and reuse it.',
  },
] as const;

const STORIES = [
  {
    title: 'Misinformation detection',
    body: 'Researchers follow how claims spread across news sites by gathering articles and their publication dates every day.',
  },
  {
    title: 'Climate data transparency',
    body: 'Environmental groups turn company sustainability pages into one comparable table of pledges.',
  },
  {
    title: 'Educational access',
    body: 'Student charities build one searchable list of scholarships from hundreds of university pages.',
  },
] as const;

/** What Gleaner is for beyond business use, and how to take part. */
export default function SocialImpactPage() {
  return (
    <PageShell
      title="Social Impact"
      description="Public information is only useful when people can gather it. We put Gleaner in the hands of those working for the public good."
    >
      <InfoSection title="Where we help">
        <CardGrid cards={AREAS} />
      </InfoSection>
      <InfoSection title="Our Commitments">
        <CardGrid cards={COMMITMENTS} />
      </InfoSection>
      <InfoSection title="Impact by the Numbers">
        <FigureGrid label="Impact by the numbers" figures={SOCIAL_IMPACT_FIGURES} />
        <p className="text-xs">{FIGURES_SOURCE}</p>
      </InfoSection>
      <InfoSection title="Strategic Partnerships">
        <CardGrid
          cards={[
            {
              title: 'NGOs',
              points: [
                'Humanitarian data groups',
                'Environmental watchdogs',
                'Open government organisations',
              ],
            },
            {
              title: 'Academic',
              points: [
                'University research labs',
                'Data journalism programmes',
                'Digital libraries and archives',
              ],
            },
          ]}
        />
      </InfoSection>
      <InfoSection title="Success Stories">
        <CardGrid cards={STORIES} />
      </InfoSection>
      <InfoSection title="Get Involved">
        <div className="flex flex-wrap gap-3">
          <ContactButton topic="pro-bono">Apply for Pro Bono Access</ContactButton>
          <ContactButton topic="partnership" variant="outline">
            Partner with Us
          </ContactButton>
          <ContactButton topic="volunteer" variant="outline">
            Volunteer Your Skills
          </ContactButton>
        </div>
        <p>
          Questions first?{' '}
          <Link className="text-primary hover:underline" to="/contact">
            Contact us
          </Link>
          .
        </p>
      </InfoSection>
    </PageShell>
  );
}
