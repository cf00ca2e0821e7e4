/**
 * The labelled resume set of the parser's accuracy test: 30 people, each written as a real PDF
 * (pdf-lib) or DOCX (docx) file in one of ten layouts (classic, two columns, tables, name and
 * contacts in the page header, capitals and labels, stated experience, numeric dates, bare years,
 * and two written after the parser was tuned: narrative and compact), Indian and international. The labels are the data the files were written from, so a field the parser
 * misses or invents is counted against it.
 */
import {
  AlignmentType,
  Document,
  Header,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import { PDFDocument, type PDFFont, type PDFPage, StandardFonts } from 'pdf-lib';

/** The clock the corpus is labelled against (running jobs end here). */
export const corpusNow = new Date('2026-06-15T09:00:00Z');

export interface Job {
  company: string;
  position: string;
  start: [number, number];
  end: [number, number] | null;
}

/** What a resume says, and so what the parser should find. */
export interface Labels {
  name: string;
  email: string;
  /** Digits of the number as the parser should answer it (10 digits in India, E.164 abroad). */
  mobile: string;
  skills: string[];
  experienceYears: number;
  current_company: string;
  position: string;
  current_job_location: string;
  linkedin: string;
}

export interface CorpusResume {
  id: string;
  layout: string;
  format: 'pdf' | 'docx';
  bytes: Uint8Array;
  labels: Labels;
}

const firstNames = [
  'Ravi',
  'Ananya',
  'Mohammed',
  'Priya',
  'Karthik',
  'Sneha',
  'Arjun',
  'Meera',
  'Vikram',
  'Divya',
  'Rahul',
  'Fatima',
  'Suresh',
  'Neha',
];
const lastNames = [
  'Kumar',
  'Sharma',
  'Iyer',
  'Reddy',
  'Nair',
  'Khan',
  'Patel',
  'Menon',
  'Gupta',
  'Das',
  'Joshi',
  'Fernandes',
  'Rao',
];
const companies = [
  'Infosys Limited',
  'Tata Consultancy Services',
  'Wipro Technologies',
  'Freshworks',
  'Zoho Corporation',
  'Flipkart',
  'Swiggy',
  'Accenture',
  'HCL Technologies',
  'Razorpay',
  'Mindtree',
  'Barclays',
  'Deloitte Consulting',
  'Thoughtworks',
];
const positions = [
  'Senior Software Engineer',
  'Java Developer',
  'Data Analyst',
  'DevOps Engineer',
  'Technical Recruiter',
  'Product Manager',
  'QA Lead',
  'Frontend Developer',
  'Data Scientist',
  'Cloud Architect',
  'Business Analyst',
  'Full Stack Developer',
];
/** Skill sets as written (aliases on purpose) and what they mean. */
const skillSets: { written: string[]; canonical: string[] }[] = [
  {
    written: ['Java', 'SpringBoot', 'Hibernate', 'MySQL', 'Kafka'],
    canonical: ['Java', 'Spring Boot', 'Hibernate', 'MySQL', 'Kafka'],
  },
  {
    written: ['JS', 'ReactJS', 'Redux', 'TypeScript', 'CSS3'],
    canonical: ['JavaScript', 'React', 'Redux', 'TypeScript', 'CSS'],
  },
  {
    written: ['Python', 'Pandas', 'Power BI', 'SQL', 'Tableau'],
    canonical: ['Python', 'Pandas', 'Power BI', 'SQL', 'Tableau'],
  },
  {
    written: ['k8s', 'Docker', 'Terraform', 'AWS', 'Jenkins'],
    canonical: ['Kubernetes', 'Docker', 'Terraform', 'AWS', 'Jenkins'],
  },
  {
    written: ['Golang', 'gRPC', 'Postgres', 'Redis', 'Kubernetes'],
    canonical: ['Go', 'gRPC', 'PostgreSQL', 'Redis', 'Kubernetes'],
  },
  {
    written: ['Selenium', 'TestNG', 'Java', 'JMeter', 'Postman'],
    canonical: ['Selenium', 'TestNG', 'Java', 'JMeter', 'Postman'],
  },
  {
    written: ['Node.js', 'Express', 'MongoDB', 'GraphQL', 'Azure'],
    canonical: ['Node.js', 'Express.js', 'MongoDB', 'GraphQL', 'Azure'],
  },
  {
    written: ['Boolean Search', 'Naukri', 'LinkedIn Recruiter', 'ATS', 'Sourcing'],
    canonical: [
      'Boolean Search',
      'Naukri',
      'LinkedIn Recruiter',
      'Applicant Tracking Systems',
      'Sourcing',
    ],
  },
  {
    written: ['PyTorch', 'scikit-learn', 'NLP', 'Python', 'SQL'],
    canonical: ['PyTorch', 'scikit-learn', 'Natural Language Processing', 'Python', 'SQL'],
  },
  {
    written: ['Angular', 'RxJS', 'HTML5', 'C#', '.NET Core'],
    canonical: ['Angular', 'RxJS', 'HTML', 'C#', '.NET'],
  },
];
/** Places as written and their canonical names ('' = the resume gives none). */
const placesWritten: [string, string][] = [
  ['Bangalore, Karnataka', 'Bengaluru'],
  ['Pune, Maharashtra', 'Pune'],
  ['Hyderabad', 'Hyderabad'],
  ['Gurgaon, Haryana', 'Gurugram'],
  ['Chennai', 'Chennai'],
  ['', ''],
  ['Mumbai', 'Mumbai'],
  ['Kochi, Kerala', 'Kochi'],
  ['Noida', 'Noida'],
];
const international: { phone: string; digits: string; place: [string, string] }[] = [
  { phone: '+44 7911 123456', digits: '447911123456', place: ['London, UK', 'London'] },
  {
    phone: '+1 (650) 253-0000',
    digits: '16502530000',
    place: ['San Francisco, CA', 'San Francisco'],
  },
  { phone: '+65 9123 4567', digits: '6591234567', place: ['Singapore', 'Singapore'] },
  { phone: '+971 50 123 4567', digits: '971501234567', place: ['Dubai, UAE', 'Dubai'] },
];
const indianPhone = (i: number) => {
  const digits = `98450${String(10_000 + i * 137).slice(-5)}`;
  const a = digits.slice(0, 5);
  const b = digits.slice(5);
  const shown = [
    `+91 ${a} ${b}`,
    `+91-${a}-${b}`,
    `0${a} ${b}`,
    `(+91) ${a}-${b}`,
    digits,
    `+91${digits}`,
  ][i % 6] as string;
  return { shown, digits };
};

const monthShort = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];
const monthLong = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

