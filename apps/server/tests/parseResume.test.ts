import { describe, expect, it } from 'vitest';
import { parseResumeText } from '../src/documents/parseResume';

const now = new Date('2026-06-15T09:00:00Z');
const parse = (...lines: string[]) => parseResumeText(lines.join('\n'), { now });

describe('parseResumeText: jobs told in sentences', () => {
  it('reads `Worked at X as Y from … to …`, the running job first', () => {
    const got = parse(
      'Anil Mathew',
      'Experience',
      'Worked at Acme Robotics Pvt Ltd as Embedded Engineer from March 2016 to May 2019.',
      'Worked at Northwind Traders as Firmware Lead from June 2019 till date.',
    );
    expect(got.current_company).toBe('Northwind Traders');
    expect(got.position).toBe('Firmware Lead');
    expect(got.experience).toBe('10 years 4 months');
  });

  it('reads `I have been a Y at X since …` and `between … and …` ranges', () => {
    const got = parse(
      'Rosa Diaz',
      'Summary',
      'I have been a Platform Engineer at Contoso Cloud since April 2022, running Kubernetes.',
      'Earlier I was a Systems Administrator with Fabrikam between January 2018 and March 2022.',
    );
    expect(got.current_company).toBe('Contoso Cloud');
    expect(got.position).toBe('Platform Engineer');
    expect(got.experience_years).toBeCloseTo(8.5, 1);
  });

  it('reads the sentence inside a paragraph-long line, and its own tense only', () => {
    const got = parse(
      'Profile',
      `${'I like clean code and calm releases. '.repeat(40)}I worked at Initech as a Tester from 2012 to 2015. Since 2016 I have been a Release Manager at Hooli Inc.`,
    );
    expect(got.current_company).toBe('Hooli Inc');
    expect(got.position).toBe('Release Manager');
  });

  it('takes the latest job when no sentence says which one runs', () => {
    const got = parse(
      'Experience',
      'Joined Initech as a Junior Analyst in 2012, worked there from 2012 to 2015.',
      'Worked with Globex Corporation as Senior Analyst from 2015 to 2020.',
    );
    expect(got.current_company).toBe('Globex Corporation');
    expect(got.position).toBe('Senior Analyst');
  });

  it('never takes a number, a skill or a place for the employer', () => {
    const got = parse(
      'Summary',
      'Worked for 3 years as a Java developer.',
      'Currently working as a Developer in Java and Spring Boot.',
      'Worked in Pune as Support Engineer.',
    );
    expect(got.current_company).toBe('');
    expect(got.position).toBe('');
  });

  it('does not count a job title as a skill', () => {
    const got = parse(
      'About me',
      'I am a QA Lead who enjoys test automation with Selenium.',
      'Experience',
      'Worked at Umbrella Labs as QA Lead from Jan 2020 till date.',
    );
    expect(got.skill_list).toEqual(['Automation Testing', 'Selenium']);
  });
});

describe('parseResumeText: location', () => {
  it('reads a place from a long compact contact line, piece by piece', () => {
    const got = parse(
      'Ravi Kumar',
      'Bengaluru, India | +91 98450 12345 | ravi.kumar@gmail.com | linkedin.com/in/ravi-kumar-12',
    );
    expect(got.current_job_location).toBe('Bengaluru');
  });

  it('reads a city the place list lacks from `City, Region` on a contact line', () => {
    expect(parse('Asha Rao', 'asha@example.com • Hosur, Tamil Nadu').current_job_location).toBe(
      'Hosur',
    );
    expect(parse('Tom Reed', 'Boise, ID 83702 • tom@example.com').current_job_location).toBe(
      'Boise',
    );
    // Not a city: a title or a sentence with a comma.
    expect(
      parse('Tom Reed', 'Senior Engineer, Payments • tom@example.com').current_job_location,
    ).toBe('');
  });

  it('else takes the current job’s place, not a place inside the employer’s name', () => {
    expect(
      parse('Experience', 'Infosys Limited, Bangalore — QA Lead (Jan 2020–Present)')
        .current_job_location,
    ).toBe('Bengaluru');
    expect(
      parse('Experience', 'Bank of Baroda — Credit Officer (Jan 2020–Present)')
        .current_job_location,
    ).toBe('');
  });

  it('prefers the contact line over the job’s place, and skips preferences', () => {
    const got = parse(
      'Meera Nair',
      'Preferred location: Chennai',
      'Kochi, Kerala | meera@example.com',
      'Experience',
      'Infosys Limited, Bangalore — QA Lead (Jan 2020–Present)',
    );
    expect(got.current_job_location).toBe('Kochi');
  });
});

