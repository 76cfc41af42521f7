import { StartupPage } from '@/components/sections/startup-page';
import { staticPageMetadata } from '@/lib/seo';

export const generateMetadata = () => staticPageMetadata('/early-stage-startups');

export default function EarlyStageStartupsPage() {
  return <StartupPage stage="early-stage-startups" />;
}