type DateStyle = 'short' | 'long' | 'numeric' | 'year';
function when([y, m]: [number, number], style: DateStyle) {
  if (style === 'short') return `${monthShort[m - 1]} ${y}`;
  if (style === 'long') return `${monthLong[m - 1]} ${y}`;
  if (style === 'numeric') return `${String(m).padStart(2, '0')}/${y}`;
  return String(y);
}
function span(job: Job, style: DateStyle) {
  return `${when(job.start, style)} – ${job.end ? when(job.end, style) : 'Present'}`;
}

/** Months covered by the jobs, inclusive, overlaps once (the parser's convention). */
export function coveredYears(jobs: Job[], style: DateStyle = 'short'): number {
  const nowIndex = corpusNow.getUTCFullYear() * 12 + corpusNow.getUTCMonth();
  const months = new Set<number>();
  for (const job of jobs) {
    const start = job.start[0] * 12 + (style === 'year' ? 0 : job.start[1] - 1);
    const end = job.end ? job.end[0] * 12 + (style === 'year' ? 11 : job.end[1] - 1) : nowIndex;
    for (let m = start; m <= Math.min(end, nowIndex); m++) months.add(m);
  }
  return months.size / 12;
}

interface Person {
  index: number;
  name: string;
  email: string;
  phone: { shown: string; digits: string };
  place: [string, string];
  linkedin: string;
  skills: { written: string[]; canonical: string[] };
  jobs: Job[];
  degree: string;
}

