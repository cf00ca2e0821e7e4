/**
 * An independent labelled set for the assistant's local-mode ranking (issue 19).
 *
 * Written without reading the matcher, the analyser, the skills/alias table or the rankings of
 * `labelledSet.ts` (only its `LabelledJob` shape was looked at), and committed before the matcher
 * was ever run on it. The rankings are a recruiter's shortlist order: must-have skills and their
 * depth first, then seniority fit, domain, location/mode feasibility, notice, expected CTC against
 * the budget, red flags (job hopping, unrelated roles, keyword stuffing) and transferable skills.
 * Each rank carries the one-line reason a recruiter would give. Labels are never changed after a
 * measurement; a disagreement is reported, not "fixed" here.
 *
 * The resumes are deliberately hard to rank by keywords alone: aliases ("k8s", "JS", "Postgres",
 * "TF"), skills that appear only in project descriptions, keyword-stuffed skill lists over thin or
 * unrelated experience, candidates abroad or with CTC in LPA/other currencies, long notice periods,
 * and two non-IT roles (finance, sales). The first line of every resume is the candidate's name,
 * which is how the quality test maps the assistant's answer back to the ids.
 *
 * Reference date for "Present": mid-June 2026 (the quality test runs with that clock).
 */
import type { LabelledJob } from './labelledSet';

export interface IndependentLabelledJob extends LabelledJob {
  /** One line per rank, aligned with `ranking`: why the recruiter put the candidate there. */
  reasons: string[];
}

