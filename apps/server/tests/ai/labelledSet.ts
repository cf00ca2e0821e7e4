/**
 * The labelled set of the assistant's local-mode quality test: 4 job descriptions, 6 resumes
 * each (24 JD/resume pairs), and for each JD the ranking a recruiter would give (best first),
 * written from reading the texts as a recruiter would: must-have skills and years first, then
 * adjacent experience, then the rest. Written by the same hand as the analyser, so the measure is
 * an upper bound for real documents.
 */

export interface LabelledJob {
  jd: string;
  /** Resumes by id. */
  resumes: Record<string, string>;
  /** Resume ids, best fit first (the human ranking). */
  ranking: string[];
}

const resume = (name: string, years: string, skills: string, history: string) =>
  `${name}\n${name.toLowerCase().replace(/\s+/g, '.')}@example.com\nSummary\n${years}\nSkills\n${skills}\nExperience\n${history}\nEducation\nB.Tech, 2015`;

export const labelledSet: LabelledJob[] = [
  {
    jd: `Senior Java Developer
Responsibilities
Build payment microservices in Java and Spring Boot; own Kafka pipelines.
Requirements
5-8 years of backend experience. Java, Spring Boot, Kafka, PostgreSQL, Docker, Kubernetes.
Nice to have: AWS.
Location: Bengaluru (Hybrid)`,
    resumes: {
      j1: resume(
        'Anil Menon',
        '7 years of experience in backend engineering.',
        'Java, Spring Boot, Kafka, PostgreSQL, Docker, Kubernetes, AWS',
        'Lead Engineer — PhonePe\nJan 2019 – Present',
      ),
      j2: resume(
        'Bina Shah',
        '6 years of experience building services.',
        'Java, Spring Boot, PostgreSQL, Docker, Kafka',
        'Senior Engineer — Razorpay\nMar 2020 – Present',
      ),
      j3: resume(
        'Chetan Rao',
        '2 years of experience.',
        'Java, Spring Boot, Kafka, PostgreSQL',
        'Engineer — TCS\nJun 2024 – Present',
      ),
      j4: resume(
        'Divya Iyer',
        '6 years of experience.',
        'Java, MySQL, Jenkins',
        'Developer — Wipro\nJan 2020 – Present',
      ),
      j5: resume(
        'Elan Das',
        '8 years of experience.',
        'C#, .NET, SQL Server, Azure',
        'Senior .NET Developer — Accenture\n2018 – Present',
      ),
      j6: resume(
        'Farah Khan',
        '5 years of experience.',
        'Photoshop, Illustrator, Figma',
        'Visual Designer — Ogilvy\n2021 – Present',
      ),
    },
    ranking: ['j1', 'j2', 'j3', 'j4', 'j5', 'j6'],
  },
  {
    jd: `Frontend Engineer (React)
About the role
Own our customer dashboard.
Requirements
3-5 years of experience. React, TypeScript, JavaScript, CSS, Redux, Jest.
Location: Pune (Remote)`,
    resumes: {
      f1: resume(
        'Gaurav Jain',
        '4 years of experience building web apps.',
        'React, TypeScript, JavaScript, CSS, Redux, Jest',
        'Frontend Engineer — Swiggy\n2022 – Present',
      ),
      f2: resume(
        'Hema Pillai',
        '5 years of experience.',
        'React, JavaScript, CSS, Redux',
        'UI Developer — Zoho\n2021 – Present',
      ),
      f3: resume(
        'Imran Ali',
        '3 years of experience.',
        'Angular, TypeScript, JavaScript, CSS',
        'Frontend Developer — Infosys\n2023 – Present',
      ),
      f4: resume(
        'Jaya Nair',
        '9 years of experience.',
        'React, JavaScript',
        'Principal Engineer — Adobe\n2017 – Present',
      ),
      f5: resume(
        'Kiran Patil',
        '4 years of experience.',
        'Python, Django, PostgreSQL',
        'Backend Developer — Freshworks\n2022 – Present',
      ),
      f6: resume(
        'Lata Joshi',
        '1 year of experience.',
        'Excel, Tally',
        'Accounts Assistant — Local firm\n2025 – Present',
      ),
    },
    ranking: ['f1', 'f2', 'f3', 'f4', 'f5', 'f6'],
  },
  {
    jd: `Data Engineer
Responsibilities
Build batch and streaming pipelines.
Requirements
4-6 years of experience. Python, SQL, Apache Spark, Airflow, AWS, Kafka.
Location: Hyderabad (Onsite)`,
    resumes: {
      d1: resume(
        'Manoj Reddy',
        '5 years of experience in data engineering.',
        'Python, SQL, Apache Spark, Airflow, AWS, Kafka',
        'Data Engineer — Amazon\n2021 – Present',
      ),
      d2: resume(
        'Neha Gupta',
        '4 years of experience.',
        'Python, SQL, Apache Spark, AWS',
        'Data Engineer — Deloitte\n2022 – Present',
      ),
      d3: resume(
        'Omkar Sawant',
        '6 years of experience.',
        'Python, SQL, Airflow',
        'ETL Developer — Capgemini\n2020 – Present',
      ),
      d4: resume(
        'Priya Menon',
        '1 year of experience.',
        'Python, SQL, Apache Spark, Airflow',
        'Junior Data Engineer — Startup\n2025 – Present',
      ),
      d5: resume(
        'Qadir Sheikh',
        '5 years of experience.',
        'Java, Spring Boot, SQL',
        'Software Engineer — HCL\n2021 – Present',
      ),
      d6: resume(
        'Rhea Kapoor',
        '5 years of experience.',
        'Recruitment, Sourcing, LinkedIn Recruiter',
        'Talent Partner — Randstad\n2021 – Present',
      ),
    },
    ranking: ['d1', 'd2', 'd3', 'd4', 'd5', 'd6'],
  },
  {
    jd: `DevOps Engineer
Requirements
3-6 years of experience. Kubernetes, Docker, Terraform, AWS, Jenkins, Linux, Prometheus.
Notice period: 30 days
Location: Chennai (Hybrid)`,
    resumes: {
      o1: resume(
        'Sanjay Kumar',
        '5 years of experience.',
        'Kubernetes, Docker, Terraform, AWS, Jenkins, Linux, Prometheus',
        'DevOps Engineer — Zoho\n2021 – Present',
      ),
      o2: resume(
        'Tara Bose',
        '4 years of experience.',
        'Kubernetes, Docker, AWS, Linux, Jenkins',
        'SRE — Freshworks\n2022 – Present',
      ),
      o3: resume(
        'Uday Varma',
        '3 years of experience.',
        'Docker, Jenkins, Linux, Azure',
        'Build Engineer — Mindtree\n2023 – Present',
      ),
      o4: resume(
        'Vani Rao',
        '10 years of experience.',
        'Linux, Bash, Nagios',
        'System Administrator — BSNL\n2016 – Present',
      ),
      o5: resume(
        'Wasim Akram',
        '4 years of experience.',
        'Java, Spring Boot, MySQL',
        'Developer — Cognizant\n2022 – Present',
      ),
      o6: resume(
        'Yamini Sen',
        '2 years of experience.',
        'Content Writing, SEO',
        'Content Writer — Agency\n2024 – Present',
      ),
    },
    ranking: ['o1', 'o2', 'o3', 'o4', 'o5', 'o6'],
  },
];

/** Spearman's rank correlation of two rankings of the same ids (no ties). */
export function spearman(expected: readonly string[], actual: readonly string[]): number {
  const n = expected.length;
  const d2 = expected.reduce((sum, id, i) => sum + (i - actual.indexOf(id)) ** 2, 0);
  return 1 - (6 * d2) / (n * (n * n - 1));
}

/** Share of the human top 3 that the ranking also puts in its top 3. */
export function topThreePrecision(expected: readonly string[], actual: readonly string[]): number {
  const top = new Set(expected.slice(0, 3));
  return actual.slice(0, 3).filter((id) => top.has(id)).length / 3;
}
