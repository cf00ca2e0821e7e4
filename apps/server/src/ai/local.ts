import type {
  AiCandidateScore,
  AiChatMessage,
  AiDocument,
  AiEnhancement,
  AiEvidence,
  AiResult,
  AiResumeAnalysis,
  AiTask,
} from '@hrportal/api-client/contract';
import { messages } from '@hrportal/api-client/contract';
import { type MatchResult, scoreMatch } from '../documents/match';
import { parseResumeText, type ResumeFields } from '../documents/parseResume';
import { resumeForMatch } from '../documents/resumeMatch';
import { findSkills } from '../documents/skills';
import { HttpError } from '../http/errors';
import { analyseJd, inclusiveRewrite, jdAsMatchJob, jdExperience } from './jd';

/*
 * Local mode: every §7 function answered deterministically by the documents module (resume
 * parser, skills vocabulary, the explainable matcher) and the JD analysis — no model, no network.
 * What a document says is only ever data here: nothing in it can change how it is scored.
 */

/** A task as the service hands it to an answerer. */
export interface AiTaskInput {
  task: AiTask;
  documents: AiDocument[];
  question?: string | undefined;
  history: AiChatMessage[];
}

/** An answer before the service says who gave it. */
export type AiAnswer = Omit<AiResult, 'mode' | 'model'>;

/** Text in documents that tries to instruct a model (flagged, never obeyed). */
const injectionPattern =
  /\b(ignore|disregard|forget|override)\b[^.\n]{0,40}\b(previous|prior|above|earlier|all|system)\b[^.\n]{0,20}\b(instructions?|prompts?|rules?)\b|\byou are now\b|\bsystem prompt\b|\b(score|rate|rank)\b[^.\n]{0,30}\b(100|10\/10|highest|top)\b[^.\n]{0,20}$/im;

/** `prompt_injection_suspected` when a document tries to instruct the model. */
function injectionFlags(documents: readonly AiDocument[]): string[] {
  return documents.some((d) => injectionPattern.test(d.text)) ? ['prompt_injection_suspected'] : [];
}

/** An answer with nothing in it yet, flagged when a document tries to instruct the model. */
export function emptyAnswer(input: AiTaskInput): AiAnswer {
  return {
    task: input.task,
    answer: '',
    enhancement: null,
    resume: null,
    scores: [],
    flags: injectionFlags(input.documents),
  };
}

export const taskFailure: Record<AiTask, string> = {
  enhance_jd: messages.aiEnhanceFailed,
  quick_enhance: messages.aiEnhanceFailed,
  ask_document: messages.aiResponseFailed,
  analyze_resume: messages.aiAnalyzeResumeFailed,
  compare_resume: messages.aiCompareFailed,
  analyze_candidates: messages.aiAnalyzeMultipleFailed,
  structured_match: messages.aiStructuredMatchFailed,
  context_chat: messages.aiContextAnswerFailed,
};

const ofType = (documents: readonly AiDocument[], type: AiDocument['type']) =>
  documents.filter((d) => d.type === type);

/** The documents a task needs, or a 400 that says what is missing. */
export function requireDocuments(input: AiTaskInput): { jd?: AiDocument; resumes: AiDocument[] } {
  const { task, documents } = input;
  if (!documents.length) throw new HttpError(400, messages.aiNoProcessedFiles);
  const jd = ofType(documents, 'job_description')[0];
  const resumes = ofType(documents, 'resume');
  const needsQuestion = task === 'ask_document' || task === 'context_chat';
  if (needsQuestion && !input.question?.trim()) throw new HttpError(400, messages.aiEmptyQuestion);
  if ((task === 'enhance_jd' || task === 'quick_enhance') && !jd)
    throw new HttpError(400, `${messages.aiNoDocumentContent}: add a job description.`);
  if (task === 'analyze_resume' && !resumes.length)
    throw new HttpError(400, `${messages.aiNoDocumentContent}: add a resume.`);
  if ((task === 'compare_resume' || task === 'structured_match') && (!jd || !resumes.length))
    throw new HttpError(
      400,
      `${messages.aiNoDocumentContent}: add a job description and a resume.`,
    );
  if (task === 'analyze_candidates' && (!jd || resumes.length < 2))
    throw new HttpError(
      400,
      `${messages.aiNoDocumentContent}: add a job description and at least two resumes.`,
    );
  return { ...(jd ? { jd } : {}), resumes };
}

const lines = (text: string) =>
  text
    .split(/\r?\n|(?<=[.!?])\s+(?=[A-Z])/)
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter((l) => l.length >= 3);

