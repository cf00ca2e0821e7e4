/**
 * Real documents for the AI assistant's tests: a PDF (pdf-lib, any number of pages) and a DOCX
 * (docx) written from lines of text, so the server reads them through its real extractor.
 */
import { Document, Packer, Paragraph } from 'docx';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/** A PDF with `lines` spread over `pages` pages (Helvetica 11 pt, A4). */
export async function pdfOf(lines: readonly string[], pages = 1): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const perPage = Math.ceil(lines.length / pages);
  for (let p = 0; p < pages; p++) {
    const page = pdf.addPage([595, 842]);
    let y = 800;
    for (const line of lines.slice(p * perPage, (p + 1) * perPage)) {
      page.drawText(line, { x: 50, y, size: 11, font });
      y -= 16;
    }
  }
  return pdf.save();
}

/** A DOCX with one paragraph per line. */
export async function docxOf(lines: readonly string[]): Promise<Uint8Array> {
  const document = new Document({
    sections: [{ children: lines.map((text) => new Paragraph({ text })) }],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}

export const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

export const jdLines = [
  'Senior Java Developer',
  'About the role',
  'We are looking for a rockstar Senior Java Developer to join our fast-paced payments team.',
  'Responsibilities',
  '• Design and build microservices in Java and Spring Boot.',
  '• Own Kafka event pipelines and PostgreSQL data models.',
  'Requirements',
  '• 4-7 years of experience building backend services.',
  '• Java, Spring Boot, Kafka, PostgreSQL, Docker, Kubernetes.',
  '• Nice to have: AWS, Terraform.',
  'Location: Bengaluru (Hybrid)',
];

export const resumeLines = [
  'Asha Rao',
  'Senior Software Engineer | asha.rao@example.com | +91 98450 12345',
  'Location: Bengaluru',
  'Summary',
  'Backend engineer with 6 years of experience building payment systems in Java and Spring Boot.',
  'Skills',
  'Java, Spring Boot, Kafka, PostgreSQL, Docker, AWS',
  'Experience',
  'Senior Software Engineer — Flipkart, Bengaluru',
  'Jan 2022 – Present',
  '• Built Kafka consumers processing 2 million events a day.',
  'Software Engineer — Infosys, Bengaluru',
  'Jun 2020 – Dec 2021',
  '• Spring Boot microservices on PostgreSQL.',
  'Education',
  'B.Tech Computer Science, VTU, 2020',
];
