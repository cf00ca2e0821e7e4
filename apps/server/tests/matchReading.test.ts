import { describe, expect, it } from 'vitest';
import { jdAsMatchJob } from '../src/ai/jd';
import { answerLocally } from '../src/ai/local';
import { scoreMatch } from '../src/documents/match';
import { parseResumeText } from '../src/documents/parseResume';
import { resumeForMatch, resumeSkills } from '../src/documents/resumeMatch';
import { moneyIn, noticeDays, readResumeTerms } from '../src/documents/terms';

/*
 * The matcher's reading of free text (issue 19): skills anywhere in a resume, notice and CTC in a
 * resume, budget/notice/location/mode in a JD, and ties that are never broken by name. Every text
 * here is written for this file.
 */

const now = new Date('2026-03-10T10:00:00Z');
const read = (text: string) => resumeForMatch(text, parseResumeText(text, { now }), now);

describe('notice and CTC read from text', () => {
  it('reads notice periods as days, ranges by their upper end', () => {
    expect(noticeDays('45 days')).toBe(45);
    expect(noticeDays('2 months')).toBe(60);
    expect(noticeDays('6 weeks')).toBe(42);
    expect(noticeDays('20d')).toBe(20);
    expect(noticeDays('Immediate')).toBe(0);
    expect(noticeDays('immediate to 45 days')).toBe(45);
    expect(noticeDays('15-30 days')).toBe(30);
    expect(noticeDays('75 days (can negotiate to 50)')).toBe(75);
    expect(noticeDays('')).toBeNull();
  });

  it('reads amounts in lakhs, rupees, crores and foreign currencies as lakhs per annum', () => {
    expect(moneyIn('16.5 LPA')?.lakhs).toBe(16.5);
    expect(moneyIn('19L')?.lakhs).toBe(19);
    expect(moneyIn('₹14,50,000')?.lakhs).toBe(14.5);
    expect(moneyIn('INR 2,100,000 per annum')?.lakhs).toBe(21);
    expect(moneyIn('1.1 Cr')?.lakhs).toBe(110);
    expect(moneyIn('₹90,000 per month')?.lakhs).toBe(10.8);
    expect(moneyIn('USD 60k')).toMatchObject({ currency: 'USD', lakhs: 51 });
    expect(moneyIn('€40,000 a year')).toMatchObject({ currency: 'EUR', lakhs: 38 });
    expect(moneyIn('no figure here')).toBeNull();
  });

  it('reads notice, expected and current CTC and relocation from a compact header', () => {
    const terms = readResumeTerms(
      'Lalit Verma\nIndore | lalit@example.org | Notice period: 45 days | CTC 11 LPA | Expected CTC: 15 LPA\nHappy to relocate to Noida or Gurugram',
      now,
    );
    expect(terms).toMatchObject({
      noticePeriod: '45 days',
      expectedCtc: { lakhs: 15 },
      currentCtc: { lakhs: 11 },
      preferredLocation: 'Noida, Gurugram',
    });
  });

  it('reads an immediate joiner, a past last working day and a bare notice in a contact line', () => {
    expect(readResumeTerms('Asha K\nKochi | Immediate joiner | ECTC 8 LPA').noticePeriod).toBe(
      'Immediate',
    );
    expect(
      readResumeTerms('Left Zenpro; last working day was 28 February 2026.', now).noticePeriod,
    ).toBe('Immediate');
    expect(readResumeTerms('Mysuru | 7 yrs | 60 days | expecting 30 LPA').noticePeriod).toBe(
      '60 days',
    );
  });

  it('does not take a refusal to move, or a preferred tool, as a preference', () => {
    expect(readResumeTerms('Kanpur. Not willing to relocate to Delhi.').preferredLocation).toBe(
      null,
    );
    expect(readResumeTerms('Preferred: Kotlin, Swift').preferredLocation).toBe(null);
  });

  it('puts what it read into the match: notice and budget criteria apply, evidence quotes the text', () => {
    const resume = `Tara Bose
Jaipur | tara@example.org | Notice: 20 days | Expected: 13 LPA
Built invoice reconciliation reports in SQL and Power BI for a retail chain.`;
    const job = jdAsMatchJob(
      'Reporting Analyst\nSQL, Power BI\nLocation: Jaipur\nNotice period: up to 30 days\nBudget: 10-14 LPA',
    );
    const { candidate, read: lines } = read(resume);
    const result = scoreMatch(candidate, job);
    expect(result.criteria.notice).toMatchObject({ points: 10 });
    expect(result.criteria.notice.evidence).toContain('20 days');
    expect(result.criteria.budget).toMatchObject({ points: 10 });
    expect(result.criteria.budget.evidence).toContain('13 LPA');
    expect(lines.join(' ')).toContain('Notice: 20 days');
  });

  it('converts a foreign expectation for the budget and says so', () => {
    const { candidate } = read(
      'Jan Novak\nBrno | jan@example.org\nExpected salary: EUR 60,000 per year',
    );
    const result = scoreMatch(candidate, {
      skills: null,
      experienceMin: null,
      experienceMax: null,
      budgetMin: 20,
      budgetMax: 30,
    });
    expect(result.criteria.budget.points).toBe(0);
    expect(result.criteria.budget.evidence).toMatch(/EUR 60,000 \(≈ 57 LPA/);
  });
});

describe('skills read from the whole resume', () => {
  it('credits skills in a resume with no headings at all', () => {
    const text = `Imran Sheikh
imran@example.org
Five years at a logistics startup writing Go services on Kubernetes, with Redis queues and gRPC.
Before that, PHP and MySQL at an agency.`;
    const { candidate } = read(text);
    const result = scoreMatch(candidate, {
      skills: 'Kubernetes, Redis, gRPC',
      experienceMin: null,
      experienceMax: null,
    });
    expect(result.matchedSkills).toEqual(['Kubernetes', 'Redis', 'gRPC']);
    expect(result.criteria.skills.points).toBe(50);
  });

  it('credits skills under headings the parser does not know (`Work`, `Experience (3 years)`)', () => {
    const text = `Leela Pillai
Work
- Dashboards in Tableau over Snowflake for Orbit Freight
Experience (3 years)
- Wrote dbt models`;
    const skills = resumeSkills(text, parseResumeText(text, { now }));
    expect([...skills.keys()]).toEqual(expect.arrayContaining(['Tableau', 'Snowflake', 'dbt']));
    expect(skills.get('Tableau')).toBe('used');
  });

  it('takes a capitalised heading for a list, not a sentence that ends in "tools"', () => {
    const text = `Rekha Nair
Built internal tools
Automated invoices with Python and Airflow.
Technical Skills
Docker, Jenkins`;
    const skills = resumeSkills(text, parseResumeText(text, { now }));
    expect(skills.get('Python')).toBe('used');
    expect(skills.get('Docker')).toBe('listed');
  });

  it('keeps aliases and leaves job titles and employer names out', () => {
    const text = `Gaurang Shah
DevOps Engineer, SAP Labs India Pvt Ltd (2021 – Present)
Run our k8s clusters and write terraform modules.`;
    const skills = resumeSkills(text, parseResumeText(text, { now }));
    expect(skills.has('Kubernetes')).toBe(true);
    expect(skills.has('Terraform')).toBe(true);
    expect(skills.has('SAP')).toBe(false);
    expect(skills.has('DevOps')).toBe(false);
  });

  it('gives a long unshown skills list less credit than skills shown in a role', () => {
    const listed = `Kiran Rao
Skills: Java, Spring Boot, Kafka, Docker, Kubernetes, AWS, Azure, GCP, React, Angular, MongoDB, Redis
Help-desk analyst (2024 – Present): resetting passwords and raising tickets.`;
    const shown = `Kiran Das
Skills: Java, Spring Boot, Kafka
Payments engineer (2021 – Present): Java and Spring Boot services consuming Kafka topics.`;
    const job = { skills: 'Java, Spring Boot, Kafka', experienceMin: null, experienceMax: null };
    const a = scoreMatch(read(listed).candidate, job);
    const b = scoreMatch(read(shown).candidate, job);
    expect(a.criteria.skills.evidence).toContain('(listed only)');
    expect(a.criteria.skills.points as number).toBeLessThan(b.criteria.skills.points as number);
    expect(b.criteria.skills.points).toBe(50);
    // A short list nobody could show in a one-line resume keeps full credit.
    const short = read('Mina Roy\nSkills: Java, Spring Boot, Kafka').candidate;
    expect(scoreMatch(short, job).criteria.skills.points).toBe(50);
  });
});

describe('a JD written as free text', () => {
  it('reads budget, notice, location and mode', () => {
    const job = jdAsMatchJob(`QA Automation Engineer
We test a logistics app with Selenium and Java.
Nice to have: Appium.
Location: Noida or Kolkata, hybrid
Notice period up to 45 days
CTC up to 18 LPA`);
    expect(job).toMatchObject({
      location: 'Noida or Kolkata',
      mode: 'Hybrid',
      noticePeriod: '45 days',
      budgetMin: null,
      budgetMax: 18,
      niceToHaveSkills: ['Appium'],
    });
  });

  it('reads a range with the unit once, a foreign budget and an immediate-to-N notice', () => {
    expect(jdAsMatchJob('Budget: 9 – 13 LPA. Notice: immediate to 15 days.')).toMatchObject({
      budgetMin: 9,
      budgetMax: 13,
      noticePeriod: '15 days',
    });
    expect(jdAsMatchJob('Salary: USD 80k-100k per annum')).toMatchObject({
      budgetMin: 68,
      budgetMax: 85,
    });
  });

  it('keeps skills required when only a later sentence of their line is "preferred"', () => {
    const job = jdAsMatchJob(
      'Stack: Python, FastAPI, Redis. Insurance domain preferred; Celery a plus.',
    );
    expect(job.skills).toEqual(['Python', 'FastAPI', 'Redis']);
    expect(job.niceToHaveSkills).toEqual(['Celery']);
  });

  it('does not read "no remote" as a remote job', () => {
    expect(jdAsMatchJob('Location: Vizag (on-site). No remote option.').mode).toBe('Onsite');
  });
});

describe('ties', () => {
  it('are never broken by name: equal candidates share a rank and keep the order given', () => {
    const body = 'Wrote Rust services for an exchange.';
    const answer = answerLocally(
      {
        task: 'analyze_candidates',
        documents: [
          { name: 'jd', type: 'job_description', text: 'Rust Engineer\nRust, Tokio\n3-6 years' },
          { name: 'z', type: 'resume', text: `Zoya Ali\n${body}` },
          { name: 'a', type: 'resume', text: `Aarav Jain\n${body}` },
          {
            name: 'm',
            type: 'resume',
            text: `Mehul Sen\n${body} Async work in Tokio since 2021.`,
          },
        ],
        history: [],
      },
      now,
    );
    expect(answer.scores.map((s) => [s.candidate, s.rank])).toEqual([
      ['Mehul Sen', 1],
      ['Zoya Ali', 2],
      ['Aarav Jain', 2],
    ]);
  });

  it('are broken by the required skills matched before anything else', () => {
    const job = { skills: 'Rust, Tokio', experienceMin: null, experienceMax: null };
    const a = scoreMatch({ skills: 'Rust', experienceYears: null }, job);
    expect(a.requiredShare).toBeCloseTo(0.5);
    expect(a.exactScore).toBeCloseTo(50);
  });
});