/** Lines of `text` that mention any of `terms` (the quotes behind a score), at most `max`. */
function quotesFor(text: string, terms: readonly string[], max = 3): string[] {
  const wanted = terms.filter(Boolean).map((t) => t.toLowerCase());
  const out: string[] = [];
  for (const line of lines(text)) {
    const lower = line.toLowerCase();
    // A heading ("Experience") is no evidence: a quote is a sentence or a list.
    if (line.split(/\s+/).length < 4 && !line.includes(',')) continue;
    if (!wanted.some((t) => lower.includes(t))) continue;
    const quote = line.length > 200 ? `${line.slice(0, 197)}…` : line;
    if (!out.includes(quote)) out.push(quote);
    if (out.length >= max) break;
  }
  return out;
}

/** The candidate's name: the resume's, else the file name. */
const candidateName = (doc: AiDocument, fields: ResumeFields) => fields.name || doc.name;

const yearsText = (years: number | null) =>
  years === null ? null : `${Math.round(years * 10) / 10} years`;

function rangeText(min: number | null | undefined, max: number | null | undefined): string | null {
  if (min === null || min === undefined)
    return max === null || max === undefined ? null : `up to ${max} years`;
  return max === null || max === undefined ? `${min}+ years` : `${min}–${max} years`;
}

/** A score with what orders it among equal rounded scores (never the name). */
interface Scored {
  score: AiCandidateScore;
  result: MatchResult;
}

/** One resume scored against one JD, with pros, cons, recommendations and evidence. */
function scoreResume(jdText: string, doc: AiDocument, now: Date, scale: 10 | 100): Scored {
  const fields = parseResumeText(doc.text, { now });
  const job = jdAsMatchJob(jdText);
  const read = resumeForMatch(doc.text, fields, now);
  const result: MatchResult = scoreMatch(read.candidate, job);
  const { criteria } = result;
  const pros: string[] = [];
  const cons: string[] = [];
  for (const criterion of Object.values(criteria)) {
    if (criterion.points === null) continue;
    if (criterion.points >= criterion.weight * 0.75) pros.push(criterion.evidence);
    else cons.push(criterion.evidence);
  }
  const recommendations = [
    ...result.missingSkills.slice(0, 3).map((s) => `Ask about hands-on experience with ${s}.`),
    ...(fields.experience_years === null
      ? ['Confirm total experience: the resume states none.']
      : []),
    ...(criteria.notice.points === null ? ['Ask for the notice period.'] : []),
  ];
  const skillsTotal = result.matchedSkills.length + result.missingSkills.length;
  const evidence: AiEvidence = {
    matched_skills: result.matchedSkills,
    missing_skills: result.missingSkills,
    experience: fields.experience_years === null ? null : `${fields.experience} (from the resume)`,
    quotes: [
      ...quotesFor(doc.text, [
        ...result.matchedSkills.slice(0, 3),
        ...(fields.experience_years !== null ? ['years'] : []),
      ]),
      ...read.read,
    ],
    criteria,
  };
  const score: AiCandidateScore = {
    candidate: candidateName(doc, fields),
    score: scale === 10 ? Math.max(1, Math.round(result.score / 10)) : result.score,
    scale,
    rank: null,
    summary: result.summary,
    pros,
    cons,
    recommendations,
    skills_match: {
      matched: result.matchedSkills,
      missing: result.missingSkills,
      percentage: skillsTotal ? Math.round((result.matchedSkills.length / skillsTotal) * 100) : 0,
    },
    experience_match: {
      required: rangeText(job.experienceMin, job.experienceMax),
      found: yearsText(fields.experience_years),
      fits:
        fields.experience_years === null || job.experienceMin === null
          ? null
          : result.experienceMatch,
    },
    evidence,
  };
  return { score, result };
}

/**
 * Candidates best first: by score, then the unrounded score, then the share of the required
 * skills matched; candidates equal on all three share a rank and keep the order they were given
 * in (a tie stays a tie — never broken by name).
 */
function ranked(scored: Scored[], withRank: boolean): AiCandidateScore[] {
  const key = (s: Scored) => [s.score.score, s.result.exactScore, s.result.requiredShare];
  const compare = (a: Scored, b: Scored) => {
    const [ka, kb] = [key(a), key(b)];
    for (let i = 0; i < ka.length; i++) {
      const d = (kb[i] as number) - (ka[i] as number);
      if (Math.abs(d) > 1e-9) return d;
    }
    return 0;
  };
  const sorted = [...scored].sort(compare); // stable: equal candidates keep their order
  return sorted.map((s, i) => {
    if (!withRank) return s.score;
    const first = sorted.findIndex((o) => compare(o, s) === 0);
    return { ...s.score, rank: (first === -1 ? i : first) + 1 };
  });
}

