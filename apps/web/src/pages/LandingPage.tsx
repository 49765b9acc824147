import { DeploySection } from '@/features/landing/components/DeploySection';
import { Hero } from '@/features/landing/components/Hero';
import { HowItWorks } from '@/features/landing/components/HowItWorks';

/** The landing screen of / and /launch. */
export default function LandingPage() {
  return (
    <>
      <Hero />
      <HowItWorks />
      <DeploySection />
    </>
  );
}
