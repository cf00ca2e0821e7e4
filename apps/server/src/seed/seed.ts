import { sql } from 'drizzle-orm';
import { hashPassword } from '../auth/password';
import { bulkInsert } from '../db/bulkInsert';
import type { Database, Transaction } from '../db/database';
import {
  type CandidateComments,
  candidateResumes,
  type candidateStatuses,
  candidates,
  careersRegistrations,
  careersResumes,
  clients,
  issueReports,
  issueScreenshots,
  jobDescriptions,
  jobRecruiters,
  jobs,
  type MeetingKind,
  meetings,
  monthlyTargets,
  peerReviews,
  type UserType,
  users,
  vendorJobs,
  vendors,
  weeklyTargets,
} from '../db/schema';
import { solidPng, tinyPdf } from './files';
import { Prng } from './prng';

/** The password of every demo account. */
export const demoPassword = 'Demo@1234';

/** The demo accounts a person signs in with (all use {@link demoPassword}). */
export const demoAccounts = [
  { username: 'manager', loginAs: 'management', note: 'manager' },
  { username: 'leadership', loginAs: 'leadership', note: 'leadership' },
  { username: 'recruiter', loginAs: 'recruiter', note: 'recruiter' },
  { username: 'reviewer', loginAs: 'recruiter', note: 'recruiter and peer reviewer' },
] as const;

/** What to seed. */
export interface SeedOptions {
  /** "Today" for the data (dates spread around it). */
  now: Date;
  /** @default 5000 */
  candidates?: number;
  /** @default 400 */
  jobs?: number;
  /** PRNG seed: the same seed and `now` give the same data. @default 20_240_601 */
  seed?: number;
  /** Progress callback for large seeds. */
  onProgress?: (done: number, total: number) => void;
}

/** What was seeded. */
export interface SeedSummary {
  counts: Record<string, number>;
  ms: number;
}

