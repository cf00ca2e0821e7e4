import type { AiCandidateScore, AiDocument, AiResult } from '@hrportal/api-client/contract';
import { messages } from '@hrportal/api-client/contract';
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

interface StoryBackendOptions {
  /** Files whose name contains this fail with the §8 text. */
  failName?: string;
  /** Every task fails with this message. */
  taskFails?: string;
  /** Stream tokens this many ms apart (0: at once). */
  tokenDelayMs?: number;
}

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('Stopped', 'AbortError'));
    });
  });

/** An in-memory backend that answers like the server's local mode. */
export function storyBackend(options: StoryBackendOptions = {}): AssistantBackend {
  return {
    status: async () => ({ mode: 'local', model: 'local analyser (no model)' }),
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
