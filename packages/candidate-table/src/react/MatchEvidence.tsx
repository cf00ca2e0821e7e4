'use client';
import type {
  CandidateJobMatch,
  MatchEvidence as Evidence,
  ResumeAnalysis,
} from '@hrportal/api-client/contract';
import { Button, Checkbox } from '@hrportal/ui';
import * as styles from './flows.css';

const criterionLabels: readonly (readonly [keyof Evidence, string])[] = [
  ['skills', 'Skills'],
  ['experience', 'Experience'],
  ['location', 'Location'],
  ['notice', 'Notice period'],
  ['budget', 'Budget vs expected CTC'],
];

/** A score ring: the number, tinted when below half. */
function Score({ value, label }: { value: number; label: string }) {
  const rounded = Math.round(value);
  return (
    <span
      className={`${styles.score} ${rounded < 50 ? styles.scoreLow : ''}`}
      role="img"
      aria-label={`${label}: ${rounded} out of 100`}
    >
      {rounded}
    </span>
  );
}

/** Skills matched (solid) and missing (dashed) as tags. */
function SkillTags({
  matched,
  missing,
}: {
  matched: readonly string[];
  missing: readonly string[];
}) {
  if (!matched.length && !missing.length) return null;
  return (
    <p className={styles.value}>
      {matched.length ? (
        <span className={styles.tagGroup}>
          <span className={styles.label}>Matched </span>
          {matched.map((s) => (
            <span key={`m-${s}`} className={styles.skillTag}>
              {s}
            </span>
          ))}
        </span>
      ) : null}
      {missing.length ? (
        <span>
          <span className={styles.label}>Missing </span>
          {missing.map((s) => (
            <span key={`x-${s}`} className={`${styles.skillTag} ${styles.skillMissing}`}>
              {s}
            </span>
          ))}
        </span>
      ) : null}
    </p>
  );
}

/**
 * The evidence of a match score: each criterion's points out of its weight (`not stated` when
 * either side leaves it out, so it is not scored) and the sentence that explains it.
 *
 * @example
 * <EvidenceList evidence={match.evidence} />
 */
function EvidenceList({ evidence }: { evidence: Evidence }) {
  return (
    <dl className={styles.criteria}>
      {criterionLabels.map(([key, label]) => {
        const c = evidence[key];
        return (
          <div key={key} style={{ display: 'contents' }}>
            <dt className={styles.label}>{label}</dt>
            <dd className={`${styles.value} ${styles.criterionPoints}`}>
              {c.points === null ? 'not stated' : `${Math.round(c.points)} / ${c.weight}`}
            </dd>
            <dd className={styles.value}>{c.evidence}</dd>
          </div>
        );
      })}
    </dl>
  );
}

/** Props of {@link MatchList}. */
export interface MatchListProps {
  /** Matches best first, as the server ranks them. */
  matches: readonly CandidateJobMatch[];
  /** Selected candidate ids (to assign); without `onSelectionChange` nothing is selectable. */
  selectedIds?: ReadonlySet<number>;
  onSelectionChange?: (ids: Set<number>) => void;
  /** Opens a candidate's record. */
  onOpen?: (candidateId: number) => void;
}

/**
 * Candidates ranked by fit for one job (Filter Candidates; issue 17): each with its score from the
 * server's matcher, skills matched and missing, and the evidence of every criterion (experience,
 * location, notice, budget against expected CTC). Optionally selectable, to assign from there.
 *
 * @example
 * <MatchList matches={matches} selectedIds={ids} onSelectionChange={setIds} />
 */
export function MatchList({ matches, selectedIds, onSelectionChange, onOpen }: MatchListProps) {
  if (!matches.length) return <p className={styles.empty}>No candidates match this job yet.</p>;
  return (
    <ol className={styles.matches} aria-label="Candidates ranked by fit">
      {matches.map((m, rank) => (
        <li key={m.candidate_id} className={styles.match}>
          <Score value={m.score} label={`Score of ${m.candidate_name}`} />
          <div className={styles.section}>
            <div className={styles.spread}>
              <h3 className={styles.matchName}>{`${rank + 1}. ${m.candidate_name}`}</h3>
              <span className={styles.row}>
                {onOpen ? (
                  <Button size="small" onPress={() => onOpen(m.candidate_id)}>
                    View Details
                  </Button>
                ) : null}
                {onSelectionChange ? (
                  <Checkbox
                    isSelected={selectedIds?.has(m.candidate_id) ?? false}
                    onChange={(on) => {
                      const next = new Set(selectedIds);
                      if (on) next.add(m.candidate_id);
                      else next.delete(m.candidate_id);
                      onSelectionChange(next);
                    }}
                  >
                    {`Select ${m.candidate_name}`}
                  </Checkbox>
                ) : null}
              </span>
            </div>
            <SkillTags matched={m.matched_skills} missing={m.missing_skills ?? []} />
            {m.evidence ? <EvidenceList evidence={m.evidence} /> : null}
          </div>
        </li>
      ))}
    </ol>
  );
}

/** Props of {@link MatchAnalysis}. */
export interface MatchAnalysisProps {
  /** What was compared, e.g. `Ravi Kumar for Java Developer · Acme`. */
  title: string;
  analysis: ResumeAnalysis;
}

/**
 * One candidate (or resume) against one job (Profile Analysis; issue 17): the match score from
 * the server's matcher, its summary, skills matched and missing, and each criterion's evidence.
 *
 * @example
 * <MatchAnalysis title="Ravi Kumar for Java Developer" analysis={analysis} />
 */
export function MatchAnalysis({ title, analysis }: MatchAnalysisProps) {
  return (
    <section className={styles.match} aria-label={`Match of ${title}`}>
      <Score value={analysis.match_score} label="Match score" />
      <div className={styles.section}>
        <h3 className={styles.matchName}>{title}</h3>
        <p className={styles.value}>{analysis.summary}</p>
        <SkillTags matched={analysis.matched_skills} missing={analysis.missing_skills} />
        {analysis.evidence ? <EvidenceList evidence={analysis.evidence} /> : null}
      </div>
    </section>
  );
}