const firstNames = [
  'Aarav',
  'Aditi',
  'Akash',
  'Ananya',
  'Arjun',
  'Asha',
  'Deepak',
  'Divya',
  'Farah',
  'Gaurav',
  'Ishaan',
  'Kavya',
  'Kiran',
  'Lakshmi',
  'Manish',
  'Meera',
  'Neha',
  'Nikhil',
  'Pooja',
  'Pranav',
  'Priya',
  'Rahul',
  'Rohan',
  'Sanjay',
  'Sara',
  'Shreya',
  'Suresh',
  'Tanvi',
  'Varun',
  'Zoya',
  'Daniel',
  'Emma',
  'Lucas',
  'Olivia',
  'Noah',
  'Mia',
];
const lastNames = [
  'Sharma',
  'Iyer',
  'Patel',
  'Reddy',
  'Nair',
  'Gupta',
  'Khan',
  'Menon',
  'Rao',
  'Singh',
  'Das',
  'Joshi',
  'Kapoor',
  'Mehta',
  'Pillai',
  'Verma',
  'Bose',
  'Chopra',
  'Fernandes',
  'Mukherjee',
  'Smith',
  'Garcia',
  'Müller',
  'Rossi',
];
const companyWords = [
  'Apex',
  'Bluewave',
  'Cedar',
  'Delta',
  'Everest',
  'Falcon',
  'Granite',
  'Helix',
  'Indigo',
  'Juniper',
  'Kestrel',
  'Lumen',
  'Meridian',
  'Nimbus',
  'Orion',
  'Pinnacle',
  'Quasar',
  'Redwood',
  'Summit',
  'Titan',
  'Umbra',
  'Vertex',
  'Willow',
  'Xenon',
  'Yonder',
  'Zenith',
  'Aurora',
  'Beacon',
  'Cobalt',
  'Dynamo',
];
const companySuffixes = [
  'Technologies',
  'Systems',
  'Labs',
  'Solutions',
  'Analytics',
  'Software',
  'Networks',
  'Health',
  'Finance',
  'Retail',
];
const roles: Record<string, string[]> = {
  'Frontend Engineer': ['React', 'TypeScript', 'CSS', 'Redux', 'Vite', 'Accessibility'],
  'Backend Engineer': ['Node.js', 'PostgreSQL', 'TypeScript', 'Redis', 'REST', 'Kafka'],
  'Full Stack Developer': ['React', 'Node.js', 'TypeScript', 'PostgreSQL', 'Docker', 'GraphQL'],
  'Java Developer': ['Java', 'Spring Boot', 'Microservices', 'Hibernate', 'Kafka', 'SQL'],
  'Python Developer': ['Python', 'Django', 'FastAPI', 'PostgreSQL', 'Celery', 'AWS'],
  'Data Engineer': ['Python', 'Spark', 'Airflow', 'SQL', 'Snowflake', 'dbt'],
  'Data Scientist': ['Python', 'Machine Learning', 'Pandas', 'TensorFlow', 'Statistics', 'SQL'],
  'DevOps Engineer': ['Kubernetes', 'Terraform', 'AWS', 'CI/CD', 'Linux', 'Prometheus'],
  'QA Automation Engineer': ['Selenium', 'Playwright', 'Java', 'API Testing', 'Cypress', 'JMeter'],
  'Mobile Developer': ['Kotlin', 'Swift', 'React Native', 'Flutter', 'Android', 'iOS'],
  'Product Manager': ['Roadmapping', 'Agile', 'Analytics', 'Stakeholder Management', 'Jira', 'UX'],
  'UI/UX Designer': [
    'Figma',
    'Prototyping',
    'User Research',
    'Design Systems',
    'Accessibility',
    'Sketch',
  ],
  'SAP Consultant': ['SAP S/4HANA', 'SAP FICO', 'ABAP', 'SAP MM', 'Integration', 'SQL'],
  'Cloud Architect': ['AWS', 'Azure', 'GCP', 'Kubernetes', 'Networking', 'Security'],
  'Business Analyst': ['Requirements', 'SQL', 'Power BI', 'Process Mapping', 'Agile', 'Excel'],
};
const roleNames = Object.keys(roles);
const cities = [
  'Bengaluru',
  'Hyderabad',
  'Pune',
  'Chennai',
  'Mumbai',
  'Gurugram',
  'Noida',
  'Kolkata',
  'Ahmedabad',
  'Kochi',
  'Remote',
];
const qualifications = ['B.Tech', 'B.E.', 'M.Tech', 'MCA', 'B.Sc', 'M.Sc', 'MBA', 'BCA'];
const noticePeriods = ['Immediate', '15 days', '30 days', '45 days', '60 days', '90 days'];
const sources = ['LinkedIn', 'Naukri', 'Referral', 'Careers Page', 'Indeed', 'Vendor'];
const jobTypes = ['Full Time', 'Contract', 'Contract to Hire', 'Part Time'];
const modes = ['Onsite', 'Hybrid', 'Remote'];
const shifts = ['General', 'UK Shift', 'US Shift', 'Rotational'];
const reasons = [
  'Career growth',
  'Better compensation',
  'Relocation',
  'Project ended',
  'Work-life balance',
  'Learning opportunities',
];
const commentTexts = [
  'Good communication, strong fundamentals.',
  'Shared profile with client.',
  'Candidate asked for more time.',
  'Scheduled technical round.',
  'Salary expectation is on the higher side.',
  'Strong match for the role.',
  'Needs another round with the hiring manager.',
  'Candidate confirmed interest.',
  'Follow up next week.',
  'Feedback awaited from client.',
];
const vendorNames = [
  'TalentBridge',
  'HireSphere',
  'PeopleFirst Staffing',
  'NextGen Recruiters',
  'SkillSource',
  'CoreHire Partners',
  'Prime Talent',
  'BlueOcean Staffing',
];
const issueSubjects = [
  'Resume preview does not open',
  'Cannot upload profile picture',
  'Dashboard is slow to load',
  'Chat shows me offline',
  'Job status did not update',
  'Export to Excel missing columns',
  'Calendar shows wrong time zone',
  'Unable to reset password',
  'Peer review button disabled',
  'Candidate duplicate warning is wrong',
  'Notifications arrive twice',
  'Search misses candidates by phone',
];