function person(i: number): Person {
  const first = firstNames[i % firstNames.length] as string;
  const last = lastNames[(i * 5 + 3) % lastNames.length] as string;
  const name = i === 7 ? `K. ${first} ${last}` : `${first} ${last}`;
  const abroad = i % 7 === 6 ? international[(i / 7) | 0] : undefined;
  const startYear = 2012 + (i % 9);
  const currentStart: [number, number] = [startYear + 3 + (i % 3), 1 + ((i * 5) % 12)];
  const jobs: Job[] = [
    {
      company: companies[i % companies.length] as string,
      position: positions[i % positions.length] as string,
      start: currentStart,
      end: i % 5 === 4 ? [2025, 1 + (i % 12)] : null,
    },
    {
      company: companies[(i + 5) % companies.length] as string,
      position: positions[(i + 3) % positions.length] as string,
      start: [startYear, 1 + ((i * 7) % 12)],
      end: [currentStart[0], Math.max(1, currentStart[1] - 1)],
    },
  ];
  const slug = `${first}-${last}-${10 + i}`.toLowerCase();
  return {
    index: i,
    name,
    email: `${first.toLowerCase()}.${last.toLowerCase()}${i}@${['gmail.com', 'outlook.com', 'yahoo.co.in'][i % 3]}`,
    phone: abroad ? { shown: abroad.phone, digits: abroad.digits } : indianPhone(i),
    place: abroad ? abroad.place : (placesWritten[i % placesWritten.length] as [string, string]),
    linkedin: i % 4 === 3 ? '' : `https://www.linkedin.com/in/${slug}`,
    skills: skillSets[i % skillSets.length] as Person['skills'],
    jobs,
    degree: [
      'B.Tech in Computer Science',
      'MCA',
      'B.E. Electronics',
      'MBA (HR)',
      'B.Sc Statistics',
    ][i % 5] as string,
  };
}

const linkedinShown = (p: Person, i: number) =>
  p.linkedin ? (i % 2 ? p.linkedin.replace('https://www.', '') : p.linkedin) : '';

function bullets(p: Person): string[] {
  const [a, b, c] = p.skills.written;
  return [
    `Delivered features using ${a} and ${b} for customers across three regions.`,
    `Improved reliability of releases; mentored two juniors and owned ${c} upgrades.`,
  ];
}

/** Lines of text of one block, the unit both writers lay out. */
interface Block {
  heading?: string;
  lines: string[];
  /** Big type (the name). */
  title?: boolean;
}

type Layout = (p: Person) => {
  blocks: Block[];
  side?: Block[];
  header?: Block[];
  table?: string[][];
  style: DateStyle;
  statedYears?: number;
};

