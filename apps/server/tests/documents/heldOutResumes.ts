/**
 * The held-out resume set: twelve people written by hand (not from the corpus templates) in
 * layouts the parser was never tuned on — narrative phrasings (`I have been a Y at X since…`,
 * `associated with X as Y`), two columns interleaved line by line as a PDF reader yields them, a
 * sidebar drawn before the main column, DOCX tables (experience grid, a label/value CV), headings
 * in capitals, date-first entries, `Company:`/`Role:` labels, a LinkedIn export, UK and US
 * résumés, and Indian and international phone and place formats. They were written before the
 * parser was changed for issue 17 and are not to be tuned against: they keep the figures honest.
 */
import {
  AlignmentType,
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  Tab,
  Table,
  TableCell,
  TableRow,
  TabStopPosition,
  TabStopType,
  TextRun,
  WidthType,
} from 'docx';
import { PDFDocument, type PDFFont, type PDFPage, StandardFonts } from 'pdf-lib';
import { canonicalSkill } from '../../src/documents/skills';
import { type CorpusResume, coveredYears, type Job, type Labels, wrapped } from './resumeCorpus';

/** One piece of a document, laid out by both writers. */
export type Piece =
  | { kind: 'title'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'line'; text: string }
  /** One line: `left` at the margin, `right` flush right on the same baseline (a right tab). */
  | { kind: 'split'; left: string; right: string }
  /** Cells of one paragraph each; a `\n` in a DOCX cell starts another paragraph. */
  | { kind: 'table'; rows: string[][] }
  /** Two columns read across: each row's left and right cells share a baseline in the PDF. */
  | { kind: 'columns'; rows: [string, string][] }
  /** A sidebar on the right drawn before the main column (PDF); a two-cell table in DOCX. */
  | { kind: 'sidebar'; side: Piece[]; main: Piece[] };

export const title = (text: string): Piece => ({ kind: 'title', text });
export const heading = (text: string): Piece => ({ kind: 'heading', text });
export const lines = (...texts: string[]): Piece[] => texts.map((text) => ({ kind: 'line', text }));

/** A hand-written resume: its layout and what it says. */
export interface HeldOut {
  id: string;
  format: 'pdf' | 'docx';
  pieces: Piece[];
  labels: Omit<Labels, 'skills' | 'experienceYears'> & {
    skills: string[];
    /** The jobs behind the experience label, or the figure the resume states. */
    experience: Job[] | number;
  };
}