const DAY = 86_400_000;
const statusWeights: Record<(typeof candidateStatuses)[number], number> = {
  'Internal Screening': 18,
  'Internal Interview': 12,
  'Peer Review': 8,
  'Client Screening': 12,
  'Client Interview': 10,
  'Interview Reschedule': 4,
  'Interview No-show': 3,
  Offer: 6,
  Onboarded: 6,
  'On Hold': 7,
  Dropped: 10,
  'Duplicate Profile': 4,
};
const clientSideStatuses = new Set([
  'Client Screening',
  'Client Interview',
  'Interview Reschedule',
  'Interview No-show',
  'Offer',
  'Onboarded',
]);

function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}

function hhmm(d: Date): string {
  return d.toISOString().slice(11, 16);
}

async function insertChunked<T>(
  tx: Transaction,
  rows: T[],
  insert: (chunk: T[]) => Promise<unknown>,
  size = 500,
  onChunk?: (done: number) => void,
): Promise<void> {
  for (let i = 0; i < rows.length; i += size) {
    await insert(rows.slice(i, i + size));
    onChunk?.(Math.min(i + size, rows.length));
  }
  void tx;
}

interface SeedUser {
  username: string;
  name: string;
  type: UserType;
  peer?: boolean;
  verified?: boolean;
  active?: boolean;
}

/**
 * Seeds a deterministic demo organisation into an empty database in one transaction (all or
 * nothing): the four demo accounts (password {@link demoPassword}), 3 managers, 15 recruiters,
 * 30 clients, jobs in every status, candidates in every SPEC §3 status with comments and small
 * PDF resumes, peer reviews, weekly and monthly targets, vendors, issue reports, careers
 * registrations, and meetings of all five kinds around `now`.
 *
 * @example
 * const summary = await seedDemo(db, { now: new Date() });
 * console.log(summary.counts.candidates); // 5000
 */
