import { DeploySection } from './DeploySection';
import { HowItWorks } from './HowItWorks';

/** The landing page's sections under the request: loaded after the first paint, in their own chunk. */
export default function BelowTheFold() {
  return (
    <>
      <HowItWorks />
      <DeploySection />
    </>
  );
}