/** The resume analysis of one document. */
function analyseResume(doc: AiDocument, now: Date): AiResumeAnalysis {
  const f = parseResumeText(doc.text, { now });
  const strengths: string[] = [];
  const gaps: string[] = [];
  if (f.skill_list.length)
    strengths.push(
      `${f.skill_list.length} recognised skills: ${f.skill_list.slice(0, 8).join(', ')}.`,
    );
  else gaps.push('No skills from the vocabulary were found.');
  if (f.experience_years !== null) strengths.push(`${f.experience} of experience.`);
  else gaps.push('No total experience stated or datable.');
  if (f.current_company)
    strengths.push(`Currently ${f.position ? `${f.position} at ` : 'at '}${f.current_company}.`);
  if (!f.email) gaps.push('No email address.');
  if (!f.mobile) gaps.push('No phone number.');
  if (!f.linkedin) gaps.push('No LinkedIn profile.');
  if (!f.qualifications) gaps.push('No qualification found.');
  const name = f.name || null;
  return {
    name,
    skills: f.skill_list,
    experience_years: f.experience_years,
    current_company: f.current_company || null,
    position: f.position || null,
    location: f.current_job_location || null,
    strengths,
    gaps,
    summary: `${name ?? doc.name}: ${f.experience || 'experience not stated'}, ${f.skill_list.length} skills${f.current_job_location ? `, ${f.current_job_location}` : ''}.`,
  };
}

/** A local enhancement: inclusive rewrite, normalised skills, a section scaffold for what is missing. */
function enhance(doc: AiDocument, quick: boolean): AiEnhancement {
  const analysis = analyseJd(doc.text);
  const rewrite = inclusiveRewrite(doc.text);
  const improvements = [...rewrite.changes];
  let enhanced = rewrite.text.trim();
  if (!quick) {
    const experience = jdExperience(doc.text);
    const additions: string[] = [];
    if (analysis.skills.length) {
      additions.push(`Skills (normalised)\n${analysis.skills.map((s) => `• ${s}`).join('\n')}`);
      improvements.push(`Listed the ${analysis.skills.length} skills in standard names.`);
    }
    for (const section of analysis.missing_sections) {
      if (section === 'Skills' && analysis.skills.length) continue;
      if (section === 'Experience' && experience.min !== null) continue;
      additions.push(`${section}\n[To be completed by the hiring manager]`);
      improvements.push(`Added a "${section}" section to complete (the JD has none).`);
    }
    if (additions.length) enhanced = `${enhanced}\n\n${additions.join('\n\n')}`;
  } else if (analysis.missing_sections.length) {
    improvements.push(`Missing sections: ${analysis.missing_sections.join(', ')}.`);
  }
  for (const word of analysis.vague_words)
    improvements.push(`"${word}" is vague: say what it means in this role.`);
  const words = analysis.word_count;
  if (words < 150)
    improvements.push(`At ${words} words the JD is short; 300–700 words reads well.`);
  if (words > 900) improvements.push(`At ${words} words the JD is long; 300–700 words reads well.`);
  if (!improvements.length) improvements.push('No changes needed by the local checks.');
  return {
    enhancedDescription: enhanced,
    improvements,
    original_length: doc.text.length,
    enhanced_length: enhanced.length,
    analysis,
  };
}

const stopWords = new Set(
  'a an the of to in on for and or is are was were be does do did what which who whom how many much with about this that it its his her their they candidate candidates resume document jd job please tell me give list any has have'.split(
    ' ',
  ),
);