const layouts: Record<string, Layout> = {
  classic: (p) => ({
    style: 'short',
    blocks: [
      { title: true, lines: [p.name] },
      {
        lines: [
          [p.email, p.phone.shown, p.place[0]].filter(Boolean).join(' | '),
          linkedinShown(p, p.index),
        ].filter(Boolean),
      },
      {
        heading: 'Summary',
        lines: [`${p.jobs[0]?.position} with a record of shipping reliable software.`],
      },
      {
        heading: 'Experience',
        lines: p.jobs.flatMap((j) => [
          `${j.position} — ${j.company}`,
          span(j, 'short'),
          ...bullets(p),
        ]),
      },
      { heading: 'Education', lines: [`${p.degree}, Anna University, 2008 – 2012`] },
      { heading: 'Skills', lines: [p.skills.written.join(', ')] },
    ],
  }),
  twoColumns: (p) => ({
    style: 'long',
    side: [
      {
        heading: 'Contact',
        lines: [p.email, p.phone.shown, p.place[0], linkedinShown(p, p.index)].filter(Boolean),
      },
      { heading: 'Skills', lines: p.skills.written },
      { heading: 'Education', lines: [p.degree] },
    ],
    blocks: [
      { title: true, lines: [p.name] },
      { lines: [p.jobs[0]?.position ?? ''] },
      {
        heading: 'Work Experience',
        lines: p.jobs.flatMap((j) => [
          j.company,
          j.position,
          span(j, 'long'),
          bullets(p)[0] as string,
        ]),
      },
    ],
  }),
  table: (p) => ({
    style: 'short',
    blocks: [
      { heading: 'Personal Details', lines: [] },
      { heading: 'Employment History', lines: [] },
      { heading: 'Technical Skills', lines: [p.skills.written.join(' | ')] },
      { heading: 'Education', lines: [p.degree] },
    ],
    table: [
      ['Name', p.name],
      ['Email', p.email],
      ['Mobile', p.phone.shown],
      ...(p.place[0] ? [['Location', p.place[0]]] : []),
      ...(p.linkedin ? [['LinkedIn', p.linkedin]] : []),
      ...p.jobs.map((j) => [j.company, j.position, span(j, 'short')]),
    ],
  }),
  header: (p) => ({
    style: 'short',
    header: [
      { title: true, lines: [p.name] },
      { lines: [`${p.email} · ${p.phone.shown}${p.place[0] ? ` · ${p.place[0]}` : ''}`] },
    ],
    blocks: [
      {
        heading: 'Professional Summary',
        lines: [`Experienced ${p.jobs[0]?.position}.`, linkedinShown(p, p.index)].filter(Boolean),
      },
      {
        heading: 'Experience',
        lines: p.jobs.flatMap((j) => [
          `${j.company} | ${j.position} | ${span(j, 'short')}`,
          ...bullets(p),
        ]),
      },
      { heading: 'Skills', lines: [`Core: ${p.skills.written.join(', ')}`] },
      { heading: 'Education', lines: [p.degree] },
    ],
  }),
  capitals: (p) => ({
    style: 'short',
    blocks: [
      { title: true, lines: [p.name.toUpperCase()] },
      {
        lines: [
          `E-mail: ${p.email}`,
          `Mobile: ${p.phone.shown}`,
          ...(p.place[0] ? [`Location: ${p.place[0]}`] : []),
          ...(p.linkedin ? [`LinkedIn: ${linkedinShown(p, p.index)}`] : []),
        ],
      },
      {
        heading: 'PROFESSIONAL EXPERIENCE',
        lines: p.jobs.flatMap((j) => [
          `${j.position} at ${j.company} (${span(j, 'short')})`,
          ...bullets(p),
        ]),
      },
      { heading: 'KEY SKILLS', lines: p.skills.written.map((s) => `• ${s}`) },
      { heading: 'EDUCATION', lines: [p.degree] },
    ],
  }),
  stated: (p) => {
    const years = 4 + (p.index % 9);
    const months = p.index % 2 ? 6 : 0;
    const current = p.jobs[0] as Job;
    return {
      style: 'short',
      statedYears: years + months / 12,
      blocks: [
        { title: true, lines: [p.name] },
        {
          lines: [
            p.phone.shown,
            p.email,
            ...(p.place[0] ? [p.place[0]] : []),
            linkedinShown(p, p.index),
          ].filter(Boolean),
        },
        {
          heading: 'Profile',
          lines: [
            `Total Experience: ${years} years${months ? ` ${months} months` : ''}`,
            `Currently working as ${current.position} at ${current.company}.`,
            `Skills: ${p.skills.written.join(', ')}`,
          ],
        },
        { heading: 'Education', lines: [p.degree] },
      ],
    };
  },
  numericDates: (p) => ({
    style: 'numeric',
    blocks: [
      { title: true, lines: [p.name] },
      {
        lines: [`${p.email}  ${p.phone.shown}`, p.place[0], linkedinShown(p, p.index)].filter(
          Boolean,
        ),
      },
      {
        heading: 'Career History',
        lines: p.jobs.flatMap((j) => [
          `${j.company}`,
          `${j.position}, ${span(j, 'numeric')}`,
          ...bullets(p),
        ]),
      },
      { heading: 'Technologies', lines: [p.skills.written.join('; ')] },
      { heading: 'Academics', lines: [`${p.degree} (2010 – 2014)`] },
    ],
  }),
  yearsOnly: (p) => ({
    style: 'year',
    blocks: [
      { title: true, lines: [p.name] },
      {
        lines: [
          p.place[0],
          `Phone: ${p.phone.shown}`,
          `Email: ${p.email}`,
          linkedinShown(p, p.index),
        ].filter(Boolean),
      },
      {
        heading: 'Experience',
        lines: p.jobs.flatMap((j) => [
          `${j.position}, ${j.company}, ${span(j, 'year')}`,
          ...bullets(p),
        ]),
      },
      { heading: 'Skills', lines: [p.skills.written.join(', ')] },
    ],
  }),
  // Written after the parser was tuned on the eight above and left as they came out: their
  // misses are the honest part of the figures.
  narrative: (p) => ({
    style: 'long',
    blocks: [
      { lines: [`${p.name} • ${p.email} • ${p.phone.shown}`] },
      ...(p.place[0] ? [{ lines: [`Based in ${p.place[0]}`] }] : []),
      {
        heading: 'About Me',
        lines: [
          `I am a ${p.jobs[0]?.position} who enjoys hard problems.`,
          linkedinShown(p, p.index),
        ].filter(Boolean),
      },
      {
        heading: 'Work History',
        lines: p.jobs.map(
          (j) =>
            `Worked at ${j.company} as ${j.position} from ${when(j.start, 'long')} ${j.end ? `to ${when(j.end, 'long')}` : 'till date'}.`,
        ),
      },
      {
        heading: 'Tools & Technologies',
        lines: [`Languages and tools: ${p.skills.written.join(', ')}`],
      },
    ],
  }),
  compact: (p) => ({
    style: 'short',
    blocks: [
      { lines: [`${p.name.toUpperCase()} | ${p.jobs[0]?.position}`] },
      {
        lines: [
          `M: ${p.phone.shown}   E: ${p.email}${p.linkedin ? `   In: ${linkedinShown(p, p.index)}` : ''}`,
        ],
      },
      {
        heading: 'Experience',
        lines: p.jobs.flatMap((j) => [
          `${j.company}${p.place[0] ? `, ${p.place[0].split(',')[0]}` : ''} — ${j.position} (${when(j.start, 'short')}–${j.end ? when(j.end, 'short') : 'Present'})`,
          ...bullets(p),
        ]),
      },
      { heading: 'Skills', lines: [p.skills.written.join(' · ')] },
    ],
  }),
};

