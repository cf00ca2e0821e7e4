import { LinkPickers, MeetingsWidget } from '@hrportal/meetings';
import { useSession } from '@hrportal/react';
import { useNavigate } from 'react-router';
import * as css from '../../portal.css';

/** Each role's Candidate Repository, where `?candidate=<id>` opens that candidate's record. */
const candidateList = {
  manager: '/manager/candidate',
  recruiter: '/recruiter/candidate',
  leadership: '/leadership/candidates',
} as const;

/**
 * /calendar (every role): the meetings calendar of `@hrportal/meetings`. A meeting's candidate
 * links to their record in the role's Candidate Repository, its job to Job Detail (managers; the
 * other roles have no job page to open).
 */
export function CalendarScreen({ title }: { title: string }) {
  const { role } = useSession();
  const navigate = useNavigate();
  const list =
    role && role in candidateList ? candidateList[role as keyof typeof candidateList] : '';
  return (
    <section className={css.page} aria-labelledby="page-title">
      <h1 id="page-title" className={css.pageTitle}>
        {title}
      </h1>
      <MeetingsWidget
        linkPickers={LinkPickers}
        candidateHref={(id) => `${list}?candidate=${id}`}
        {...(role === 'manager' ? { jobHref: (id: number) => `/manager/jobs-overview/${id}` } : {})}
        onNavigate={(href) => navigate(href)}
      />
    </section>
  );
}