describe('parseResumeText: entry layouts', () => {
  it('splits an entry at `·` whichever side the title is on', () => {
    for (const entry of [
      'Northwind Traders Ltd. · Account Manager · Mar 2019 – Present',
      'Account Manager · Northwind Traders Ltd. · Mar 2019 – Present',
    ]) {
      const got = parse('Asha Rao', 'Experience', entry);
      expect(got.current_company).toBe('Northwind Traders Ltd');
      expect(got.position).toBe('Account Manager');
    }
  });

  it('reads `Employer:` / `Title:` / `Period:` entries whole, and `till now` as running', () => {
    const got = parse(
      'Work History',
      'Employer: Contoso Retail Pvt Ltd',
      'Title: Store Manager - Operations',
      'Period: 02.2022 – till now',
      'Employer: Fabrikam Stores',
      'Title: Floor Supervisor',
      'Period: 03.2019 – 01.2022',
    );
    expect(got.current_company).toBe('Contoso Retail Pvt Ltd');
    expect(got.position).toBe('Store Manager - Operations');
    expect(got.experience_years).toBeCloseTo(7 + 4 / 12, 1);
  });

  it('never takes a duration or a place alone for the employer (LinkedIn exports)', () => {
    const got = parse(
      'Experience',
      'Tailspin Toys',
      '7 years 1 month',
      'Principal Designer',
      'June 2022 - Present (4 years 1 month)',
      'Pune, Maharashtra, India',
      'Senior Designer',
      'May 2019 - May 2022 (3 years 1 month)',
    );
    expect(got.current_company).toBe('Tailspin Toys');
    expect(got.position).toBe('Principal Designer');
  });

  it('keeps an employer that is also a region code (`HP`)', () => {
    const got = parse('Experience', 'HP | Firmware Engineer | Jan 2021 – Present');
    expect(got.current_company).toBe('HP');
    expect(got.position).toBe('Firmware Engineer');
  });
});

describe('parseResumeText: longest place, home country of a phone number, skills tables', () => {
  it('reads the longest place a line names (`Navi Mumbai`, not the `Mumbai` in it)', () => {
    expect(parse('Asha Rao', 'Navi Mumbai | asha@example.com').current_job_location).toBe(
      'Navi Mumbai',
    );
    expect(parse('Asha Rao', 'Mumbai | asha@example.com').current_job_location).toBe('Mumbai');
  });

  it('reads a number without a country code in the country of the contact line’s region', () => {
    expect(parse('Tom Reed', 'Boise, ID 83702 • (208) 384-1177').mobile).toBe('+1 208 384 1177');
    expect(parse('Tom Reed', 'Toronto, ON • 416 979 2211').mobile).toBe('+1 416 979 2211');
    // Elsewhere an unprefixed number is Indian, as before (`IN` is India here, not Indiana).
    expect(parse('Asha Rao', 'Hosur, Tamil Nadu • 98450 12345').mobile).toBe('9845012345');
    expect(parse('Asha Rao', 'Hosur, IN • 98450 12345').mobile).toBe('9845012345');
  });

  it('reads every row of a skills table, `Languages` included, as skills', () => {
    const got = parse(
      'Technical Skills',
      'Languages',
      'Kotlin, Python',
      'Databases',
      'MongoDB',
      'Languages Known',
      'English, Hindi',
    );
    expect(got.skill_list).toEqual(expect.arrayContaining(['Kotlin', 'Python', 'MongoDB']));
  });
});
