import { PageShell } from '@/components/layout/PageShell';
import { Button } from '@/components/ui/button';
import { CardGrid } from '@/features/info/components/CardGrid';
import { ContactAddress } from '@/features/info/components/ContactAddress';
import { ContactButton } from '@/features/info/components/ContactButton';
import { FigureGrid } from '@/features/info/components/FigureGrid';
import { InfoSection } from '@/features/info/components/InfoSection';
import { usePublicConfig } from '@/features/info/hooks/use-public-config';
import {
  COMMUNITY_FIGURES,
  COMMUNITY_REGIONS,
  DISCORD_MEMBERS,
  FIGURES_SOURCE,
} from '@/features/info/marketing-figures';

const PROGRAMS = [
  {
    title: 'Developer Advocates',
    body: 'Show others how to gather data well: talks, guides and answers in the community.',
  },
  {
    title: 'Content Contributors',
    body: 'Write tutorials and examples of requests that work on real sites.',
  },
  {
    title: 'Beta Testers',
    body: 'Try new agent abilities first and tell us where they read a page wrong.',
  },
] as const;

const EVENTS = [
  { title: 'Monthly Community Call', body: 'The first Friday of each month.' },
  { title: 'AI Ethics Workshop', body: 'Every quarter.' },
  { title: 'Hackathons', body: 'Build something useful from public data, together.' },
] as const;

/** The people around Gleaner: where they meet, how to join, and what they do. */
export default function CommunityPage() {
  const { data } = usePublicConfig();
  const places = [
    data?.discordUrl && {
      title: 'Discord',
      body: `${DISCORD_MEMBERS} active members talking scraping, data and the agent.`,
      action: (
        <Button asChild>
          <a href={data.discordUrl}>Join Discord</a>
        </Button>
      ),
    },
    data?.githubUrl && {
      title: 'GitHub',
      body: 'Report bugs, read the code and send pull requests.',
      action: (
        <Button asChild variant="outline">
          <a href={data.githubUrl}>Join on GitHub</a>
        </Button>
      ),
    },
  ].filter((place) => !!place);
  return (
    <PageShell
      title="Community"
      description="Developers, researchers and nonprofits who gather public data, sharing what works."
    >
      <InfoSection title="The community in numbers">
        <FigureGrid label="Community in numbers" figures={COMMUNITY_FIGURES} />
        <p className="text-xs">{FIGURES_SOURCE}</p>
      </InfoSection>
      {places.length > 0 && (
        <InfoSection title="Where we meet">
          <CardGrid cards={places} />
        </InfoSection>
      )}
      <InfoSection title="Programs">
        <CardGrid cards={PROGRAMS} />
        <ContactButton topic="volunteer" variant="outline">
          Join a program
        </ContactButton>
      </InfoSection>
      <InfoSection title="Events">
        <CardGrid cards={EVENTS} />
      </InfoSection>
      <InfoSection title="Around the world">
        <ul className="space-y-2" aria-label="Members by region">
          {COMMUNITY_REGIONS.map(({ region, share }) => (
            <li key={region}>
              <div className="flex justify-between">
                <span>{region}</span>
                <span className="text-foreground">{share}%</span>
              </div>
              <div className="mt-1 h-2 rounded-full bg-muted" aria-hidden="true">
                <div className="h-2 rounded-full bg-primary" style={{ width: `${share}%` }} />
              </div>
            </li>
          ))}
        </ul>
      </InfoSection>
      <InfoSection title="Community contact">
        <p>
          Events, programs and partnerships:{' '}
          <ContactAddress topic="community" subject="Community" />.
        </p>
      </InfoSection>
    </PageShell>
  );
}
