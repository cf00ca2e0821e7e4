import type { CandidateJobMatch } from '@hrportal/api-client/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MatchAnalysis, MatchList } from './MatchEvidence';
import { inHost } from './storyFixtures';

const evidence = (skills: number, missing: string[]): CandidateJobMatch['evidence'] => ({
  skills: {
    points: skills,
    weight: 50,
    evidence: missing.length
      ? `3 of 4 required skills (Java, Spring Boot, SQL); missing ${missing.join(', ')}.`
      : '4 of 4 required skills (Java, Spring Boot, Kafka, SQL).',
  },
  experience: { points: 20, weight: 20, evidence: '5.5 years, within 3–7 years.' },
  location: { points: 8, weight: 10, evidence: 'Prefers Bengaluru (Hybrid); now in Pune.' },
  notice: { points: 10, weight: 10, evidence: 'Notice 30 days, within the job’s 60 days.' },
  budget: { points: null, weight: 10, evidence: 'The job states no budget.' },
});

const matches: CandidateJobMatch[] = [
  {
    candidate_id: 1042,
    job_id: 318,
    candidate_name: 'Ravi Kumar',
    job_role: 'Java Developer',
    client: 'Acme',
    score: 98,
    matched_skills: ['Java', 'Spring Boot', 'Kafka', 'SQL'],
    missing_skills: [],
    experience_match: true,
    evidence: evidence(50, []),
  },
  {
    candidate_id: 1043,
    job_id: 318,
    candidate_name: 'Meera Iyer',
    job_role: 'Java Developer',
    client: 'Acme',
    score: 42,
    matched_skills: ['Java', 'Spring Boot', 'SQL'],
    missing_skills: ['Kafka'],
    experience_match: false,
    evidence: evidence(36, ['Kafka']),
  },
];

const meta = {
  title: 'Tables/MatchList',
  component: MatchList,
  // Their props tables, as tabs beside the main one.
  subcomponents: { MatchAnalysis },
  args: { matches, selectedIds: new Set<number>(), onSelectionChange: fn(), onOpen: fn() },
  decorators: [inHost],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof MatchList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Ranked best first, each with its score, skills matched and missing, and every criterion. */
export const Ranked: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const items = within(c.getByRole('list', { name: 'Candidates ranked by fit' })).getAllByRole(
      'listitem',
    );
    await expect(items).toHaveLength(2);
    await expect(within(items[0] as HTMLElement).getByRole('heading')).toHaveTextContent(
      '1. Ravi Kumar',
    );
    await expect(c.getByRole('img', { name: 'Score of Meera Iyer: 42 out of 100' })).toBeVisible();
    const second = within(items[1] as HTMLElement);
    await expect(second.getByText('Kafka')).toBeVisible();
    await expect(second.getByText('Budget vs expected CTC')).toBeVisible();
    await expect(second.getByText('not stated')).toBeVisible();
    await userEvent.click(c.getByRole('checkbox', { name: 'Select Meera Iyer' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith(new Set([1043]));
    await userEvent.click(second.getByRole('button', { name: 'View Details' }));
    await expect(args.onOpen).toHaveBeenCalledWith(1043);
  },
};

/** No candidate scored for the job. */
export const NoMatches: Story = {
  args: { matches: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('No candidates match this job yet.'),
    ).toBeVisible();
  },
};

/** Profile analysis: one candidate against one job, the score with its evidence. */
export const Analysis: Story = {
  render: () => (
    <MatchAnalysis
      title="Meera Iyer for Java Developer · Acme"
      analysis={{
        match_score: 42,
        matched_skills: ['Java', 'Spring Boot', 'SQL'],
        missing_skills: ['Kafka'],
        experience_years: 2,
        experience_match: false,
        summary: 'Partial fit: 3 of 4 skills, 2 years against 3–7 asked.',
        evidence: evidence(36, ['Kafka']),
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('img', { name: 'Match score: 42 out of 100' })).toBeVisible();
    await expect(
      c.getByText('Partial fit: 3 of 4 skills, 2 years against 3–7 asked.'),
    ).toBeVisible();
    await expect(c.getByText(/missing Kafka/)).toBeVisible();
  },
};