export async function seedDemo(db: Database, options: SeedOptions): Promise<SeedSummary> {
  const started = performance.now();
  const rng = new Prng(options.seed ?? 20_240_601);
  const now = options.now.getTime();
  const candidateTotal = options.candidates ?? 5000;
  const jobTotal = options.jobs ?? 400;
  const at = (daysAgo: number) => new Date(now - daysAgo * DAY);
  const personName = () => `${rng.pick(firstNames)} ${rng.pick(lastNames)}`;

  // --- accounts
  const seedUsers: SeedUser[] = [
    { username: 'manager', name: 'Maya Menon', type: 'management' },
    { username: 'leadership', name: 'Leela Kapoor', type: 'leadership' },
    { username: 'recruiter', name: 'Rahul Verma', type: 'recruiter' },
    { username: 'reviewer', name: 'Priya Nair', type: 'recruiter', peer: true },
    { username: 'manager2', name: 'Sanjay Iyer', type: 'management' },
    { username: 'manager3', name: 'Farah Khan', type: 'management' },
  ];
  for (let i = 1; i <= 13; i++) {
    seedUsers.push({
      username: `recruiter${i + 1}`,
      name: personName(),
      type: 'recruiter',
      peer: i % 6 === 0,
      active: i !== 13,
    });
  }
  seedUsers.push(
    { username: 'newhire1', name: personName(), type: 'recruiter', verified: false },
    { username: 'newhire2', name: personName(), type: 'management', verified: false },
  );
  // One hash for all: the demo password is public anyway, and 21 scrypt runs cost over a second.
  // (Its salt is random, so hashes differ between runs; nothing else does.)
  const passwordHash = await hashPassword(demoPassword);

  const counts: Record<string, number> = {};
  await db.transaction(async (tx) => {
    // Demo data is not a user's change: the audit trail skips this transaction (and its 100,000 rows).
    await tx.execute(sql`select set_config('hrportal.audit', 'off', true)`);
    // Bulk work: the per-statement time limit of requests does not apply (100,000-row inserts).
    await tx.execute(sql`set local statement_timeout = 0`);
    const userRows = await tx
      .insert(users)
      .values(
        seedUsers.map((u, i) => ({
          username: u.username,
          name: u.name,
          email: `${u.username}@hrportal.example`,
          userType: u.type,
          isVerified: u.verified ?? true,
          isActive: u.active ?? true,
          isPeerReviewer: u.peer ?? false,
          passwordHash,
          // No invented pictures: a flat colour disc reads as a broken image (issue 23); without
          // one, every avatar shows the person's initial (SPEC §2).
          avatarMime: null,
          createdAt: at(400 - i),
          updatedAt: at(400 - i),
        })),
      )
      .returning({
        id: users.id,
        username: users.username,
        name: users.name,
        type: users.userType,
        peer: users.isPeerReviewer,
        active: users.isActive,
        verified: users.isVerified,
      });
    counts.users = userRows.length;
    const managers = userRows.filter((u) => u.type === 'management' && u.verified);
    const recruiters = userRows.filter((u) => u.type === 'recruiter' && u.verified && u.active);
    const reviewers = userRows.filter((u) => u.peer);
    const reviewer = userRows.find((u) => u.username === 'reviewer');
    const leadership = userRows.find((u) => u.type === 'leadership');
    if (!reviewer || !leadership || managers.length === 0) throw new Error('seed accounts missing');

    // --- clients
    const clientNames = companyWords.map(
      (w, i) => `${w} ${companySuffixes[i % companySuffixes.length]}`,
    );
    await tx.insert(clients).values(
      clientNames.map((name, i) => ({
        name,
        contactPerson: personName(),
        email: `hiring@${name.split(' ')[0]!.toLowerCase()}.example`,
        phone: `+91 ${rng.int(70000, 99999)} ${rng.int(10000, 99999)}`,
        createdBy: managers[i % managers.length]!.id,
        createdAt: at(380 - i),
      })),
    );
    counts.clients = clientNames.length;

    // --- jobs and their recruiters
    const jobSpecs = Array.from({ length: jobTotal }, (_, i) => {
      const role = rng.pick(roleNames);
      const manager = rng.pick(managers);
      const assigned = rng.sample(recruiters, rng.int(1, 3));
      const status = rng.weighted({ Active: 55, Hold: 20, Closed: 25 });
      const created = at(rng.int(1, 360) + rng.next());
      const expMin = rng.int(0, 8);
      const budgetMin = rng.int(4, 30);
      return {
        assigned,
        manager,
        row: {
          dateCreated: created,
          jobStatus: status,
          client: clientNames[i % clientNames.length]!,
          postedBy: manager.name,
          recruiter: assigned.map((r) => r.name).join(', '),
          role,
          noOfPositions: rng.int(1, 8),
          budgetMin,
          budgetMax: budgetMin + rng.int(2, 15),
          contractInMonths: rng.chance(0.3) ? rng.pick([6, 12, 18, 24]) : null,
          country: 'India',
          customJobType: null,
          detailedJd: `We are hiring a ${role} to join our team. You will work with ${rng.sample(roles[role]!, 3).join(', ')} and collaborate with product and design.`,
          experienceMin: expMin,
          experienceMax: expMin + rng.int(2, 6),
          jdPdf:
            i % 4 === 0
              ? tinyPdf([
                  `${role}`,
                  `Client: ${clientNames[i % clientNames.length]}`,
                  `Skills: ${roles[role]!.join(', ')}`,
                ])
              : null,
          jdPdfExtension: i % 4 === 0 ? 'pdf' : null,
          jobType: rng.pick(jobTypes),
          location: rng.pick(cities),
          management: manager.name,
          mode: rng.pick(modes),
          noticePeriod: rng.pick(noticePeriods),
          shiftTimings: rng.pick(shifts),
          skills: rng.sample(roles[role]!, 4).join(', '),
          postToCareers: status === 'Active' && rng.chance(0.5),
          dataUpdatedDate: new Date(Math.min(now, created.getTime() + rng.int(0, 20) * DAY)),
          createdBy: manager.id,
        },
      };
    });
    const jobRows: {
      id: number;
      client: string;
      role: string;
      status: string;
      careers: boolean;
    }[] = [];
    await insertChunked(
      tx,
      jobSpecs,
      async (chunk) => {
        const rows = await tx
          .insert(jobs)
          .values(chunk.map(({ row: { jdPdf: _jd, ...row } }) => row))
          .returning({
            id: jobs.id,
            client: jobs.client,
            role: jobs.role,
            status: jobs.jobStatus,
            careers: jobs.postToCareers,
          });
        // JD files live in their own table (keyed by the job), in the order the rows came back.
        const jds = rows.flatMap((r, i) => {
          const bytes = chunk[i]?.row.jdPdf;
          return bytes ? [{ jobId: r.id, bytes }] : [];
        });
        if (jds.length) await tx.insert(jobDescriptions).values(jds);
        jobRows.push(...rows);
      },
      200,
    );
    counts.jobs = jobRows.length;
    const assignments = jobSpecs.flatMap((spec, i) =>
      spec.assigned.map((r) => ({
        jobId: jobRows[i]!.id,
        userId: r.id,
        assignedBy: spec.row.createdBy,
        assignedAt: spec.row.dateCreated,
      })),
    );
    await insertChunked(tx, assignments, (chunk) => tx.insert(jobRecruiters).values(chunk), 1000);
    counts.jobRecruiters = assignments.length;

    // --- vendors
    const vendorRows = await tx
      .insert(vendors)
      .values(
        vendorNames.map((name, i) => ({
          name,
          email: `accounts@${name.replace(/\W+/g, '').toLowerCase()}.example`,
          contactPerson: personName(),
          createdAt: at(500 - i * 20),
        })),
      )
      .returning({ id: vendors.id });
    counts.vendors = vendorRows.length;
    const vendorLinks = vendorRows.flatMap((v) =>
      rng
        .sample(jobRows, Math.min(15, jobRows.length))
        .map((j) => ({ vendorId: v.id, jobId: j.id, linkedAt: at(rng.int(1, 200)) })),
    );
    await tx.insert(vendorJobs).values(vendorLinks);
    counts.vendorJobs = vendorLinks.length;

    // --- candidates
    const commenters = [
      ...managers.map((m) => m.name),
      ...recruiters.slice(0, 4).map((r) => r.name),
    ];
    const resumeEvery = candidateTotal > 20_000 ? 10 : 1; // big benchmark sets keep 1 in 10 resumes
    const candidateRows: { id: number; status: string; userId: number | null }[] = [];
    const specs = Array.from({ length: candidateTotal }, (_, i) => {
      const job = rng.pick(jobRows);
      const spec = jobSpecs[jobRows.indexOf(job)]!;
      const owner = rng.pick(spec.assigned);
      const name = personName();
      const status = rng.weighted(statusWeights);
      const created = at(rng.int(0, 365) + rng.next());
      const updated = new Date(
        Math.min(now, created.getTime() + rng.int(0, 30) * DAY + rng.int(0, 86_000) * 1000),
      );
      const experience = Math.round(rng.next() * 15 * 10) / 10;
      const skills = rng.sample(roles[job.role]!, rng.int(3, 5)).join(', ');
      const email = `${name.toLowerCase().replace(/[^a-z]+/g, '.')}.${i + 1}@mail.example`;
      const mobile = `9${String(rng.int(100_000_000, 999_999_999))}`;
      const comments: CandidateComments = {};
      const commentCount = rng.int(0, 3);
      for (let c = 0; c < commentCount; c++) {
        const who = c === 0 ? owner.name : rng.pick(commenters);
        const list = comments[who] ?? [];
        list.push({
          comment: rng.pick(commentTexts),
          timestamp: new Date(Math.min(now, created.getTime() + (c + 1) * DAY)).toISOString(),
        });
        comments[who] = list;
      }
      const vendored = rng.chance(0.15);
      const currentCtc = rng.int(3, 40);
      return {
        jobId: job.id,
        name,
        email,
        mobile,
        client: job.client,
        profile: job.role,
        status,
        dateCreated: created,
        experience,
        qualifications: rng.pick(qualifications),
        preferredJobLocation: rng.pick(cities),
        skills,
        currentCtc: `${currentCtc} LPA`,
        expectedCtc: `${currentCtc + rng.int(1, 10)} LPA`,
        remarks: rng.chance(0.4) ? rng.pick(commentTexts) : null,
        dataUpdatedDate: updated,
        reasonForJobChange: rng.pick(reasons),
        // People by username, as the routes write them (the lists show their names).
        peerReviewerLevel1: status === 'Peer Review' ? rng.pick(reviewers).username : null,
        peerReviewerLevel2: null,
        recruiter: owner.username,
        management: spec.manager.username,
        currentCompany: `${rng.pick(companyWords)} ${rng.pick(companySuffixes)}`,
        position: job.role,
        currentJobLocation: rng.pick(cities),
        relevantExperience: `${Math.max(0, Math.floor(experience) - rng.int(0, 2))} years`,
        noticePeriod: rng.pick(noticePeriods),
        linkedin: rng.chance(0.7)
          ? `https://www.linkedin.com/in/${name.toLowerCase().replace(/[^a-z]+/g, '-')}-${i + 1}`
          : null,
        holdingOffer: rng.chance(0.2) ? 'Yes' : 'No',
        servingNoticePeriod: rng.chance(0.3) ? 'Yes' : 'No',
        periodOfNotice: rng.pick(noticePeriods),
        lastWorkingDate: rng.chance(0.2) ? isoDate(at(-rng.int(5, 60))) : null,
        remindLwd: null,
        totalOffers: String(rng.int(0, 3)),
        highestPackageInLpa: String(currentCtc + rng.int(0, 8)),
        buyout: rng.chance(0.1),
        source: vendored ? 'Vendor' : rng.pick(sources.slice(0, 5)),
        vendorId: vendored ? rng.pick(vendorRows).id : null,
        userId: owner.id,
        clientAssigned: clientSideStatuses.has(status),
        comments,
        resume:
          i % resumeEvery === 0
            ? tinyPdf([
                name,
                `${email} | ${mobile}`,
                `${job.role} - ${experience} years`,
                `Skills: ${skills}`,
                `Location: ${rng.pick(cities)}`,
              ])
            : null,
        resumeMime: i % resumeEvery === 0 ? 'application/pdf' : null,
        resumeFilename: i % resumeEvery === 0 ? `${name.replace(/\s+/g, '_')}_resume.pdf` : null,
      };
    });
    await insertChunked(
      tx,
      specs,
      async (chunk) => {
        // Resume bytes go to candidate_resumes (out of the hot rows), matched by the unique email.
        const resumeByEmail = new Map(chunk.map((c) => [c.email, c.resume]));
        const rows = await bulkInsert(
          tx,
          candidates,
          chunk.map(({ resume: _resume, ...row }) => row),
          ['id', 'status', 'user_id', 'email'],
        );
        const resumes = rows.flatMap((row) => {
          const bytes = resumeByEmail.get(String(row.email));
          return bytes ? [{ candidateId: Number(row.id), bytes }] : [];
        });
        await bulkInsert(tx, candidateResumes, resumes);
        for (const row of rows) {
          candidateRows.push({
            id: Number(row.id),
            status: String(row.status),
            userId: row.user_id === null ? null : Number(row.user_id),
          });
        }
      },
      2000,
      (done) => options.onProgress?.(done, candidateTotal),
    );
    counts.candidates = candidateRows.length;

    // --- peer reviews: every candidate in Peer Review, the demo reviewer gets a fair share
    const inReview = candidateRows.filter((c) => c.status === 'Peer Review');
    const reviewRows = inReview.map((c, i) => {
      const decided = rng.weighted({ 'PR-Pending': 50, 'PR-Approved': 30, 'PR-Rejected': 20 });
      const created = at(rng.int(0, 60) + rng.next());
      const reviewerUser =
        i % 3 === 0 ? reviewer : rng.pick(reviewers.filter((r) => r.id !== c.userId));
      return {
        candidateId: c.id,
        reviewerId: (reviewerUser ?? reviewer).id,
        assignedBy: c.userId,
        status: decided as 'PR-Pending' | 'PR-Approved' | 'PR-Rejected',
        submittedStatus: rng.pick(['Client Screening', 'Client Interview', 'Internal Interview']),
        comment: decided === 'PR-Pending' ? null : rng.pick(commentTexts),
        createdAt: created,
        decidedAt:
          decided === 'PR-Pending' ? null : new Date(Math.min(now, created.getTime() + DAY)),
      };
    });
    await insertChunked(tx, reviewRows, (chunk) => tx.insert(peerReviews).values(chunk), 1000);
    counts.peerReviews = reviewRows.length;

    // --- targets: 9 weeks and 6 months per active recruiter
    const monday = new Date(now);
    monday.setUTCHours(0, 0, 0, 0);
    monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
    const weekly = recruiters.flatMap((r) =>
      Array.from({ length: 9 }, (_, w) => ({
        managerId: managers[r.id % managers.length]!.id,
        recruiterId: r.id,
        weekStart: isoDate(new Date(monday.getTime() - (8 - w) * 7 * DAY)),
        submissions: rng.int(8, 20),
        interviews: rng.int(3, 10),
        offers: rng.int(0, 3),
        joinings: rng.int(0, 2),
        notes: w === 8 ? 'Current week' : null,
        createdAt: new Date(monday.getTime() - (8 - w) * 7 * DAY),
        updatedAt: new Date(monday.getTime() - (8 - w) * 7 * DAY),
      })),
    );
    await tx.insert(weeklyTargets).values(weekly);
    counts.weeklyTargets = weekly.length;
    const today = new Date(now);
    const monthly = recruiters.flatMap((r) =>
      Array.from({ length: 6 }, (_, m) => {
        const month = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - (5 - m), 1));
        return {
          managerId: managers[r.id % managers.length]!.id,
          recruiterId: r.id,
          month: isoDate(month),
          submissions: rng.int(30, 80),
          interviews: rng.int(12, 40),
          offers: rng.int(2, 10),
          joinings: rng.int(1, 6),
          notes: null,
          createdAt: month,
          updatedAt: month,
        };
      }),
    );
    await tx.insert(monthlyTargets).values(monthly);
    counts.monthlyTargets = monthly.length;

    // --- issue reports, some with a screenshot
    const reporters = [...recruiters, ...managers];
    const reportRows = await tx
      .insert(issueReports)
      .values(
        issueSubjects.map((subject, i) => ({
          userId: reporters[i % reporters.length]!.id,
          subject,
          description: `${subject}. Steps: open the page, try again after a refresh; still happens.`,
          category: rng.pick(['Bug', 'Performance', 'Access', 'Other']),
          status: i % 4 === 0 ? 'Resolved' : 'Open',
          createdAt: at(rng.int(0, 90) + rng.next()),
        })),
      )
      .returning({ id: issueReports.id });
    const shots = reportRows
      .filter((_, i) => i % 3 === 0)
      .map((r, i) => ({
        reportId: r.id,
        filename: `screenshot-${i + 1}.png`,
        mime: 'image/png',
        bytes: solidPng(120, 80, [200, 60 + i * 20, 60]),
      }));
    await tx.insert(issueScreenshots).values(shots);
    counts.issueReports = reportRows.length;
    counts.issueScreenshots = shots.length;

    // --- careers registrations on jobs posted to careers
    const careerJobs = jobRows.filter((j) => j.careers);
    const registrations = Array.from({ length: 60 }, (_, i) => {
      const name = personName();
      const job = careerJobs.length ? rng.pick(careerJobs) : undefined;
      const withResume = i % 2 === 0;
      return {
        jobId: job?.id ?? null,
        name,
        email: `${name.toLowerCase().replace(/[^a-z]+/g, '.')}.c${i + 1}@mail.example`,
        mobile: `8${String(rng.int(100_000_000, 999_999_999))}`,
        experience: Math.round(rng.next() * 12 * 10) / 10,
        skills: job ? rng.sample(roles[job.role]!, 3).join(', ') : 'Communication',
        currentLocation: rng.pick(cities),
        message: rng.chance(0.5) ? 'I would love to be considered for this role.' : null,
        resume: withResume ? tinyPdf([name, 'Careers application']) : null,
        resumeMime: withResume ? 'application/pdf' : null,
        resumeFilename: withResume ? `${name.replace(/\s+/g, '_')}.pdf` : null,
        createdAt: at(rng.int(0, 45) + rng.next()),
      };
    });
    const registered = await tx
      .insert(careersRegistrations)
      .values(registrations.map(({ resume: _resume, ...row }) => row))
      .returning({ id: careersRegistrations.id });
    const careerResumes = registered.flatMap((r, i) => {
      const bytes = registrations[i]?.resume;
      return bytes ? [{ registrationId: r.id, bytes }] : [];
    });
    if (careerResumes.length) await tx.insert(careersResumes).values(careerResumes);
    counts.careersRegistrations = registrations.length;

    // --- meetings of all five kinds within two weeks either side of today
    const organizers = [
      ...userRows.filter((u) =>
        ['manager', 'recruiter', 'reviewer', 'leadership'].includes(u.username),
      ),
      ...recruiters.slice(0, 6),
      ...managers,
    ];
    const kinds: MeetingKind[] = ['teams', 'call', 'zoom', 'googlemeet', 'inperson'];
    const meetingRows = Array.from({ length: 150 }, (_, i) => {
      const kind = kinds[i % kinds.length]!;
      const organizer = organizers[i % organizers.length]!;
      const start = new Date(now + rng.int(-14, 14) * DAY);
      start.setUTCHours(rng.int(3, 12), rng.pick([0, 15, 30, 45]), 0, 0);
      const end = new Date(start.getTime() + rng.pick([15, 30, 45, 60]) * 60_000);
      const candidate = personName();
      const attendees = [
        `${candidate.toLowerCase().replace(/[^a-z]+/g, '.')}@mail.example`,
        `${rng.pick(recruiters).username}@hrportal.example`,
      ];
      const cc = rng.chance(0.4) ? [`${rng.pick(managers).username}@hrportal.example`] : [];
      const externalId =
        kind === 'call' || kind === 'inperson' ? null : `${kind}-${String(i + 1).padStart(5, '0')}`;
      const title =
        kind === 'call'
          ? `Call with ${candidate}`
          : kind === 'inperson'
            ? `Interview: ${candidate}`
            : `${rng.pick(['Technical round', 'HR discussion', 'Client interview', 'Offer discussion'])} - ${candidate}`;
      const location =
        kind === 'inperson' ? `${rng.pick(cities)} office, Room ${rng.int(1, 12)}` : null;
      const joinUrl =
        kind === 'zoom'
          ? `https://zoom.example/j/${rng.int(100_000_000, 999_999_999)}`
          : kind === 'googlemeet'
            ? `https://meet.example/${externalId}`
            : kind === 'teams'
              ? `https://teams.example/l/meetup-join/${externalId}`
              : null;
      const email = `${organizer.username}@hrportal.example`;
      const raw: Record<string, unknown> =
        kind === 'teams'
          ? {
              meeting_id: externalId,
              subject: title,
              start_date: isoDate(start),
              start_time: hhmm(start),
              end_date: isoDate(end),
              end_time: hhmm(end),
              attendees: attendees.join(','),
              cc_recipients: cc.join(','),
              time_zone: 'Asia/Kolkata',
              description: 'Interview loop',
              recruiter_email: email,
            }
          : kind === 'zoom'
            ? {
                meeting_id: externalId,
                subject: title,
                start_date: isoDate(start),
                start_time: hhmm(start),
                end_time: hhmm(end),
                attendees: attendees.join(','),
                cc_recipients: cc.join(','),
                description: 'Zoom interview',
                join_url: joinUrl,
              }
            : kind === 'googlemeet'
              ? {
                  meeting_id: externalId,
                  subject: title,
                  start_date: isoDate(start),
                  start_time: hhmm(start),
                  end_time: hhmm(end),
                  attendees: attendees.join(','),
                  cc_recipients: cc.join(','),
                  description: 'Google Meet interview',
                  time_zone: 'Asia/Kolkata',
                  join_url: joinUrl,
                  recruiter_email: email,
                }
              : {
                  name: candidate,
                  purpose: kind === 'call' ? 'Screening call' : 'Face-to-face interview',
                  date: isoDate(start),
                  time: hhmm(start),
                  email: attendees[0],
                  location: location ?? '',
                  cc_recipients: cc,
                  user_email: email,
                };
      return {
        kind,
        externalId,
        organizerId: organizer.id,
        title,
        startsAt: start,
        endsAt: end,
        timeZone: kind === 'teams' || kind === 'googlemeet' ? 'Asia/Kolkata' : 'UTC',
        attendees,
        ccRecipients: cc,
        description:
          (raw.description as string | undefined) ?? (raw.purpose as string | undefined) ?? null,
        location,
        joinUrl,
        recruiterEmail: email,
        raw,
        createdAt: at(20),
        updatedAt: at(20),
      };
    });
    await tx.insert(meetings).values(meetingRows);
    counts.meetings = meetingRows.length;
  });

  // Planner statistics for the fresh tables (PGlite and PostgreSQL both benefit).
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local statement_timeout = 0`);
    await tx.execute(sql`analyze`);
  });
  return { counts, ms: Math.round(performance.now() - started) };
}