const people: HeldOut[] = [
  {
    id: 'h01-narrative-since',
    format: 'docx',
    pieces: [
      title('Aditi Kulkarni'),
      ...lines(
        'aditi.kulkarni@protonmail.com / +91 99001 23456',
        'Address: Flat 12, Sunshine Residency, Baner, Pune 411045',
      ),
      heading('Profile'),
      ...lines(
        'I have been a Senior Data Engineer at Mu Sigma since March 2021, where I build batch and streaming pipelines on Spark and Airflow.',
        'Before that I worked for Fractal Analytics as a Data Engineer between July 2017 and February 2021.',
      ),
      heading('Skills'),
      ...lines('Python, Apache Spark, Airflow, Snowflake, SQL'),
      heading('Education'),
      ...lines('B.E. Computer Engineering, Pune University, 2013 – 2017'),
    ],
    labels: {
      name: 'Aditi Kulkarni',
      email: 'aditi.kulkarni@protonmail.com',
      mobile: '9900123456',
      skills: ['Python', 'Apache Spark', 'Airflow', 'Snowflake', 'SQL'],
      experience: [
        { company: 'Mu Sigma', position: 'Senior Data Engineer', start: [2021, 3], end: null },
        {
          company: 'Fractal Analytics',
          position: 'Data Engineer',
          start: [2017, 7],
          end: [2021, 2],
        },
      ],
      current_company: 'Mu Sigma',
      position: 'Senior Data Engineer',
      current_job_location: 'Pune',
      linkedin: '',
    },
  },
  {
    id: 'h02-columns-interleaved',
    format: 'pdf',
    pieces: [
      title('DANIEL OKAFOR'),
      ...lines('Staff Software Engineer'),
      {
        kind: 'columns',
        rows: [
          ['CONTACT', 'EXPERIENCE'],
          ['+1 312 449 7823', 'Staff Software Engineer'],
          ['daniel.okafor@fastmail.com', 'Braintree, Chicago, IL'],
          ['Chicago, IL 60607', 'Sep 2020 – Present'],
          ['linkedin.com/in/dokafor', 'Led the payments routing service in Go and Kafka.'],
          ['SKILLS', 'Software Engineer'],
          ['Go', 'Groupon, Chicago, IL'],
          ['Kafka', 'Jun 2015 – Aug 2020'],
          ['PostgreSQL', 'Built deal ranking services in Java and Redis.'],
          ['Java', 'EDUCATION'],
          ['Redis', 'B.S. Computer Science, University of Illinois, 2011 – 2015'],
        ],
      },
    ],
    labels: {
      name: 'Daniel Okafor',
      email: 'daniel.okafor@fastmail.com',
      mobile: '13124497823',
      skills: ['Go', 'Kafka', 'PostgreSQL', 'Java', 'Redis'],
      experience: [
        { company: 'Braintree', position: 'Staff Software Engineer', start: [2020, 9], end: null },
        { company: 'Groupon', position: 'Software Engineer', start: [2015, 6], end: [2020, 8] },
      ],
      current_company: 'Braintree',
      position: 'Staff Software Engineer',
      current_job_location: 'Chicago',
      linkedin: 'https://www.linkedin.com/in/dokafor',
    },
  },
  {
    id: 'h03-docx-experience-table',
    format: 'docx',
    pieces: [
      title('SANDEEP HEGDE'),
      ...lines(
        'Mobile No.: 97312 45680',
        'E-mail ID: sandeep.hegde@rediffmail.com',
        'Current Location: Mysuru, Karnataka',
      ),
      heading('CAREER OBJECTIVE'),
      ...lines(
        'To work in a challenging environment that uses my skills in Java and microservices.',
      ),
      heading('PROFESSIONAL EXPERIENCE'),
      {
        kind: 'table',
        rows: [
          ['Organisation', 'Designation', 'Duration'],
          ['Larsen & Toubro Infotech Ltd', 'Module Lead', 'Aug 2019 – Till Date'],
          ['Mphasis Limited', 'Senior Software Engineer', 'Jun 2015 – Jul 2019'],
          ['iGate Global Solutions', 'Software Engineer', 'Jul 2012 – May 2015'],
        ],
      },
      heading('TECHNICAL SKILLS'),
      {
        kind: 'table',
        rows: [
          ['Languages', 'Java, SQL'],
          ['Frameworks', 'Spring Boot, Hibernate'],
          ['Tools', 'Jenkins, Git'],
        ],
      },
      heading('EDUCATIONAL QUALIFICATION'),
      { kind: 'table', rows: [['B.E. (Computer Science)', 'VTU', '2012']] },
    ],
    labels: {
      name: 'Sandeep Hegde',
      email: 'sandeep.hegde@rediffmail.com',
      mobile: '9731245680',
      skills: ['Java', 'SQL', 'Spring Boot', 'Hibernate', 'Jenkins', 'Git', 'Microservices'],
      experience: [
        { company: 'L&T', position: 'Module Lead', start: [2019, 8], end: null },
        { company: 'Mphasis', position: 'SSE', start: [2015, 6], end: [2019, 7] },
        { company: 'iGate', position: 'SE', start: [2012, 7], end: [2015, 5] },
      ],
      current_company: 'Larsen & Toubro Infotech Ltd',
      position: 'Module Lead',
      current_job_location: 'Mysuru',
      linkedin: '',
    },
  },
  {
    id: 'h04-caps-date-first',
    format: 'pdf',
    pieces: [
      title('LAKSHMI NARAYANAN'),
      ...lines('Chennai, Tamil Nadu, India  |  +91 94440 55123  |  lakshmi.n@outlook.com'),
      heading('SUMMARY'),
      ...lines('Support engineer with a background in cloud operations across AWS and Linux.'),
      heading('WORK EXPERIENCE'),
      ...lines(
        'Dec 2020 – Present | Amazon Development Centre India',
        'Cloud Support Engineer II',
        '• Resolved escalations for EC2 and VPC customers.',
        'Mar 2017 – Nov 2020 | HCL Technologies',
        'Linux Administrator',
        '• Maintained 400 RHEL servers.',
      ),
      heading('TECHNICAL SKILLS'),
      ...lines('AWS • Linux • Bash • Terraform • Ansible'),
      heading('EDUCATION'),
      ...lines('B.Tech Information Technology, SRM University, 2012 – 2016'),
    ],
    labels: {
      name: 'Lakshmi Narayanan',
      email: 'lakshmi.n@outlook.com',
      mobile: '9444055123',
      skills: ['AWS', 'Linux', 'Bash', 'Terraform', 'Ansible'],
      experience: [
        { company: 'Amazon', position: 'CSE II', start: [2020, 12], end: null },
        { company: 'HCL', position: 'Linux Admin', start: [2017, 3], end: [2020, 11] },
      ],
      current_company: 'Amazon Development Centre India',
      position: 'Cloud Support Engineer II',
      current_job_location: 'Chennai',
      linkedin: '',
    },
  },
  {
    id: 'h05-uk-cv',
    format: 'docx',
    pieces: [
      title('Oliver Bennett'),
      ...lines(
        'London, United Kingdom · +44 (0)7824 551902 · oliver.bennett@gmail.com · linkedin.com/in/oliverbennett',
      ),
      heading('Personal statement'),
      ...lines('Product designer who turns research into shipped interfaces.'),
      heading('Employment'),
      ...lines(
        'Senior Product Designer, Monzo Bank — London (2022–present)',
        'Design lead for savings features; Figma and user research.',
        'Product Designer, Deliveroo — London (2018–2022)',
      ),
      heading('Skills'),
      ...lines('Figma, User Research, Prototyping, Sketch'),
      heading('Education'),
      ...lines('BA (Hons) Graphic Design, Kingston University, 2014–2017'),
    ],
    labels: {
      name: 'Oliver Bennett',
      email: 'oliver.bennett@gmail.com',
      mobile: '447824551902',
      skills: ['Figma', 'User Research', 'Prototyping', 'Sketch'],
      experience: [
        { company: 'Monzo', position: 'SPD', start: [2022, 1], end: null },
        { company: 'Deliveroo', position: 'PD', start: [2018, 1], end: [2022, 12] },
      ],
      current_company: 'Monzo Bank',
      position: 'Senior Product Designer',
      current_job_location: 'London',
      linkedin: 'https://www.linkedin.com/in/oliverbennett',
    },
  },
  {
    id: 'h06-compact-pipes',
    format: 'pdf',
    pieces: [
      title('Harpreet Singh | Chandigarh, India | +91 98140 22331 | harpreet.singh@gmail.com'),
      ...lines('Relationship Manager – Retail Banking'),
      heading('EXPERIENCE'),
      ...lines(
        'HDFC Bank Ltd. · Relationship Manager · Apr 2018 – Present',
        'Managed a book of 300 HNI clients; cross-sold insurance and mutual funds.',
        'ICICI Prudential Life Insurance · Sales Officer · Jul 2015 – Mar 2018',
      ),
      heading('SKILLS'),
      ...lines('Relationship Management, Cross-selling, MS Excel, CRM'),
      heading('EDUCATION'),
      ...lines('MBA (Finance), Panjab University, 2013 – 2015'),
    ],
    labels: {
      name: 'Harpreet Singh',
      email: 'harpreet.singh@gmail.com',
      mobile: '9814022331',
      skills: ['Relationship Management', 'Cross-selling', 'MS Excel', 'CRM'],
      experience: [
        { company: 'HDFC', position: 'RM', start: [2018, 4], end: null },
        { company: 'ICICI', position: 'SO', start: [2015, 7], end: [2018, 3] },
      ],
      current_company: 'HDFC Bank Ltd',
      position: 'Relationship Manager',
      current_job_location: 'Chandigarh',
      linkedin: '',
    },
  },
  {
    id: 'h07-narrative-associated',
    format: 'pdf',
    pieces: [
      title('Sourav Banerjee'),
      ...lines('Contact No: +91 8017 345 678', 'Email: sourav.banerjee91@gmail.com'),
      heading('CAREER SUMMARY'),
      ...lines(
        'Currently I am associated with Capgemini as a Test Analyst since January 2022.',
        'Previously worked with Cognizant Technology Solutions as a Programmer Analyst from June 2018 to December 2021.',
      ),
      heading('SKILL SET'),
      ...lines('Manual Testing, Selenium WebDriver, JIRA, SQL, API Testing'),
      heading('EDUCATION'),
      ...lines('B.Tech (ECE), WBUT, 2014 – 2018'),
      heading('DECLARATION'),
      ...lines(
        'I hereby declare that the above information is true to the best of my knowledge.',
        'Place: Kolkata          Date:',
      ),
    ],
    labels: {
      name: 'Sourav Banerjee',
      email: 'sourav.banerjee91@gmail.com',
      mobile: '8017345678',
      skills: ['Manual Testing', 'Selenium', 'JIRA', 'SQL', 'API Testing'],
      experience: [
        { company: 'Capgemini', position: 'TA', start: [2022, 1], end: null },
        { company: 'Cognizant', position: 'PA', start: [2018, 6], end: [2021, 12] },
      ],
      current_company: 'Capgemini',
      position: 'Test Analyst',
      current_job_location: 'Kolkata',
      linkedin: '',
    },
  },
  {
    id: 'h08-us-resume',
    format: 'docx',
    pieces: [
      title('MARIA GONZALEZ, CPA'),
      ...lines('Austin, TX 78701 • (512) 382-4410 • maria.gonzalez@yahoo.com'),
      heading('PROFESSIONAL EXPERIENCE'),
      ...lines(
        'Senior Accountant',
        'Dell Technologies, Round Rock, TX',
        'March 2019 – Present',
        '• Closed the books monthly for three business units.',
        'Staff Accountant',
        'KPMG US, Dallas, TX',
        'August 2015 – February 2019',
      ),
      heading('SKILLS'),
      ...lines('SAP, Excel, GAAP, Financial Reporting'),
      heading('EDUCATION'),
      ...lines('B.B.A. Accounting, University of Texas at Austin, 2011 – 2015'),
    ],
    labels: {
      name: 'Maria Gonzalez',
      email: 'maria.gonzalez@yahoo.com',
      mobile: '15123824410',
      skills: ['SAP', 'Excel', 'GAAP', 'Financial Reporting'],
      experience: [
        { company: 'Dell', position: 'SA', start: [2019, 3], end: null },
        { company: 'KPMG', position: 'SA', start: [2015, 8], end: [2019, 2] },
      ],
      current_company: 'Dell Technologies',
      position: 'Senior Accountant',
      current_job_location: 'Austin',
      linkedin: '',
    },
  },
  {
    id: 'h09-sidebar-right',
    format: 'pdf',
    pieces: [
      {
        kind: 'sidebar',
        side: [
          heading('CONTACT'),
          ...lines('+971 55 234 5678', 'fatima.sheikh@hotmail.com', 'Dubai, United Arab Emirates'),
          heading('EXPERTISE'),
          ...lines('Talent Acquisition', 'Employee Relations', 'HRIS', 'Workday', 'Payroll'),
        ],
        main: [
          title('Fatima Sheikh'),
          ...lines('HR Business Partner'),
          heading('PROFILE'),
          ...lines('HR professional supporting 1,200 employees across aviation operations.'),
          heading('EXPERIENCE'),
          ...lines(
            'HR Business Partner — Emirates Group',
            'Dubai | January 2020 – Present',
            '• Partnered with operations leaders on workforce planning.',
            'HR Generalist — Aster DM Healthcare',
            'Dubai | May 2016 – December 2019',
          ),
          heading('EDUCATION'),
          ...lines('MBA Human Resources, Symbiosis, 2014 – 2016'),
        ],
      },
    ],
    labels: {
      name: 'Fatima Sheikh',
      email: 'fatima.sheikh@hotmail.com',
      mobile: '971552345678',
      skills: ['Talent Acquisition', 'Employee Relations', 'HRIS', 'Workday', 'Payroll'],
      experience: [
        { company: 'Emirates', position: 'HRBP', start: [2020, 1], end: null },
        { company: 'Aster', position: 'HRG', start: [2016, 5], end: [2019, 12] },
      ],
      current_company: 'Emirates Group',
      position: 'HR Business Partner',
      current_job_location: 'Dubai',
      linkedin: '',
    },
  },
  {
    id: 'h10-docx-label-table',
    format: 'docx',
    pieces: [
      title('CURRICULUM VITAE'),
      {
        kind: 'table',
        rows: [
          ['Name', 'Venkatesh Iyer'],
          ['Contact Number', '+91-90040 77812'],
          ['Email', 'venkatesh.iyer@gmail.com'],
          ['Current Employer', 'Tech Mahindra Ltd'],
          ['Current Designation', 'Network Engineer'],
          ['Total Experience', '6.5 Years'],
          ['Current Location', 'Navi Mumbai'],
          ['Preferred Location', 'Bengaluru, Hyderabad'],
          ['Notice Period', '60 days'],
        ],
      },
      heading('KEY SKILLS'),
      ...lines('CCNA, Routing and Switching, BGP, Cisco ASA, Juniper'),
      heading('WORK EXPERIENCE'),
      {
        kind: 'table',
        rows: [
          ['Tech Mahindra Ltd', 'Network Engineer', 'Nov 2021 – Present'],
          ['Wipro Limited', 'Network Support Engineer', 'Jan 2020 – Oct 2021'],
        ],
      },
    ],
    labels: {
      name: 'Venkatesh Iyer',
      email: 'venkatesh.iyer@gmail.com',
      mobile: '9004077812',
      skills: ['CCNA', 'Routing and Switching', 'BGP', 'Cisco ASA', 'Juniper'],
      experience: 6.5,
      current_company: 'Tech Mahindra Ltd',
      position: 'Network Engineer',
      current_job_location: 'Navi Mumbai',
      linkedin: '',
    },
  },
  {
    id: 'h11-labelled-entries',
    format: 'pdf',
    pieces: [
      title('POOJA VERMA'),
      ...lines('Lucknow, U.P. • 7355 218 904 • pooja.verma@gmail.com'),
      heading('OBJECTIVE'),
      ...lines('Seeking a sales leadership role in telecom.'),
      heading('EMPLOYMENT DETAILS'),
      ...lines(
        'Company: Bharti Airtel Ltd',
        'Role: Assistant Manager - Sales',
        'Duration: 01.2021 – till now',
        'Company: Vodafone Idea Limited',
        'Role: Territory Sales Executive',
        'Duration: 06.2017 – 12.2020',
      ),
      heading('SKILLS'),
      ...lines('B2B Sales, Channel Management, MS Excel, Negotiation'),
      heading('ACADEMIC DETAILS'),
      ...lines('MBA (Marketing), Lucknow University, 2015 – 2017'),
    ],
    labels: {
      name: 'Pooja Verma',
      email: 'pooja.verma@gmail.com',
      mobile: '7355218904',
      skills: ['B2B Sales', 'Channel Management', 'MS Excel', 'Negotiation'],
      experience: [
        { company: 'Airtel', position: 'AM', start: [2021, 1], end: null },
        { company: 'Vodafone', position: 'TSE', start: [2017, 6], end: [2020, 12] },
      ],
      current_company: 'Bharti Airtel Ltd',
      position: 'Assistant Manager - Sales',
      current_job_location: 'Lucknow',
      linkedin: '',
    },
  },
  {
    id: 'h12-linkedin-export',
    format: 'docx',
    pieces: [
      title('Nikhil Rao'),
      ...lines(
        'Software Engineer III at Google',
        'Bengaluru, Karnataka, India',
        'www.linkedin.com/in/nikhil-rao-dev (LinkedIn)',
        'nikhil.rao@gmail.com',
      ),
      heading('Summary'),
      ...lines('I build large-scale backend systems with Java and Spanner.'),
      heading('Experience'),
      ...lines(
        'Google',
        'Software Engineer III',
        'August 2021 - Present (4 years 11 months)',
        'Bengaluru, Karnataka, India',
        'Walmart Global Tech India',
        'Software Engineer',
        'July 2018 - July 2021 (3 years 1 month)',
        'Bengaluru, Karnataka, India',
      ),
      heading('Top Skills'),
      ...lines('Java', 'Distributed Systems', 'Kubernetes'),
      heading('Education'),
      ...lines(
        'National Institute of Technology Karnataka',
        'Bachelor of Technology - BTech, Computer Science · (2014 - 2018)',
      ),
    ],
    labels: {
      name: 'Nikhil Rao',
      email: 'nikhil.rao@gmail.com',
      mobile: '',
      skills: ['Java', 'Spanner', 'Distributed Systems', 'Kubernetes'],
      experience: [
        { company: 'Google', position: 'SWE III', start: [2021, 8], end: null },
        { company: 'Walmart', position: 'SWE', start: [2018, 7], end: [2021, 7] },
      ],
      current_company: 'Google',
      position: 'Software Engineer III',
      current_job_location: 'Bengaluru',
      linkedin: 'https://www.linkedin.com/in/nikhil-rao-dev',
    },
  },
];

