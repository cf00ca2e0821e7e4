import type {
  AiCandidateScore,
  AiDocument,
  AiResult,
  AiStatus,
  AiStoredDocumentChoice,
} from '@hrportal/api-client/contract';
import { messages, serverMessages, statusMessages } from '@hrportal/api-client/contract';
import type { AssistantBackend } from './AssistantDialog';

/** A candidate's score as the local analyser gives it, for the stories. */
const sampleScore: AiCandidateScore = {
  candidate: 'Asha Rao',
  score: 78,
  scale: 100,
  rank: null,
  summary: '4 of 6 required skills; 6 years in the 4–7 range.',
  pros: ['4 of 6 required skills (Java, Spring Boot, Kafka, PostgreSQL).'],
  cons: ['Missing Docker, Kubernetes.'],
  recommendations: ['Ask about hands-on experience with Kubernetes.'],
  skills_match: {
    matched: ['Java', 'Spring Boot', 'Kafka', 'PostgreSQL'],
    missing: ['Docker', 'Kubernetes'],
    percentage: 67,
  },
  experience_match: { required: '4–7 years', found: '6 years', fits: true },
  evidence: {
    matched_skills: ['Java', 'Spring Boot', 'Kafka', 'PostgreSQL'],
    missing_skills: ['Docker', 'Kubernetes'],
    experience: '6 years (from the resume)',
    quotes: ['Built Kafka consumers processing 2 million events a day.'],
    criteria: {
      skills: {
        points: 36,
        weight: 50,
        evidence:
          '4 of 6 required skills (Java, Spring Boot, Kafka, PostgreSQL); missing Docker, Kubernetes.',
      },
      experience: { points: 20, weight: 20, evidence: '6 years, within 4–7.' },
      location: { points: 10, weight: 10, evidence: 'Same city: Bengaluru.' },
      notice: { points: null, weight: 10, evidence: 'The resume states no notice period.' },
      budget: { points: null, weight: 10, evidence: 'The job states no budget.' },
    },
  },
};

/** How the stories' backend behaves. */
export interface StoryBackendOptions {
  /** Files whose name contains this fail with the §8 text. */
  failName?: string;
  /** Every task fails with this message. */
  taskFails?: string;
  /** Stream tokens this many ms apart (0: at once). */
  tokenDelayMs?: number;
  /** The stored documents listed (`'fail'`: the list cannot load). @default storedChoices */
  stored?: readonly AiStoredDocumentChoice[] | 'fail';
  /** Stored documents whose reading the server refuses with its 403 text. */
  forbiddenIds?: readonly number[];
  /** This month's tokens are spent. */
  budgetSpent?: boolean;
}

/** Stored resumes and JDs as `/ai/stored_documents` lists them. */
const storedChoices: AiStoredDocumentChoice[] = [
  {
    type: 'job_description',
    id: 3,
    label: 'Senior Java Developer',
    detail: 'Job description · Acme Bank · Active',
  },
  {
    type: 'job_description',
    id: 2,
    label: 'Data Engineer',
    detail: 'Job description · Globex · Hold',
  },
  { type: 'resume', id: 12, label: 'Asha Rao', detail: 'Resume · asha.rao@example.com' },
  { type: 'resume', id: 11, label: 'Vikram Shah', detail: 'Resume · vikram.shah@example.com' },
  { type: 'resume', id: 9, label: 'Meera Iyer', detail: 'Resume · meera.iyer@example.com' },
];

/** The JD text of the stories' stored job, and what "enhance" makes of it. */
const originalJd =
  'We need a rockstar Java dev.\nMust know Spring Boot and Kafka.\nSalary: competitive.';
const enhancedJd =
  'We are hiring a Senior Java Developer.\nYou know Spring Boot and Kafka, and have 4–7 years of experience.\nSalary: [budget range].\nBenefits: [benefits].';

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('Stopped', 'AbortError'));
    });
  });

const budgetOf = (spent: boolean): AiStatus['budget'] => ({
  month: '2026-06',
  unit: 'tokens',
  used: spent ? 50_000 : 12_400,
  limit: 50_000,
  remaining: spent ? 0 : 37_600,
  calls: spent ? 310 : 82,
  estimated: true,
});

/** An in-memory backend that answers like the server's local mode. */
export function storyBackend(options: StoryBackendOptions = {}): AssistantBackend {
  return {
    status: async () => ({
      mode: 'local',
      model: 'local analyser (no model)',
      budget: budgetOf(options.budgetSpent ?? false),
    }),
    async storedDocuments() {
      await wait(30);
      if (options.stored === 'fail') throw new Error(statusMessages[503]);
      return [...(options.stored ?? storedChoices)];
    },
    async storedDocument(choice): Promise<AiDocument> {
      await wait(30);
      if (options.forbiddenIds?.includes(choice.id)) throw new Error(statusMessages[403]);
      return {
        name: `${choice.label} (${choice.type === 'resume' ? 'resume' : 'JD'})`,
        type: choice.type,
        text:
          choice.type === 'resume'
            ? `${choice.label}: Java, Spring Boot, Kafka. 6 years of experience.`
            : originalJd,
      };
    },
    async processFile(file, type): Promise<AiDocument> {
      await wait(30);
      if (options.failName && file.name.includes(options.failName))
        throw new Error(messages.aiInsufficientText);
      return {
        name: file.name,
        type,
        text: `${file.name}: Java, Spring Boot, Kafka. 6 years of experience.`,
      };
    },
    async stream(request, onToken, signal): Promise<AiResult> {
      if (options.taskFails) throw new Error(options.taskFails);
      if (options.budgetSpent) throw new Error(serverMessages.aiBudgetSpent);
      if (request.task === 'enhance_jd') {
        const answer = `Improvements:\n• Named the role and level\n• Placeholders for budget and benefits\n\nEnhanced description:\n\n${enhancedJd}`;
        for (const piece of answer.match(/\S+\s*/g) ?? []) onToken(piece);
        return {
          task: request.task,
          mode: 'local',
          model: 'local analyser (no model)',
          answer,
          enhancement: {
            enhancedDescription: enhancedJd,
            improvements: ['Named the role and level', 'Placeholders for budget and benefits'],
            original_length: originalJd.length,
            enhanced_length: enhancedJd.length,
            analysis: null,
          },
          resume: null,
          scores: [],
          flags: [],
        };
      }
      const scored = ['compare_resume', 'structured_match', 'analyze_candidates'].includes(
        request.task,
      );
      const answer = scored
        ? 'Asha Rao: 78/100\nSkills matched: Java, Spring Boot, Kafka, PostgreSQL; missing: Docker, Kubernetes.'
        : `From the documents:\n• "6 years of experience" (${request.documents?.[0]?.name ?? 'document'})`;
      for (const piece of answer.match(/\S+\s*/g) ?? []) {
        if (options.tokenDelayMs) await wait(options.tokenDelayMs, signal);
        onToken(piece);
      }
      return {
        task: request.task,
        mode: 'local',
        model: 'local analyser (no model)',
        answer,
        enhancement: null,
        resume: null,
        scores: scored ? [sampleScore] : [],
        flags: [],
      };
    },
  };
}
