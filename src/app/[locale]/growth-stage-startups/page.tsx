import { StartupPage } from '@/components/sections/startup-page';
import { staticPageMetadata } from '@/lib/seo';

export const generateMetadata = () => staticPageMetadata('/growth-stage-startups');

export default function GrowthStageStartupsPage() {
  return <StartupPage stage="growth-stage-startups" />;
}
