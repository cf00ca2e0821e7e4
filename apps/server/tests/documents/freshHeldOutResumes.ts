/**
 * The second held-out resume set: nine people written by hand before the parser change that
 * followed the first held-out set's misses, in layouts neither the tuning corpus nor the first
 * held-out set has: title-first `·` entries, `Organisation:` / `Designation:` / `Period:` labels,
 * a LinkedIn export with several roles under one employer, a US résumé with right-aligned dates
 * and a number without `+1`, a DOCX skills matrix with a header row, pipe entries with the title
 * first, `Role @ Company (dates)`, a UK CV with year ranges before the entry, a whole CV as a
 * two-column Word table, and `Company, City — Month Year onwards`. Its figures were recorded
 * before that change; like the first set it measures the parser and is not to be tuned against.
 */

import { type HeldOut, heading, lines, title, writeSet } from './heldOutResumes';
import type { CorpusResume } from './resumeCorpus';

const people: HeldOut[] = [
  {
    id: 'f01-title-dot-entries',
    format: 'pdf',
    pieces: [
      title('Meghna Joshi'),
      ...lines(
        'Product Designer · Vashi, Navi Mumbai · +91 90290 44817 · meghna.joshi@zoho.com',
        'linkedin.com/in/meghnajoshi-design',
      ),
      heading("WHERE I'VE WORKED"),
      ...lines(
        'Lead Product Designer · Razorpay · Jan 2022 – Present',
        "Redesigned the merchant dashboard's onboarding and ran usability studies.",
        'Product Designer · Zeta · Aug 2018 – Dec 2021',
      ),
      heading('TOOLKIT'),
      ...lines('Figma · Sketch · Adobe XD · User Research · Prototyping'),
      heading('EDUCATION'),
      ...lines('B.Des, National Institute of Design · 2014 – 2018'),
    ],
    labels: {
      name: 'Meghna Joshi',
      email: 'meghna.joshi@zoho.com',
      mobile: '9029044817',
      skills: ['Figma', 'Sketch', 'Adobe XD', 'User Research', 'Prototyping'],
      experience: [
        { company: 'Razorpay', position: 'LPD', start: [2022, 1], end: null },
        { company: 'Zeta', position: 'PD', start: [2018, 8], end: [2021, 12] },
      ],
      current_company: 'Razorpay',
      position: 'Lead Product Designer',
      current_job_location: 'Navi Mumbai',
      linkedin: 'https://www.linkedin.com/in/meghnajoshi-design',
    },
  },
  {
    id: 'f02-organisation-designation-labels',
    format: 'docx',
    pieces: [
      title('RESUME'),
      ...lines(
        'Imran Qureshi',
        'Mobile: 0 98230 61144',
        'Email: imran.q@yahoo.co.in',
        'Address: H.No 3-4-12, Kukatpally, Hyderabad, Telangana 500072',
      ),
      heading('PROFESSIONAL SUMMARY'),
      ...lines('Accounts professional in accounts payable, GST compliance and month-end close.'),
      heading('WORK HISTORY'),
      ...lines(
        'Organisation: Aurobindo Pharma Limited',
        'Designation: Senior Executive – Finance',
        'Period: Mar 2021 to Present',
        'Organisation: Dr. Reddys Laboratories',
        'Designation: Executive – Accounts',
        'Period: Jun 2016 to Feb 2021',
      ),
      heading('SKILLS'),
      ...lines('Tally ERP, SAP FICO, GST, Accounts Payable, MS Excel'),
      heading('EDUCATION'),
      ...lines('M.Com, Osmania University, 2014 – 2016'),
    ],
    labels: {
      name: 'Imran Qureshi',
      email: 'imran.q@yahoo.co.in',
      mobile: '9823061144',
      skills: ['Tally ERP', 'SAP FICO', 'GST', 'Accounts Payable', 'MS Excel'],
      experience: [
        { company: 'Aurobindo', position: 'SE', start: [2021, 3], end: null },
        { company: 'DRL', position: 'E', start: [2016, 6], end: [2021, 2] },
      ],
      current_company: 'Aurobindo Pharma Limited',
      position: 'Senior Executive – Finance',
      current_job_location: 'Hyderabad',
      linkedin: '',
    },
  },
  {
    id: 'f03-linkedin-grouped-roles',
    format: 'pdf',
    pieces: [
      title('Kavya Reddy'),
      ...lines('Engineering Manager at Freshworks', 'Chennai, Tamil Nadu, India'),
      heading('Contact'),
      ...lines('kavya.reddy@outlook.com', 'www.linkedin.com/in/kavyareddy (LinkedIn)'),
      heading('Experience'),
      ...lines(
        'Freshworks',
        '6 years 2 months',
        'Engineering Manager',
        'April 2023 - Present (3 years 3 months)',
        'Chennai, Tamil Nadu, India',
        'Senior Software Engineer',
        'May 2020 - March 2023 (2 years 11 months)',
        'Zoho Corporation',
        'Software Developer',
        'July 2016 - April 2020 (3 years 10 months)',
        'Chennai Area, India',
      ),
      heading('Top Skills'),
      ...lines('Ruby on Rails', 'PostgreSQL', 'Team Leadership'),
      heading('Education'),
      ...lines(
        'Anna University',
        'Bachelor of Engineering - BE, Information Technology · (2012 - 2016)',
      ),
    ],
    labels: {
      name: 'Kavya Reddy',
      email: 'kavya.reddy@outlook.com',
      mobile: '',
      skills: ['Ruby on Rails', 'PostgreSQL', 'Team Leadership'],
      experience: [
        { company: 'Freshworks', position: 'EM', start: [2023, 4], end: null },
        { company: 'Freshworks', position: 'SSE', start: [2020, 5], end: [2023, 3] },
        { company: 'Zoho', position: 'SD', start: [2016, 7], end: [2020, 4] },
      ],
      current_company: 'Freshworks',
      position: 'Engineering Manager',
      current_job_location: 'Chennai',
      linkedin: 'https://www.linkedin.com/in/kavyareddy',
    },
  },
  {
    id: 'f04-us-right-aligned-dates',
    format: 'pdf',
    pieces: [
      title('JASON MILLER'),
      ...lines(
        'Denver, CO 80202 | (303) 841-2297 | jason.miller@gmail.com | linkedin.com/in/jasonmiller-ops',
      ),
      heading('EXPERIENCE'),
      { kind: 'split', left: 'Vail Resorts', right: 'Broomfield, CO' },
      { kind: 'split', left: 'Operations Manager', right: 'Jun 2020 – Present' },
      ...lines('• Ran lift and guest operations for three mountain resorts.'),
      { kind: 'split', left: 'Amazon', right: 'Thornton, CO' },
      { kind: 'split', left: 'Area Manager', right: 'May 2016 – May 2020' },
      heading('SKILLS'),
      ...lines('Lean Six Sigma, Supply Chain Management, SAP, Excel'),
      heading('EDUCATION'),
      ...lines('B.S. Business Administration, University of Colorado, 2012 – 2016'),
    ],
    labels: {
      name: 'Jason Miller',
      email: 'jason.miller@gmail.com',
      mobile: '13038412297',
      skills: ['Lean Six Sigma', 'Supply Chain Management', 'SAP', 'Excel'],
      experience: [
        { company: 'Vail', position: 'OM', start: [2020, 6], end: null },
        { company: 'Amazon', position: 'AM', start: [2016, 5], end: [2020, 5] },
      ],
      current_company: 'Vail Resorts',
      position: 'Operations Manager',
      current_job_location: 'Denver',
      linkedin: 'https://www.linkedin.com/in/jasonmiller-ops',
    },
  },
  {
    id: 'f05-docx-skills-matrix',
    format: 'docx',
    pieces: [
      title('Rohit Malhotra'),
      ...lines('Gurgaon, Haryana | +91-98111-40562 | rohit.malhotra@gmail.com'),
      heading('SUMMARY'),
      ...lines('Reliability engineer who keeps consumer platforms up through sale days.'),
      heading('TECHNICAL SKILLS'),
      {
        kind: 'table',
        rows: [
          ['Area', 'Skills'],
          ['Languages', 'Python, Go'],
          ['Cloud & DevOps', 'AWS, Docker, Kubernetes, Terraform'],
          ['Databases', 'PostgreSQL, Redis'],
        ],
      },
      heading('EXPERIENCE'),
      ...lines(
        'Site Reliability Engineer | Zomato | Gurugram | Feb 2021 – Present',
        'DevOps Engineer | MakeMyTrip | Gurugram | Jul 2017 – Jan 2021',
      ),
      heading('EDUCATION'),
      ...lines('B.Tech, IIT Roorkee, 2013 – 2017'),
    ],
    labels: {
      name: 'Rohit Malhotra',
      email: 'rohit.malhotra@gmail.com',
      mobile: '9811140562',
      skills: ['Python', 'Go', 'AWS', 'Docker', 'Kubernetes', 'Terraform', 'PostgreSQL', 'Redis'],
      experience: [
        { company: 'Zomato', position: 'SRE', start: [2021, 2], end: null },
        { company: 'MMT', position: 'DE', start: [2017, 7], end: [2021, 1] },
      ],
      current_company: 'Zomato',
      position: 'Site Reliability Engineer',
      current_job_location: 'Gurugram',
      linkedin: '',
    },
  },
  {
    id: 'f06-role-at-company',
    format: 'pdf',
    pieces: [
      title('Ishita Banerjee'),
      ...lines('+91 83370 19283  ·  ishita.b@gmail.com  ·  Kolkata'),
      heading('EXPERIENCE'),
      ...lines(
        'Senior Business Analyst @ Tata Consultancy Services (Oct 2019 – Present)',
        'Gathered requirements for a retail bank’s lending platform.',
        'Business Analyst @ Genpact (Jul 2015 – Sep 2019)',
      ),
      heading('SKILLS'),
      ...lines('Power BI, SQL, Tableau, Requirements Gathering, Agile'),
      heading('EDUCATION'),
      ...lines('MBA, IIM Shillong (2013 – 2015)'),
    ],
    labels: {
      name: 'Ishita Banerjee',
      email: 'ishita.b@gmail.com',
      mobile: '8337019283',
      skills: ['Power BI', 'SQL', 'Tableau', 'Requirements Gathering', 'Agile'],
      experience: [
        { company: 'TCS', position: 'SBA', start: [2019, 10], end: null },
        { company: 'Genpact', position: 'BA', start: [2015, 7], end: [2019, 9] },
      ],
      current_company: 'Tata Consultancy Services',
      position: 'Senior Business Analyst',
      current_job_location: 'Kolkata',
      linkedin: '',
    },
  },
  {
    id: 'f07-uk-years-first',
    format: 'docx',
    pieces: [
      title('Curriculum Vitae'),
      ...lines(
        'Oliver Bennett',
        '14 Kingsway, Manchester M19 2LL',
        'Mobile: 07911 123456',
        'Email: oliver.bennett@btinternet.com',
      ),
      heading('Personal Statement'),
      ...lines('A calm and organised nurse with a decade on acute medical wards.'),
      heading('Employment History'),
      {
        kind: 'split',
        left: '2020 – present',
        right: 'Senior Staff Nurse, Manchester Royal Infirmary',
      },
      {
        kind: 'split',
        left: '2015 – 2020',
        right: 'Staff Nurse, Salford Royal NHS Foundation Trust',
      },
      heading('Key Skills'),
      ...lines('Patient Care; Triage; Wound Care; Medication Administration'),
      heading('Education'),
      ...lines('BSc (Hons) Adult Nursing, University of Manchester, 2012 – 2015'),
    ],
    labels: {
      name: 'Oliver Bennett',
      email: 'oliver.bennett@btinternet.com',
      mobile: '447911123456',
      skills: ['Patient Care', 'Triage', 'Wound Care', 'Medication Administration'],
      experience: [{ company: 'MRI', position: 'SSN', start: [2015, 1], end: null }],
      current_company: 'Manchester Royal Infirmary',
      position: 'Senior Staff Nurse',
      current_job_location: 'Manchester',
      linkedin: '',
    },
  },
  {
    id: 'f08-docx-two-column-cv',
    format: 'docx',
    pieces: [
      title('Anjali Menon'),
      {
        kind: 'table',
        rows: [
          ['Contact', 'Kochi, Kerala · +91 94470 12345 · anjali.menon@gmail.com'],
          ['Profile', 'QA lead with a focus on test automation for mobile apps.'],
          [
            'Experience',
            'QA Lead, UST Global\nJune 2021 – Present\nSenior QA Engineer, IBS Software\nMarch 2017 – May 2021',
          ],
          ['Skills', 'Appium, Selenium, Java, TestNG, JIRA'],
          ['Education', 'B.Tech Computer Science, CUSAT, 2013 – 2017'],
        ],
      },
    ],
    labels: {
      name: 'Anjali Menon',
      email: 'anjali.menon@gmail.com',
      mobile: '9447012345',
      skills: ['Appium', 'Selenium', 'Java', 'TestNG', 'JIRA'],
      experience: [
        { company: 'UST', position: 'QAL', start: [2021, 6], end: null },
        { company: 'IBS', position: 'SQAE', start: [2017, 3], end: [2021, 5] },
      ],
      current_company: 'UST Global',
      position: 'QA Lead',
      current_job_location: 'Kochi',
      linkedin: '',
    },
  },
  {
    id: 'f09-company-city-onwards',
    format: 'pdf',
    pieces: [
      title('VIKRAM SINGH RATHORE'),
      ...lines('Jaipur, Rajasthan | 98290 12345 | vikram.rathore@rediffmail.com'),
      ...lines('Total Experience: 11 years'),
      heading('PROFESSIONAL EXPERIENCE'),
      ...lines(
        'Asian Paints Ltd., Jaipur — April 2019 onwards',
        'Senior Sales Manager',
        'Berger Paints India Ltd., Udaipur — June 2015 to March 2019',
        'Area Sales Manager',
      ),
      heading('CORE SKILLS'),
      ...lines('Channel Sales, Dealer Management, Negotiation, MS Excel'),
      heading('EDUCATION'),
      ...lines('MBA (Marketing), University of Rajasthan, 2013 – 2015'),
    ],
    labels: {
      name: 'Vikram Singh Rathore',
      email: 'vikram.rathore@rediffmail.com',
      mobile: '9829012345',
      skills: ['Channel Sales', 'Dealer Management', 'Negotiation', 'MS Excel'],
      experience: 11,
      current_company: 'Asian Paints Ltd',
      position: 'Senior Sales Manager',
      current_job_location: 'Jaipur',
      linkedin: '',
    },
  },
];

/** Writes the second held-out set as real PDF and DOCX files with their labels. */
export function buildFreshHeldOut(): Promise<CorpusResume[]> {
  return writeSet(people);
}
