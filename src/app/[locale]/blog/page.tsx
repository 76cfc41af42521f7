import { BlogList } from '@/components/sections/blog-list';
import { staticPageMetadata } from '@/lib/seo';

export const generateMetadata = () => staticPageMetadata('/blog');

export default function BlogPage() {
  return <BlogList />;
}