// ── writers ──

/** A line of text cut on spaces into pieces that fit `width` (a long word stands alone). */
export function wrapped(text: string, font: PDFFont, size: number, width: number): string[] {
  const out: string[] = [];
  let rest = text;
  while (rest) {
    let cut = rest.length;
    while (cut > 0 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) {
      cut = rest.lastIndexOf(' ', cut - 1);
    }
    if (cut <= 0) cut = rest.indexOf(' ') > 0 ? rest.indexOf(' ') : rest.length;
    out.push(rest.slice(0, cut));
    rest = rest.slice(cut).trimStart();
  }
  return out;
}

async function writePdf(layout: ReturnType<Layout>): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page: PDFPage = pdf.addPage([595, 842]);
  const draw = (blocks: Block[], x: number, top: number, width: number) => {
    let y = top;
    const line = (text: string, f: PDFFont, size: number) => {
      if (y < 50) {
        page = pdf.addPage([595, 842]);
        y = 800;
      }
      for (const piece of wrapped(text, f, size, width)) {
        page.drawText(piece, { x, y, size, font: f });
        y -= size + 4;
      }
    };
    for (const block of blocks) {
      if (block.heading) {
        y -= 6;
        line(block.heading, bold, 12);
      }
      for (const text of block.lines) line(text, block.title ? bold : font, block.title ? 20 : 10);
    }
    return y;
  };
  if (layout.side) {
    draw(layout.side, 40, 800, 150);
    draw(layout.blocks, 220, 800, 330);
  } else {
    const y = draw(
      [...(layout.header ?? []), ...layout.blocks.filter((b) => !b.heading || !layout.table)],
      50,
      800,
      490,
    );
    if (layout.table) {
      // Table cells drawn as a grid: one row per line, cells at fixed x.
      let rowY = y - 10;
      for (const row of layout.table) {
        for (const [c, cell] of row.entries()) {
          page.drawText(cell, { x: 50 + c * 170, y: rowY, size: 9, font });
        }
        rowY -= 14;
      }
      draw(
        layout.blocks.filter((b) => b.lines.length),
        50,
        rowY - 10,
        490,
      );
    }
  }
  return pdf.save();
}