/** The sentences of the documents that share the most words with the question. */
function retrieve(question: string, documents: readonly AiDocument[], max = 3) {
  const terms = question
    .toLowerCase()
    .split(/[^a-z0-9+#.]+/)
    .filter((t) => t.length > 1 && !stopWords.has(t));
  const scored: { doc: AiDocument; line: string; hits: number }[] = [];
  for (const doc of documents)
    for (const line of lines(doc.text)) {
      const lower = line.toLowerCase();
      const hits = terms.filter((t) => lower.includes(t)).length;
      if (hits) scored.push({ doc, line, hits });
    }
  return scored.sort((a, b) => b.hits - a.hits).slice(0, max);
}

function rendered(scores: AiCandidateScore[]): string {
  return scores
    .map((s) => {
      const head = `${s.rank ? `${s.rank}. ` : ''}${s.candidate}: ${s.score}/${s.scale}`;
      const skills = `Skills matched: ${s.skills_match.matched.join(', ') || 'none'}; missing: ${s.skills_match.missing.join(', ') || 'none'}.`;
      const exp = `Experience: ${s.experience_match.found ?? 'not stated'}${s.experience_match.required ? ` (job asks ${s.experience_match.required})` : ''}.`;
      return [head, skills, exp].join('\n');
    })
    .join('\n\n');
}

/** Words by which a question points back at candidates an earlier answer named. */
const backReference =
  /\b(they|them|their|those|these|both|either|neither|above|mentioned|listed|shortlist(ed)?|top|same)\b/i;

/**
 * A follow-up question ("which of them has Kafka?") about the candidates the last assistant
 * answers named: those resumes (in the documents' order) and their names; null when the question
 * does not point back or the answers named none of the resumes.
 */
function followUpOf(
  question: string,
  context: readonly { content: string }[],
  pool: readonly AiDocument[],
  now: Date,
): { resumes: AiDocument[]; names: string[] } | null {
  if (!context.length || !backReference.test(question)) return null;
  const earlier = context.map((m) => m.content.toLowerCase()).join('\n');
  const named = pool
    .filter((d) => d.type === 'resume')
    .map((doc) => ({ doc, name: candidateName(doc, parseResumeText(doc.text, { now })) }))
    .filter(({ name }) => name && earlier.includes(name.toLowerCase()));
  return named.length
    ? { resumes: named.map((n) => n.doc), names: named.map((n) => n.name) }
    : null;
}

/**
 * Answers one task in local mode.
 *
 * @example
 * const answer = answerLocally({ task: 'compare_resume', documents: [jd, cv], history: [] }, new Date());
 */
export function answerLocally(input: AiTaskInput, now: Date): AiAnswer {
  const { jd, resumes } = requireDocuments(input);
  const base = emptyAnswer(input);
  switch (input.task) {
    case 'enhance_jd':
    case 'quick_enhance': {
      const enhancement = enhance(jd as AiDocument, input.task === 'quick_enhance');
      return {
        ...base,
        enhancement,
        answer: `Improvements:\n${enhancement.improvements.map((i) => `• ${i}`).join('\n')}\n\nEnhanced description (${enhancement.original_length} → ${enhancement.enhanced_length} characters):\n\n${enhancement.enhancedDescription}`,
      };
    }
    case 'analyze_resume': {
      const resume = analyseResume(resumes[0] as AiDocument, now);
      return {
        ...base,
        resume,
        answer: `${resume.summary}\n\nStrengths:\n${resume.strengths.map((s) => `• ${s}`).join('\n') || '• none found'}\n\nGaps:\n${resume.gaps.map((s) => `• ${s}`).join('\n') || '• none found'}`,
      };
    }
    case 'compare_resume':
    case 'structured_match':
    case 'analyze_candidates': {
      const scale = input.task === 'compare_resume' ? 10 : 100;
      const pool =
        input.task === 'analyze_candidates'
          ? resumes
          : resumes.slice(0, input.task === 'compare_resume' ? 1 : resumes.length);
      const scores = ranked(
        pool.map((doc) => scoreResume((jd as AiDocument).text, doc, now, scale)),
        input.task === 'analyze_candidates',
      );
      return { ...base, scores, answer: rendered(scores) };
    }
    case 'ask_document':
    case 'context_chat': {
      const question = input.question ?? '';
      const pool = input.task === 'ask_document' ? input.documents.slice(0, 1) : input.documents;
      const context = input.history.filter((m) => m.role === 'assistant').slice(-3);
      const followUp =
        input.task === 'context_chat' ? followUpOf(question, context, pool, now) : null;
      const contextNote =
        input.task === 'context_chat' && context.length
          ? `\n\n(Considered the last ${context.length} assistant message${context.length === 1 ? '' : 's'}${followUp ? `: following up on ${followUp.names.join(', ')}` : ''}.)`
          : '';
      const asked = findSkills(question);
      const resumesAsked = followUp?.resumes ?? pool.filter((d) => d.type === 'resume');
      if (asked.length && resumesAsked.length) {
        // "Who has Kafka?": each resume, the asked skills it shows, and the lines that show them.
        const rows = resumesAsked.map((doc) => {
          const fields = parseResumeText(doc.text, { now });
          const keys = new Set(fields.skill_list.map((k) => k.toLowerCase()));
          const has = asked.filter((skill) => keys.has(skill.toLowerCase()));
          const quotes = quotesFor(doc.text, has, 2);
          return `• ${candidateName(doc, fields)}: ${has.length ? `has ${has.join(', ')}${quotes.length ? ` — ${quotes.map((q) => `"${q}"`).join('; ')}` : ''}` : `no ${asked.join(', ')} found`}`;
        });
        return {
          ...base,
          answer: `${asked.join(', ')} in the resumes:\n${rows.join('\n')}${contextNote}`,
        };
      }
      const found = retrieve(question, pool);
      if (!found.length)
        return {
          ...base,
          answer: `The documents do not mention that. Local mode answers from the documents' own words; try the actions (analyse, compare, rank) or ask with words the documents use.${contextNote}`,
        };
      return {
        ...base,
        answer: `From the documents:\n${found.map((f) => `• "${f.line}" (${f.doc.name})`).join('\n')}${contextNote}`,
      };
    }
  }
}
