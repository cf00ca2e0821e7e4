import { useActiveUsers, useClient, useJob } from '@hrportal/react';
import { EmptyState, Skeleton, useToast } from '@hrportal/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useParams } from 'react-router';
import { failureText } from '../../../common/errors';
import { toBase64 } from '../../../common/files';
import * as css from '../../../portal.css';
import { JobForm, type JobFormSubmit } from './JobForm';
import { assistantJdOf, draftOf, emptyDraft, withAssistantJd } from './jobDraft';

/** The path of the form for a new job (`/manager/edit-job/new`). */
export const newJobPath = '/manager/edit-job/new';

/**
 * Post a job (`/manager/edit-job/new`, from Job Listing's "Post Job") or edit one
 * (`/manager/edit-job/{jobId}`): saves, then notifies the assigned recruiters when asked
 * (`/send_notifications` or `/send_edit_notifications`), and opens the job's detail.
 */
export function JobFormScreen() {
  const { jobId } = useParams();
  const isNew = jobId === 'new';
  const id = isNew ? undefined : Number(jobId);
  const client = useClient();
  const queryClient = useQueryClient();
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  // "Use in job form" from the AI assistant: its enhanced JD fills Detailed JD.
  const assistantJd = assistantJdOf(location.state);
  const job = useJob(id !== undefined && Number.isInteger(id) && id > 0 ? id : undefined);
  const users = useActiveUsers();
  const recruiters = (users.data?.recruiters ?? [])
    .filter((u) => u.isActive)
    .map((u) => ({ username: u.username, name: u.name || u.username }));

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ['jobs'] });
    void queryClient.invalidateQueries({ queryKey: ['job'] });
    void queryClient.invalidateQueries({ queryKey: ['funnels'] });
  };

  const submit = async ({ body, jdFile, removeJd, notify }: JobFormSubmit) => {
    const jd = jdFile ? { jd_file: await toBase64(jdFile), jd_filename: jdFile.name } : {};
    try {
      const answer =
        id === undefined
          ? await client.jobs.post({ ...body, ...jd })
          : await client.jobs.edit(id, {
              ...body,
              ...jd,
              ...(removeJd ? { remove_jd: true } : {}),
            });
      refresh();
      let note = '';
      if (notify && answer.job.recruiter.length) {
        const sent =
          id === undefined
            ? await client.jobs.sendNotifications({ job_post_id: answer.job.id })
            : await client.jobs.sendEditNotifications({ job_post_id: answer.job.id });
        note = ` · ${sent.notified} recruiter(s) notified`;
      }
      toast.show({ tone: 'positive', title: `${answer.message}${note}` });
      navigate(`/manager/jobs-overview/${answer.job.id}`);
    } catch (failure) {
      throw new Error(failureText(failure));
    }
  };

  const remove = async () => {
    if (id === undefined) return;
    try {
      const answer = await client.jobs.remove(id, {});
      refresh();
      toast.show({ tone: 'positive', title: answer.message });
      navigate('/manager/jobs-overview');
    } catch (failure) {
      throw new Error(failureText(failure));
    }
  };

  const title = isNew ? 'Post Job' : `Edit Job ${jobId ?? ''}`;
  let body: React.ReactNode;
  if (!isNew && !(Number.isInteger(id) && (id as number) > 0)) {
    body = <EmptyState title="The requested resource was not found." />;
  } else if (!isNew && job.isPending) {
    body = <Skeleton rows={8} columns={3} label="Loading job..." />;
  } else if (!isNew && job.isError) {
    body = <EmptyState title={`Error: ${failureText(job.error)}`} />;
  } else {
    const saved = job.data?.job;
    const initial = saved ? draftOf(saved) : emptyDraft;
    body = (
      <JobForm
        key={`${saved?.id ?? 'new'}-${assistantJd ? location.key : ''}`}
        mode={isNew ? 'post' : 'edit'}
        initial={withAssistantJd(initial, assistantJd)}
        {...(assistantJd
          ? {
              savedMessage:
                'Detailed JD filled in from the AI assistant. Review it, then save to keep it.',
            }
          : {})}
        {...(saved?.jd_pdf_present ? { currentJd: saved.jd_pdf_extension || 'pdf' } : {})}
        recruiters={recruiters}
        onSubmit={submit}
        {...(isNew ? {} : { onDelete: remove })}
      />
    );
  }
  return (
    <section className={css.page} aria-labelledby="page-title">
      <h1 id="page-title" className={css.pageTitle}>
        {title}
      </h1>
      {body}
    </section>
  );
}