// ── writers ──

async function writePdf(pieces: Piece[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page: PDFPage = pdf.addPage([595, 842]);
  /** Writes `text` wrapped at `width` from (x, y); returns the next line's y. */
  const write = (text: string, x: number, y: number, width: number, f: PDFFont, size: number) => {
    let at = y;
    for (const piece of wrapped(text, f, size, width)) {
      page.drawText(piece, { x, y: at, size, font: f });
      at -= size + 4;
    }
    return at;
  };
  const draw = (list: Piece[], x: number, top: number, width: number): number => {
    let y = top;
    for (const piece of list) {
      if (piece.kind === 'title') y = write(piece.text, x, y, width, bold, 18);
      else if (piece.kind === 'heading') y = write(piece.text, x, y - 6, width, bold, 12);
      else if (piece.kind === 'line') y = write(piece.text, x, y, width, font, 10);
      else if (piece.kind === 'split') {
        page.drawText(piece.left, { x, y, size: 10, font });
        const right = font.widthOfTextAtSize(piece.right, 10);
        page.drawText(piece.right, { x: x + width - right, y, size: 10, font });
        y -= 14;
      } else if (piece.kind === 'table') {
        const cell = width / Math.max(...piece.rows.map((r) => r.length));
        for (const row of piece.rows) {
          for (const [c, text] of row.entries()) {
            page.drawText(text, { x: x + c * cell, y, size: 9, font });
          }
          y -= 14;
        }
      } else if (piece.kind === 'columns') {
        for (const [left, right] of piece.rows) {
          const isHeading = (t: string) => t === t.toUpperCase() && /[A-Z]{4}/.test(t);
          const a = write(left, x, y, 180, isHeading(left) ? bold : font, 10);
          const b = write(right, x + 200, y, width - 200, isHeading(right) ? bold : font, 10);
          y = Math.min(a, b);
        }
      } else {
        draw(piece.side, x + width - 150, y, 150);
        y = draw(piece.main, x, y, width - 170);
      }
    }
    return y;
  };
  draw(pieces, 50, 790, 495);
  return pdf.save();
}

async function writeDocx(pieces: Piece[]): Promise<Uint8Array> {
  const paragraphs = (list: Piece[]): (Paragraph | Table)[] =>
    list.flatMap((piece): (Paragraph | Table)[] => {
      if (piece.kind === 'title') {
        return [
          new Paragraph({
            alignment: AlignmentType.CENTER,
            children: [new TextRun({ text: piece.text, bold: true, size: 34 })],
          }),
        ];
      }
      if (piece.kind === 'heading') {
        return [new Paragraph({ text: piece.text, heading: HeadingLevel.HEADING_2 })];
      }
      if (piece.kind === 'line') return [new Paragraph(piece.text)];
      if (piece.kind === 'split') {
        return [
          new Paragraph({
            tabStops: [{ type: TabStopType.RIGHT, position: TabStopPosition.MAX }],
            children: [
              new TextRun(piece.left),
              new TextRun({ children: [new Tab(), piece.right] }),
            ],
          }),
        ];
      }
      const rows =
        piece.kind === 'sidebar'
          ? [[paragraphs(piece.main), paragraphs(piece.side)]]
          : piece.rows.map((row) =>
              row.map((text) => text.split('\n').map((part) => new Paragraph(part))),
            );
      return [
        new Table({
          width: { size: 100, type: WidthType.PERCENTAGE },
          rows: rows.map(
            (row) =>
              new TableRow({
                children: row.map((children) => new TableCell({ children })),
              }),
          ),
        }),
      ];
    });
  const document = new Document({ sections: [{ children: paragraphs(pieces) }] });
  return new Uint8Array(await Packer.toBuffer(document));
}

/** Writes the held-out set as real PDF and DOCX files with their labels. */
export function buildHeldOut(): Promise<CorpusResume[]> {
  return writeSet(people);
}

/** Writes hand-written resumes as real PDF and DOCX files with their labels. */
export async function writeSet(set: readonly HeldOut[]): Promise<CorpusResume[]> {
  const out: CorpusResume[] = [];
  for (const person of set) {
    const bytes =
      person.format === 'pdf' ? await writePdf(person.pieces) : await writeDocx(person.pieces);
    const { experience, skills, ...rest } = person.labels;
    out.push({
      id: `${person.id}.${person.format}`,
      layout: person.id.slice(4),
      format: person.format,
      bytes,
      labels: {
        ...rest,
        skills: skills.map(canonicalSkill),
        experienceYears: typeof experience === 'number' ? experience : coveredYears(experience),
      },
    });
  }
  return out;
}
