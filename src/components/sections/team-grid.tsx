import { Link } from '@/components/navigation/link';
import { Avatar } from '@/components/ui/avatar';
import { Card } from '@/components/ui/card';
import type { TeamMember } from '@/content';

export function TeamGrid({ members }: { members: TeamMember[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {members.map((member) => (
        <Card
          as="li"
          key={member.slug}
          padding="md"
          className="group relative flex items-center gap-5 hover:border-brand"
        >
          <Avatar image={member.image} size={72} alt="" />
          <div className="min-w-0">
            <h3 className="text-lg font-semibold">
              <Link
                href={{ pathname: '/team/[teamMember]', params: { teamMember: member.slug } }}
                className='group-hover:text-brand after:absolute after:inset-0 after:rounded-card after:content-[""]'
              >
                {member.name}
              </Link>
            </h3>
            <p className="mt-1 text-muted">{member.role}</p>
          </div>
        </Card>
      ))}
    </ul>
  );
}
