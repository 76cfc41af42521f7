import { Link } from '@/components/navigation/link';
import { Avatar } from '@/components/ui/avatar';
import type { TeamMember } from '@/content';

export function TeamGrid({ members }: { members: TeamMember[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {members.map((member) => (
        <li
          key={member.slug}
          className="group relative flex items-center gap-5 rounded-card border border-line bg-surface p-6 hover:border-brand"
        >
          <Avatar name={member.name} size={72} />
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
        </li>
      ))}
    </ul>
  );
}