async function writeDocx(layout: ReturnType<Layout>): Promise<Uint8Array> {
  const paragraphs = (blocks: Block[]) =>
    blocks.flatMap((block) => [
      ...(block.heading
        ? [new Paragraph({ text: block.heading, heading: HeadingLevel.HEADING_2 })]
        : []),
      ...block.lines.map(
        (text) =>
          new Paragraph({
            alignment: block.title ? AlignmentType.CENTER : AlignmentType.LEFT,
            children: [
              new TextRun({ text, bold: Boolean(block.title), size: block.title ? 36 : 21 }),
            ],
          }),
      ),
    ]);
  const table = layout.table
    ? [
        new Table({
          width: { size: 100, type: WidthType.PERCENTAGE },
          rows: layout.table.map(
            (row) =>
              new TableRow({
                children: row.map((cell) => new TableCell({ children: [new Paragraph(cell)] })),
              }),
          ),
        }),
      ]
    : [];
  const body = layout.side
    ? [...paragraphs(layout.blocks), ...paragraphs(layout.side)]
    : [...paragraphs(layout.blocks.slice(0, 2)), ...table, ...paragraphs(layout.blocks.slice(2))];
  const document = new Document({
    sections: [
      {
        properties: layout.side ? { column: { count: 2, space: 400 } } : {},
        headers: layout.header
          ? { default: new Header({ children: paragraphs(layout.header) }) }
          : {},
        children: body,
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}

/**
 * Writes the labelled corpus: `count` resumes, layouts in turn, PDF and DOCX alternating within
 * each layout so every layout is written both ways.
 */
export async function buildCorpus(count = 30): Promise<CorpusResume[]> {
  const names = Object.keys(layouts);
  const out: CorpusResume[] = [];
  for (let i = 0; i < count; i++) {
    const p = person(i);
    const layoutName = names[i % names.length] as string;
    const layout = (layouts[layoutName] as Layout)(p);
    const format = (Math.floor(i / names.length) + i) % 2 ? 'docx' : 'pdf';
    const bytes = format === 'pdf' ? await writePdf(layout) : await writeDocx(layout);
    const current = p.jobs.find((j) => !j.end) ?? (p.jobs[0] as Job);
    out.push({
      id: `${String(i + 1).padStart(2, '0')}-${layoutName}.${format}`,
      layout: layoutName,
      format,
      bytes,
      labels: {
        name: p.name,
        email: p.email,
        mobile: p.phone.digits,
        skills: p.skills.canonical,
        experienceYears: layout.statedYears ?? coveredYears(p.jobs, layout.style),
        current_company: current.company,
        position: current.position,
        current_job_location: p.place[1],
        linkedin: p.linkedin,
      },
    });
  }
  return out;
}
