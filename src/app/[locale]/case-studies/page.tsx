import { CaseStudyList } from '@/components/sections/case-study-list';
import { staticPageMetadata } from '@/lib/seo';

export const generateMetadata = () => staticPageMetadata('/case-studies');

export default function CaseStudiesPage() {
  return <CaseStudyList />;
}