export const independentLabelledSet: IndependentLabelledJob[] = [
  // ─────────────────────────────────────────────────────────────────────────────────────────
  {
    jd: `Senior Backend Engineer (Node.js)
Client: a Pune fintech (payments reconciliation platform)
About the role
You will design and run the REST APIs behind our reconciliation engine, written in TypeScript on Node.js, with PostgreSQL as the system of record, deployed on AWS (ECS, RDS, SQS).
Must have
- 5 to 8 years of backend development, at least 3 of them on Node.js
- TypeScript, PostgreSQL (schema design, query tuning), REST API design
- AWS in production
Good to have: Kafka, Redis, fintech/payments domain
Location: Pune, hybrid (3 days in office)
Budget: 25 - 32 LPA
Notice period: immediate to 30 days preferred`,
    resumes: {
      ananya: `Ananya Kulkarni
Pune, Maharashtra | ananya.k@example.com | +91 98220 11234
Current CTC: 24 LPA | Expected: 30 LPA | Notice: 30 days

PROFILE
Backend engineer with 6 years building payment and ledger services in Node.js and TypeScript.

EXPERIENCE
Senior Software Engineer, PayKart Technologies, Pune (Apr 2022 – Present)
- Own the settlement service (Node.js, TypeScript, NestJS) processing 2M transactions a day
- Designed the Postgres schema for the ledger; cut the nightly reconciliation query from 40 min to 6 min with partial indexes
- Services run on AWS ECS with RDS and SQS; Terraform for infra; Redis for idempotency keys
Software Engineer, Lendwise, Pune (Jun 2020 – Mar 2022)
- REST APIs for loan disbursal in Express + TypeScript, PostgreSQL
Software Engineer, Infosys, Pune (Jul 2018 – May 2020)
- Java maintenance on a banking client; moved to the Node.js team in 2019

EDUCATION
B.E. Computer Engineering, PICT Pune, 2018`,
      rohit: `Rohit Menon
Bengaluru | Open to relocate to Pune | rohit.menon@example.com
Total experience: 7 years | CTC 22 LPA, expecting 28 LPA | Notice period 60 days (negotiable to 45)

Summary: Backend developer, Java/Spring for five years, the last two on a TypeScript stack.

Work
- Clearpay Systems (Jan 2024 – now), Senior Engineer: rewrote the merchant onboarding API in NestJS (TypeScript on Node), Postgres 15, Pub/Sub on GCP; wrote the API style guide for the team
- Zeta Cards (Jun 2020 – Dec 2023), Software Engineer II: card-authorisation service in Java 11 / Spring Boot, PostgreSQL, Kafka; on-call for p99 latency
- TCS (Jul 2019 – May 2020), Assistant System Engineer: Spring MVC
Skills: Java, Spring Boot, TypeScript, NestJS, PostgreSQL, Kafka, GCP, Docker
Education: B.Tech (IT), NIT Calicut`,
      sneha: `Sneha Patil
Email: sneha.patil@example.com  Phone: 98901 55321  Location: Pune
Skills: Node.js, TypeScript, JavaScript, PostgreSQL, MySQL, MongoDB, AWS, Azure, GCP, Kafka, Redis, RabbitMQ, Docker, Kubernetes, React, Angular, Vue, GraphQL, REST, Microservices, CI/CD, Jenkins, Terraform
Experience: 2 years
Technical Support Engineer, Quickfix Solutions (Jun 2024 – Present)
- Handle L1 tickets for the customer portal, reproduce bugs and escalate to the dev team
- Wrote SQL queries to check customer data
Intern, Webcraft (Jan 2024 – May 2024)
- Built a to-do app in Node.js during training
Expected CTC: 12 LPA. Notice: 15 days.
B.Sc. Computer Science, 2023`,
      vikram: `Vikram Iyer
Principal Engineer / Architect — Mumbai
12 years | Node.js, TypeScript, PostgreSQL, AWS, Kafka, event sourcing
Current: Principal Engineer, Globex Payments (2019 – Present): leads 4 teams, sets architecture for the payments platform (Node.js/TypeScript services on AWS, Postgres, Kafka)
Previous: Tech Lead, Mindtree (2014 – 2019); Developer, Cognizant (2014)
Current CTC 48 LPA, expected 55 LPA. Notice period: 90 days. Prefers Mumbai or fully remote.`,
      farhan: `Farhan Qureshi
Pune | farhan.q@example.com
Full-stack developer, 4.5 years, JS/TS. Immediate joiner (last working day was 31 May 2026).
Expected CTC 22 LPA.

Experience
Software Developer, CartNest (Jan 2023 – May 2026)
  Node/Express REST APIs in JS, moved to TS in 2024; MySQL on AWS RDS; EC2, S3, Lambda for image resizing
Junior Developer, Techvista Solutions (Jan 2022 – Dec 2022)
  React + Node admin panels
Trainee, Techvista Solutions (Jan 2022 start, 6 months)
Skills: JavaScript, TypeScript, Node.js, Express, MySQL, AWS, React
B.E. (E&TC), 2021`,
      karan: `Karan Bhatia
karan.bhatia@example.com | Pune | Notice: 15 days | Expected CTC: 31 LPA
Skills: Node.js, TypeScript, PostgreSQL, AWS, Redis, Kafka, REST
Experience (5.5 years)
Backend Engineer, Finlio (Sep 2025 – Present)
Backend Engineer, Paynest (Nov 2024 – Aug 2025)
Software Engineer, Shopsy Labs (Dec 2023 – Oct 2024)
Software Engineer, Bytecraft (Jan 2023 – Nov 2023)
Software Engineer, Appzen Digital (Feb 2022 – Dec 2022)
Associate Engineer, Codewave (Jan 2021 – Jan 2022)
Worked on Node.js and TypeScript APIs with Postgres on AWS at each company.
Reason for change: looking for growth.`,
      meera: `Meera Joshi
Pune | meera.joshi@example.com | 6 years | Notice 30 days | Expected 27 LPA
Senior Python Developer, Insurely (2021 – Present): Django REST Framework APIs for a claims platform; PostgreSQL with heavy use of window functions; Celery + Redis; deployed on AWS (EKS, RDS)
Python Developer, Persistent Systems (2020 – 2021)
Skills: Python, Django, DRF, FastAPI, PostgreSQL, Redis, AWS
Has not worked on Node.js professionally; wrote a small Express service for a hackathon.`,
    },
    ranking: ['ananya', 'rohit', 'farhan', 'karan', 'meera', 'vikram', 'sneha'],
    reasons: [
      '6 yrs Node/TS, Postgres tuning, AWS ECS/RDS, payments domain, Pune, 30 days, 30 LPA in budget: a direct hit.',
      '7 yrs backend, 2 yrs NestJS/TS + Postgres + Kafka in cards/payments; GCP not AWS, 60 days and a relocation, but strong.',
      'JS/TS Node on AWS, local, immediate, cheap; just under 5 yrs and MySQL not Postgres, so a stretch-senior.',
      'Skills match on paper but six employers in 5.5 yrs, none over 13 months: a red flag a recruiter would probe first.',
      'Strong Postgres/AWS backend but Python not Node: transferable, fails the Node must-have.',
      'Right stack but Principal-level, 55 LPA vs 32 budget and 90 days notice: not closable.',
      'Keyword-stuffed skills over 2 yrs of L1 support; no backend experience.',
    ],
  },
  // ─────────────────────────────────────────────────────────────────────────────────────────
  {
    jd: `Data Analyst
Location: Gurugram (work from office, 5 days)
Experience: 2-4 years
We need an analyst for our consumer-lending business who writes SQL every day, builds and maintains Power BI dashboards for the collections team, and is very comfortable in Excel.
Skills required: SQL, Power BI (DAX), Advanced Excel. Tableau is acceptable instead of Power BI.
Nice to have: Python, lending/BFSI domain.
CTC budget: 8 to 12 LPA. Notice: immediate to 30 days.`,
    resumes: {
      priya: `Priya Sharma
Gurugram, Haryana · priya.sharma@example.com · 3 years of experience
Notice period: 15 days · Current CTC: 7.5 LPA · Expected CTC: 10 LPA
Data Analyst, QuickLoan Finance (Aug 2023 – Present)
• Daily SQL (MS SQL Server) for collections and bucket-roll reports
• Built 12 Power BI dashboards with DAX measures used by 40 collection managers
• Excel: Power Query, pivot tables, XLOOKUP; automated the weekly MIS
MIS Executive, HDFC Sales (Jun 2023 – Jul 2023, contract)
Education: B.Com (Hons), Delhi University`,
      arjun: `Arjun Malhotra
Data Scientist | Bengaluru | arjun.m@example.com
5 years: churn and propensity models in Python (scikit-learn, XGBoost), SQL on Snowflake, dashboards in Tableau for stakeholders.
Senior Data Scientist, Swiggy-like food delivery startup (2022 – now); Data Scientist, Fractal Analytics (2021 – 2022)
Current CTC 20 LPA, expected 24 LPA. Notice 60 days. Not open to relocating at present.
M.Sc. Statistics`,
      tanvi: `Tanvi Arora
New Delhi | tanvi.arora@example.com | Fresher | Immediate joiner | Expected 5 LPA
Certifications: Google Data Analytics Professional Certificate; Microsoft PL-300 (Power BI Data Analyst)
Internship: Analytics Intern, Zomato (Jan 2026 – May 2026) — wrote SQL on BigQuery, built a Tableau dashboard on delivery delays
Projects: loan-default exploratory analysis in Python (pandas) on a Kaggle dataset
Skills: SQL, Excel, Power BI, Tableau, Python
B.Tech 2025, IP University`,
      nikhil: `Nikhil Verma
Noida | 2.5 years | Business Analyst | nikhil.verma@example.com
Notice 30 days | CTC 7 LPA | ECTC 9 LPA
Business Analyst, Softenza (Jan 2024 – Present)
- Requirement gathering with clients, wrote BRDs and user stories in JIRA
- UAT coordination; prepared status reports in Excel and PowerPoint
Associate, Genpact (Jan 2024, 1 month)
Skills: Requirement analysis, JIRA, Confluence, MS Excel, Visio, basic SQL`,
      deepa: `Deepa Rawat
Noida, UP (can commute to Gurugram)
Reporting Analyst — 4 years
Current: Senior Reporting Analyst, Axis Collections Services (Jun 2022 – Present)
  T-SQL stored procedures on SQL Server, SSRS reports, moved all reports to PowerBI with DAX in 2024; Excel macros (VBA) for the daily allocation file
Earlier: MIS Analyst, Bajaj Finserv (Jun 2022, started as trainee)
Notice period: 60 days. Current CTC: 9 LPA. Expected CTC: 12 LPA.
Education: BCA`,
      rahul: `Rahul Yadav
SKILLS: SQL | Power BI | Tableau | Excel | Python | R | SAS | Hadoop | Spark | Machine Learning | Data Analytics | Statistics
Experience: 3 years
Customer Support Executive, Teleperformance, Gurugram (2023 – Present)
- Handle inbound calls for a telecom client, maintain call logs in Excel
Customer Care Associate, Concentrix (2023)
Notice: immediate. Expected: 6 LPA.`,
      pooja: `Pooja Gupta
Gurugram | pooja.gupta@example.com | 3 yrs | Immediate joiner | Expected 7 LPA
Accounts Executive, Sharma & Co. Chartered Accountants (2023 – 2026)
- Bank reconciliations, GST returns, ledgers in Tally ERP 9
- Heavy Excel user: VLOOKUP, pivot tables, conditional formatting
Skills: Tally, Excel, GST, accounting`,
    },
    ranking: ['priya', 'deepa', 'tanvi', 'nikhil', 'arjun', 'pooja', 'rahul'],
    reasons: [
      '3 yrs daily SQL + Power BI/DAX + Excel in lending collections, Gurugram, 15 days, 10 LPA: ideal.',
      '4 yrs SQL/Power BI/DAX in collections; 60 days notice is the only problem.',
      'Fresher with PL-300, SQL and Tableau internship, local, immediate, cheap: worth a junior slot despite <2 yrs.',
      'Right years and local but a BA role: JIRA and Excel, only basic SQL, no BI tool.',
      'Over-qualified data scientist, 24 LPA vs 12, Bengaluru and not relocating: will not close.',
      'Excel-heavy accountant, no SQL or BI: unrelated role.',
      'Keyword-stuffed skills over 3 yrs of call-centre work.',
    ],
  },
  // ─────────────────────────────────────────────────────────────────────────────────────────
  {
    jd: `Site Reliability / DevOps Engineer
Remote (India). Occasional travel to Bengaluru.
Experience 4-7 yrs.
What you will do: run our Kubernetes platform on AWS, own infrastructure as code in Terraform, maintain CI/CD pipelines (GitHub Actions, some legacy Jenkins), and improve observability with Prometheus and Grafana.
Must: Kubernetes, Terraform, AWS, CI/CD, Prometheus/Grafana, Linux.
Nice: Go or Python scripting, Helm, on-call experience.
Budget 20-30 LPA. Notice period up to 45 days. Candidates must be based in India.`,
    resumes: {
      sameer: `Sameer Khan
SRE · Bengaluru · 5 yrs · notice 30d · CTC 21L → expecting 27L
Stack: k8s (EKS), TF, GHA, ArgoCD, Prom + Grafana, Loki, Go, bash
Razorpay-scale fintech, SRE II (2023 – present): runs 14 EKS clusters; wrote TF modules for VPC/RDS/IAM; moved 120 repos from Jenkins to GHA; on-call lead, SLOs and burn-rate alerts in Prom
Freshworks, DevOps Engineer (2021 – 2023): Helm charts, Jenkins pipelines, EC2 → EKS migration
B.Tech ECE`,
      gopal: `Gopal Reddy
Hyderabad | gopal.reddy@example.com
Linux System Administrator — 8 years
Current: Senior System Administrator, Cyient (2018 – Present): RHEL servers, VMware vSphere, backup, patching; since 2025 writing Ansible playbooks
Earlier: System Administrator, HCL (2018)
Certifications: RHCSA, AWS Certified Cloud Practitioner (2025)
Expected CTC: 18 LPA | Notice: 30 days`,
      lakshmi: `Lakshmi Narayanan
Chennai | lakshmi.n@example.com | 5 years | Notice 45 days | Expected CTC 26 LPA
Azure DevOps Engineer, a Big-4 consulting firm (2021 – Present)
- AKS clusters for 6 client workloads; Helm; Terraform (azurerm) plus some Bicep
- Azure Pipelines and GitHub Actions; Prometheus + Grafana for AKS monitoring
- Python scripts for cost reports
Skills: Azure, AKS, Kubernetes, Terraform, Azure DevOps, GitHub Actions, Prometheus, Grafana, Linux, Python
AZ-104, CKA`,
      harish: `Harish Bose
Kolkata (remote) | harish.bose@example.com | 6 yrs | 30 days | expecting 25 LPA
Backend Developer, Logisure (2020 – Present)
Python/FastAPI services for shipment tracking. Beyond the code, I led the move of our 30 services onto Kubernetes on AWS: wrote the Terraform modules for the VPC, RDS and EKS, set up the Grafana dashboards and Prometheus alert rules we page on, and built the GitHub Actions deploy pipeline. I am on the on-call rota.
Developer, Mindfire Solutions (2020)
Skills: Python, FastAPI, PostgreSQL`,
      jonas: `Jonas Weber
Berlin, Germany · jonas.weber@example.de
Platform Engineer, 6 years
Kubernetes (GKE, EKS), Terraform, AWS, GitLab CI, GitHub Actions, Prometheus, Grafana, Go
Currently Platform Engineer at a Berlin mobility company; previously DevOps at a Munich insurer.
Looking for remote work; salary expectation EUR 85,000 per year; notice 3 months; no plans to relocate.`,
      aditi: `Aditi Rao
Bengaluru | aditi.rao@example.com | 2 years | Immediate joiner | Expected 12 LPA
Certified Kubernetes Administrator (CKA), AWS Solutions Architect Associate
Junior DevOps Engineer, Cloudnine Labs (Jun 2024 – May 2026)
- Helm charts and k8s manifests for 10 services, GitHub Actions pipelines, AWS (EKS, ECR, IAM)
- Helped write Terraform for the staging environment
Skills: Kubernetes, Helm, Docker, AWS, GitHub Actions, Terraform, Linux`,
      manoj: `Manoj Pillai
Bengaluru | manoj.pillai@example.com
DevOps Engineer — 6 years
Kubernetes, Terraform, AWS, Jenkins, GitHub Actions, Prometheus, Grafana, Python
Senior DevOps Engineer, Target-like retail tech (2022 – Present); DevOps Engineer, Wipro (2020 – 2022)
Current CTC: 29 LPA | Expected CTC: 38 LPA | Notice period: 90 days | Holding an offer of 36 LPA`,
    },
    ranking: ['sameer', 'lakshmi', 'harish', 'manoj', 'aditi', 'gopal', 'jonas'],
    reasons: [
      '5 yrs SRE: EKS, Terraform, GHA, Prometheus/Grafana, Go, on-call lead; India, 30 days, 27 LPA. All must-haves, aliased.',
      '5 yrs AKS/Terraform/Prometheus/GHA with CKA; Azure not AWS is a learnable gap; 45 days fits.',
      'Developer title but led the k8s-on-AWS, Terraform, Grafana/Prometheus and GHA work (in prose only) and does on-call.',
      'Full stack match and years, but 38 LPA vs 30, 90 days notice and holding an offer: hard to close.',
      'Right tools and CKA, immediate and cheap, but 2 yrs vs a 4-yr minimum: junior.',
      'Solid Linux ops but no Kubernetes, Terraform or real AWS: a re-skilling hire.',
      'Strong profile but based in Germany with no plan to relocate; role is India-only and EUR 85k is far over budget.',
    ],
  },
  // ─────────────────────────────────────────────────────────────────────────────────────────
  {
    jd: `Frontend Engineer — React
Bengaluru (hybrid, 2 days a week in Koramangala)
3–6 years of experience building production web apps.
Must have: React (hooks), TypeScript, state management (Redux Toolkit, Zustand or similar), unit/component testing (Jest, React Testing Library), accessibility (WCAG 2.1 AA).
Good to have: Next.js, design systems, performance work.
Budget: 18–26 LPA. Notice: 30 days or less.`,
    resumes: {
      ishita: `Ishita Sen
Bengaluru · ishita.sen@example.com · 4 yrs · notice 30 days · ECTC 24 LPA
Frontend Engineer, Meesho-like e-commerce (2022 – present)
– ReactJS + TS, Redux Toolkit, Next.js (app router) for the seller dashboard
– Wrote 600+ RTL/Jest tests; set up axe checks in CI and fixed WCAG AA issues found in an audit
– Shaved LCP from 3.8 s to 1.9 s on the catalogue page
SDE-1, Practo (2022)
Skills: React, TypeScript, Next.js, Redux, Jest, RTL, a11y, CSS-in-JS`,
      anil: `Anil Kumar
Bengaluru | anil.kumar@example.com | 5 years | Notice 15 days | Expected 22 LPA
Senior Angular Developer, Cognizant Digital (2021 – Present)
Angular 14–17, TypeScript, RxJS, NgRx store, Jest unit tests, Angular Material; worked with the accessibility team on screen-reader fixes
Side project: a React + Vite expense tracker on GitHub (hooks, Zustand)
Skills: Angular, TypeScript, RxJS, NgRx, Jest, HTML5, SCSS`,
      divya: `Divya Menon
Hyderabad (ready to relocate to Bengaluru) | divya.menon@example.com
React Native Developer — 4 years | Notice: 30 days | Expected: 20 LPA
Mobile Engineer, HealthifyMe-like app (2022 – Present): React Native with hooks, Redux Toolkit, JS and later TS, Jest; shipped the accessibility (TalkBack/VoiceOver) pass
Developer, Accenture (2022)
Also built the company's marketing site in Next.js.`,
      rakesh: `Rakesh Shetty
UI/UX Designer | Bengaluru | 5 years
Figma, Adobe XD, design systems, user research, HTML, CSS, basic React
Product Designer, Zoho (2021 – Present): owns the design system for two products, hands off to developers in Figma
Expected CTC 18 LPA | Notice 30 days`,
      neha: `Neha Reddy
Bengaluru | neha.reddy@example.com | Immediate joiner | Expected 14 LPA
Full Stack Developer (MERN) — 3 years
Software Developer, Tech Mahindra (Jun 2023 – Present): React, Node, Express, MongoDB for internal HR tools; JavaScript (ES6+)
Trainee, Masai School bootcamp project work (2023)
Skills: JavaScript, React, Node.js, MongoDB, HTML, CSS, Bootstrap`,
      siddharth: `Siddharth Rao
Staff Frontend Engineer | Bengaluru
9 years | React, TypeScript, Next.js, GraphQL, micro-frontends, design systems, accessibility
Staff Engineer, Flipkart-scale company (2020 – Present), leads a 10-person web platform team
Senior SDE, Walmart Labs (2017 – 2020); SDE, Amazon (2017)
Current CTC 40 LPA | Expected 45 LPA | Notice 60 days`,
    },
    ranking: ['ishita', 'divya', 'anil', 'neha', 'siddharth', 'rakesh'],
    reasons: [
      '4 yrs React+TS, Redux Toolkit, Next.js, RTL/Jest, WCAG audit fixes, Bengaluru, 30 days, 24 LPA: all must-haves.',
      'React Native hooks/Redux/Jest/a11y carries over, plus Next.js; relocating, 30 days, in budget.',
      'Strong TS, state management, Jest and a11y from Angular; React only as a side project.',
      'React in JavaScript only, no TS/testing/a11y, 3 yrs; cheap and immediate, so a weak maybe.',
      'Excellent but staff level, 45 LPA vs 26 and 60 days notice.',
      'Designer, not an engineer: basic React only.',
    ],
  },
  // ─────────────────────────────────────────────────────────────────────────────────────────
  {
    jd: `Data Engineer
Location: Hyderabad (hybrid)
Experience: 4 - 8 years
Build and own batch and streaming pipelines feeding our Snowflake warehouse.
Required skills: Apache Spark (PySpark), Python, SQL, Apache Airflow, AWS (S3, Glue, EMR) or Snowflake.
Preferred: dbt, Kafka, data modelling.
Budget: 22-32 LPA. Notice period: 30 days (up to 60 for strong profiles).`,
    resumes: {
      kavya: `Kavya Reddy
Hyderabad | kavya.reddy@example.com | 6 years | Notice: 30 days | Expected CTC: 30 LPA
Senior Data Engineer, Fintech Analytics Co. (2022 – Present)
• PySpark jobs on EMR processing 3 TB/day from S3 into Snowflake
• Airflow DAGs (80+) orchestrating ingestion; dbt models for the finance mart
• Glue catalog, Athena; Kafka Connect for CDC
Data Engineer, Deloitte (2020 – 2022): SQL Server to Snowflake migration
Skills: PySpark, Python, SQL, Airflow, Snowflake, dbt, AWS (S3, Glue, EMR), Kafka`,
      balaji: `Balaji Subramanian
Chennai | balaji.s@example.com | 7 years
Big Data Developer, a large Indian bank (2019 – Present): Spark with Scala on an on-prem Cloudera cluster, Hive, HDFS, Sqoop, Oozie workflows; complex SQL on Hive and Teradata
Notice 60 days | CTC 20 LPA | ECTC 26 LPA | Open to Hyderabad`,
      ramya: `Ramya Krishnan
Hyderabad | ramya.k@example.com | 5 years | Notice 30 days | Expected 18 LPA
ETL / BI Developer, Mphasis (2021 – Present)
Informatica PowerCenter mappings and SSIS packages loading an Oracle warehouse; heavy SQL and PL/SQL; Power BI reports on top
Skills: SQL, PL/SQL, Informatica, SSIS, Oracle, Power BI`,
      varun: `Varun Desai
Hyderabad | varun.desai@example.com | Data Scientist | 4 years
Data Scientist, an insurance company (2022 – Present): churn and fraud models in Python (pandas, scikit-learn, LightGBM); SQL for feature extraction; in one project used Spark on Databricks for feature engineering
Expected 24 LPA | Notice 45 days`,
      tarun: `Tarun Agarwal
Hyderabad | tarun.agarwal@example.com | 5 years | Notice: 15 days | Expected: 25 LPA
Backend Engineer (Python), Logistics startup (2021 – Present)
Wrote the data ingestion layer: Airflow DAGs pulling partner feeds into Postgres and S3, Kafka consumers for GPS events, data-quality checks in Python; SQL all day.
Skills: Python, FastAPI, Airflow, PostgreSQL, Kafka, AWS S3`,
      shreya: `Shreya Jain
Skills: Spark, PySpark, Hadoop, Hive, Kafka, Airflow, Snowflake, Databricks, AWS, GCP, Azure, Python, Scala, SQL, dbt, Flink, Delta Lake
Experience: 1.5 years
Trainee Data Engineer, an IT services firm (Jan 2025 – Present): completed internal training on big data; supporting a reporting team with SQL queries
Expected: 12 LPA | Immediate joiner | Hyderabad`,
      wei: `Wei Ling Tan
Singapore | weiling.tan@example.com
Data Architect — 10 years
Spark, Python, SQL, Airflow, Snowflake, AWS, data mesh, governance
Lead Data Architect, a Singapore bank (2019 – Present)
Expected salary: SGD 190,000 per year. Open to remote; relocation to India not considered. Notice: 2 months.`,
    },
    ranking: ['kavya', 'balaji', 'tarun', 'ramya', 'varun', 'wei', 'shreya'],
    reasons: [
      '6 yrs PySpark on EMR, Airflow, Snowflake, dbt, Kafka, Hyderabad, 30 days, 30 LPA: complete match.',
      '7 yrs of deep Spark (Scala) and SQL; no cloud/Airflow and 60 days, but the core is strong and he will relocate.',
      'Airflow, Python, SQL, Kafka, S3 pipelines in prose; no Spark; local and quick to join.',
      'Classic ETL/SQL developer in a DE-adjacent role; no Spark/Python/Airflow.',
      'Data scientist who used Spark once; modelling, not pipelines.',
      'Over-qualified architect in Singapore, SGD 190k, not relocating.',
      'Keyword-stuffed list over 1.5 yrs as a trainee running SQL.',
    ],
  },
  // ─────────────────────────────────────────────────────────────────────────────────────────
  {
    jd: `Accounts Payable Executive
Company: FMCG manufacturer, Andheri (Mumbai). Work from office.
Experience: 2 to 5 years in accounts payable.
Key responsibilities: vendor invoice processing in SAP (FI/MM), three-way match, vendor reconciliations, GST input credit and TDS deductions, month-end closing support.
Qualification: B.Com / M.Com; CA Inter is a plus.
Salary: 4 - 6 LPA. Joining: immediate to 30 days.`,
    resumes: {
      swati: `Swati Deshmukh
Thane, Mumbai | swati.d@example.com | 3 years | Notice: 30 days | Current CTC 4.4 LPA | Expected 5.2 LPA
Accounts Payable Executive, Parle-like FMCG (Apr 2023 – Present)
- Process 900+ vendor invoices a month in SAP FI (MIRO), three-way match with MM GRNs
- Monthly vendor reconciliations and ledger scrutiny
- GST input credit reconciliation with GSTR-2B; TDS deduction and 26Q support
Education: B.Com, Mumbai University`,
      aakash: `Aakash Jain
Navi Mumbai | aakash.jain@example.com | Immediate joiner | Expected 6 LPA
CA Intermediate (both groups cleared)
Audit Assistant, Jain & Associates, Chartered Accountants (2022 – 2026, articleship + 1 year)
- Statutory and GST audits for manufacturing clients; vouching of purchase invoices; TDS returns
- Tally Prime for small clients; no SAP exposure yet
Education: B.Com`,
      sunil: `Sunil Gawde
Mumbai | sunil.gawde@example.com
Finance Manager — 8 years
Heads a 5-person finance team at a logistics company: AP, AR, treasury, audits, SAP FICO
Current CTC 12 LPA, expected 14 LPA. Notice period 60 days.
M.Com, CA Inter`,
      riya: `Riya Patel
Borivali, Mumbai | riya.patel@example.com | Fresher | Immediate
B.Com 2026 (Mumbai University), 68%
Certificate course in Tally Prime with GST (2025)
Internship: 2 months with a local CA firm, data entry of purchase bills
Expected: 3 LPA`,
      omkar: `Omkar Kale
Pune (willing to relocate to Mumbai) | omkar.kale@example.com | 2.5 years | Notice 15 days | Expected 5.5 LPA
Accounts Receivable Executive, an auto-components company (Jan 2024 – Present)
Customer invoicing and collections in Oracle Financials, customer reconciliations, GST on outward supplies, month-end closing entries
Education: M.Com`,
      prakash: `Prakash Nair
Mumbai | prakash.nair@example.com | 3 years | Notice 30 days | Expected 9 LPA
SAP ABAP Developer, an IT services company (2023 – Present)
Reports, BAPIs and smartforms in the SAP FI and MM modules for a retail client; debugging payment-run programs
Skills: SAP ABAP, SAP FI, SAP MM, SQL
Education: B.E. Computer`,
    },
    ranking: ['swati', 'aakash', 'omkar', 'riya', 'sunil', 'prakash'],
    reasons: [
      '3 yrs AP in FMCG on SAP FI/MM, three-way match, vendor recon, GST/TDS, Thane, 30 days, 5.2 LPA: the job itself.',
      'CA Inter with purchase-side audit, GST and TDS; no SAP yet but immediate and at budget.',
      'AR not AP and Oracle not SAP, but the same month-end and GST muscles; relocating from Pune.',
      'Fresher B.Com with Tally/GST course; under 2 yrs but cheap and local: junior option.',
      'Over-qualified finance manager at 14 LPA vs 6, 60 days: will not accept the role.',
      'SAP FI/MM keywords but as an ABAP programmer: wrong profession, and 9 LPA.',
    ],
  },
  // ─────────────────────────────────────────────────────────────────────────────────────────
  {
    jd: `Account Executive — Mid-Market (US)
B2B SaaS (HR tech), Bengaluru office, US shift (6:30 pm - 3:30 am IST), cab provided
3-6 years of quota-carrying sales experience, ideally selling SaaS to US companies.
You will run the full cycle: discovery, demos, negotiation and closing, with a quarterly quota.
Must: B2B SaaS closing experience, Salesforce CRM, excellent spoken English for US buyers.
Nice: HR tech or payroll domain, MEDDIC.
Fixed pay budget: 15-22 LPA plus variable. Notice: 30 days.`,
    resumes: {
      aisha: `Aisha Siddiqui
Bengaluru | aisha.s@example.com | 4 years | Notice 30 days | Expected fixed 20 LPA
Account Executive, a payroll SaaS (2023 – Present)
- Full-cycle sales to US SMB and mid-market (50–500 employees); 121% of quota FY25, 108% FY24
- Salesforce for pipeline, Gong for call reviews, MEDDIC qualification
Sales Development Representative, Freshworks (2022 – 2023): outbound to North America
Education: BBA`,
      gaurav: `Gaurav Singh
Bengaluru | gaurav.singh@example.com | 3 years | Notice 30 days | Expected 14 LPA
Account Executive (promoted Dec 2025), a US-focused martech SaaS
SDR (Jun 2023 – Nov 2025): outbound to US mid-market, 140% of meeting quota, Salesforce + Outreach
Since promotion: closing SMB deals, first quarter at 90% of quota`,
      farah: `Farah Khan
Bengaluru | farah.khan@example.com | 5 years | Notice 30 days | Expected 19 LPA
Customer Success Manager, an HR-tech SaaS (2021 – Present)
Book of 60 US mid-market accounts; renewals and upsell (owned a $1.2M upsell number in FY25); QBRs with HR heads; Salesforce and Gainsight
Skills: account management, renewals, SaaS, US customers`,
      manish: `Manish Tiwari
Bengaluru | manish.tiwari@example.com | 7 years | Notice 60 days | Expected 18 LPA
Enterprise Sales Manager, a telecom operator (2019 – Present): B2B connectivity and leased-line deals with Indian enterprises; consistently above target; field sales, CRM in Siebel
No SaaS or international experience.`,
      jatin: `Jatin Arora
Bengaluru | jatin.arora@example.com | 5 years | Immediate joiner | Expected 16 LPA
Inside Sales (B2C ed-tech and fintech)
Senior Business Development Associate, Upskilling ed-tech (Feb 2026 – May 2026)
Business Development Associate, Byju's-like ed-tech (Mar 2025 – Jan 2026)
Sales Executive, an insurance aggregator (Jun 2024 – Feb 2025)
Inside Sales, a credit-card fintech (Jan 2023 – May 2024)
Telesales, a real-estate portal (2021 – 2022)
Selling courses and cards to individuals on the phone; top performer in three months`,
      lavanya: `Lavanya Murthy
Bengaluru | lavanya.m@example.com | 4 years | Notice 30 days | Expected 20 LPA
Salesforce Developer, an IT services company (2022 – Present)
Apex, Lightning Web Components, Sales Cloud configuration, flows for a US SaaS client's CRM
Skills: Salesforce, Apex, LWC, SOQL, SaaS integrations`,
    },
    ranking: ['aisha', 'gaurav', 'farah', 'manish', 'jatin', 'lavanya'],
    reasons: [
      '4 yrs full-cycle US mid-market SaaS closing at 108–121% of quota, payroll domain, Salesforce, MEDDIC, in budget.',
      'Strong US SDR record, newly an AE; closing depth is thin but trajectory and budget fit.',
      'US mid-market HR-tech book, upsell number and Salesforce; farming not hunting, but very adjacent.',
      'Proven closer but Indian telecom field sales, no SaaS, no US buyers; 60 days.',
      'B2C telesales, five employers in 2.5 yrs: job-hopping red flag and the wrong motion.',
      'Salesforce and SaaS appear only as a developer: not a seller.',
    ],
  },
  // ─────────────────────────────────────────────────────────────────────────────────────────
  {
    jd: `Android Developer (Kotlin)
Chennai — on-site
3-6 years of native Android development
Must-have: Kotlin, Jetpack Compose, MVVM/Clean architecture, Coroutines/Flow, published apps on the Play Store
Nice to have: Room, Hilt, modularisation, CI for Android
Budget: 14 - 22 LPA. Notice: 30 days preferred.`,
    resumes: {
      karthik: `Karthik Ramesh
Chennai | karthik.r@example.com | 4 years | Notice 30 days | Expected 18 LPA
Android Engineer, a grocery delivery app (2022 – Present) — Kotlin, Jetpack Compose, MVVM, coroutines + Flow, Hilt, Room; took the app from 4.1 to 4.6 on the Play Store
Android Developer, Zoho (2022)
Skills: Kotlin, Compose, Android SDK, Coroutines, Hilt, Room, Retrofit`,
      saravanan: `Saravanan P
Coimbatore (will relocate to Chennai) | saravanan.p@example.com | 5 years | Notice 60 days | Expected 16 LPA
Android Developer, a banking software vendor (2021 – Present)
Native Android in Java with XML layouts and MVP; since 2025 migrating modules to Kotlin; 3 apps on Play Store with 1M+ installs
Skills: Java, Android SDK, Kotlin (learning), SQLite, Retrofit`,
      nandini: `Nandini Iyer
Chennai | nandini.iyer@example.com | 3 years | Notice 30 days | Expected 15 LPA
Flutter Developer, a health-tech startup (2023 – Present)
Cross-platform apps in Flutter/Dart for Android and iOS; wrote platform channels in Kotlin for the Bluetooth glucometer integration; 2 apps on Play Store
Skills: Flutter, Dart, Firebase, Kotlin (platform channels), REST`,
      vijay: `Vijay Anand
Chennai | vijay.anand@example.com | 5 years | Notice 30 days | Expected 20 LPA
iOS Developer, a travel app (2021 – Present): Swift, SwiftUI, Combine, MVVM, XCTest; App Store releases every two weeks
Skills: Swift, SwiftUI, UIKit, Combine, Core Data`,
      bharath: `Bharath Kumar
Chennai | bharath.k@example.com | 4 years | Notice 15 days | Expected 10 LPA
QA Automation Engineer (Mobile), an IT services firm (2022 – Present)
Appium + Java test suites for Android and iOS apps; Espresso smoke tests; Android Studio for debugging builds
Skills: Android, Appium, Selenium, Java, Espresso, TestNG`,
      yamini: `Yamini Sundar
Chennai | yamini.s@example.com | 3 years | Notice 30 days | Expected 17 LPA
Backend Engineer, a SaaS company (2023 – Present): Kotlin with Ktor and Spring Boot, coroutines everywhere, PostgreSQL
Personal project: "Kuralbot", a Tamil-poetry app built with Jetpack Compose and MVVM, published on the Play Store (10k installs)
Skills: Kotlin, Coroutines, Ktor, Spring Boot, Jetpack Compose`,
    },
    ranking: ['karthik', 'saravanan', 'yamini', 'nandini', 'vijay', 'bharath'],
    reasons: [
      '4 yrs Kotlin, Compose, MVVM, coroutines/Flow, Hilt/Room, shipped on Play Store; Chennai, 30 days, 18 LPA.',
      '5 yrs native Android with Play Store apps, though Java/XML and Kotlin still new; relocation and 60 days.',
      'Professional Kotlin/coroutines plus a published Compose/MVVM app; Android only on the side.',
      'Mobile delivery on Android via Flutter, a little native Kotlin; not native Android day-to-day.',
      'Strong iOS with declarative UI and MVVM: transferable but no Android.',
      'Android in the skills list only as a QA automation tester.',
    ],
  },
  // ─────────────────────────────────────────────────────────────────────────────────────────
  {
    jd: `Senior Java Engineer — Core Banking Integrations
Location: Bengaluru or Chennai (hybrid)
Experience required: 6-10 years
Tech: Java 17, Spring Boot, microservices, Kafka, Oracle or PostgreSQL, Docker/Kubernetes. Banking or payments domain strongly preferred.
Responsibilities: build integration services between our core banking platform and partner banks (ISO 8583 / ISO 20022 messages), mentor two juniors.
Budget 28-38 LPA. Notice period: max 60 days.`,
    resumes: {
      suresh: `Suresh Venkatesan
Chennai | suresh.v@example.com | 8 years | Notice 60 days | Expected 36 LPA
Lead Engineer, a core-banking product company (2020 – Present)
Java 17 + Spring Boot microservices for ISO 20022 payment messages; Kafka; Oracle 19c; services on OpenShift (k8s); mentors 4 engineers
Senior Software Engineer, Polaris / Virtusa (2018 – 2020): Java, Spring, ISO 8583 switch integrations
Skills: Java, Spring Boot, Kafka, Oracle, Kubernetes, ISO 8583, ISO 20022`,
      pallavi: `Pallavi Hegde
Bengaluru | pallavi.hegde@example.com | 7 years | Notice 30 days | Expected 32 LPA
Senior Software Engineer, an e-commerce marketplace (2019 – Present)
Spring Boot microservices for order management, Kafka Streams, Postgres, Docker and Kubernetes on AWS; mentor for new joiners
Skills: Java 17, Spring Boot, Kafka, PostgreSQL, Docker, Kubernetes, AWS
No banking domain experience.`,
      ajay: `Ajay Mishra
Bengaluru | ajay.mishra@example.com | 9 years | Notice 90 days (no buyout) | Expected 40 LPA
Technical Lead, a large IT services company, banking vertical (2017 – Present)
Java, Spring, REST, Oracle; manages a team of 12 for a UK bank; last hands-on coding in 2022
Skills: Java, Spring, Oracle, Team management, Agile`,
      ravi: `Ravi Shankar
Hyderabad (open to Bengaluru) | ravi.shankar@example.com | 6 years | Notice 45 days | Expected 30 LPA
Senior .NET Developer, a payments processor (2020 – Present)
C#/.NET 6 microservices handling ISO 8583 card authorisations; RabbitMQ and Kafka; SQL Server; Docker and AKS
Skills: C#, .NET Core, ISO 8583, Kafka, SQL Server, Docker, Kubernetes`,
      tejas: `Tejas Gokhale
Bengaluru | tejas.gokhale@example.com | 4 years | Notice 30 days | Expected 24 LPA
Software Engineer II, a neobank (2022 – Present)
Java/Spring Boot services for UPI and IMPS; Kafka; PostgreSQL; k8s
Skills: Java, Spring Boot, Kafka, Postgres, Kubernetes, UPI`,
      mohan: `Mohan Das
Chennai | mohan.das@example.com
Java | J2EE | Spring | Spring Boot | Hibernate | Microservices | Kafka | Oracle | PostgreSQL | Docker | Kubernetes | AWS | Azure | Banking | Payments | ISO 8583 | ISO 20022
Total experience: 10 years
Senior Consultant, various clients through a staffing agency (2016 – Present) — 9 assignments, mostly 3–8 months each; roles listed as "Java support", "production support", "L2 support"
Expected 35 LPA | Notice 30 days`,
      elena: `Elena Petrova
Sofia, Bulgaria | elena.petrova@example.com | 8 years
Java, Spring Boot, Kafka, PostgreSQL, Kubernetes; payments (SEPA, ISO 20022) at a European PSP
Open to relocate to India with a work visa sponsorship; expected EUR 70,000; notice 2 months`,
    },
    ranking: ['suresh', 'pallavi', 'tejas', 'ravi', 'ajay', 'mohan', 'elena'],
    reasons: [
      '8 yrs Java 17/Spring/Kafka/Oracle, ISO 8583 and 20022 in core banking, mentors, Chennai, 60 days, 36 LPA.',
      '7 yrs same stack and mentoring, 30 days, in budget; no banking domain, which is learnable.',
      'Exact stack in payments (UPI/IMPS) but 4 yrs vs 6 minimum: strong but junior for a senior role.',
      'Deep ISO 8583 payments, but in C#/.NET rather than Java.',
      'Banking Java lead, but no hands-on coding since 2022, 90 days without buyout and 40 LPA.',
      'Every keyword listed, but ten years of short support assignments through an agency.',
      'Good match on paper but in Bulgaria, needs a visa and EUR 70k: not feasible for this role.',
    ],
  },
];
