import { type MeetingRoom, MeetingRoomSchema } from '@app/api';
import { getLevelLabel } from '@app/domain';
import type { Random } from './prng';
import { type DemoRating, REVIEW_CLOSINGS, REVIEW_MIDDLES, REVIEW_OPENINGS } from './data/people';
import { languageName } from './data/reference';
import type { TopicTemplate } from './data/topics';
import { COVERS_PATH, generatedCoverUrl } from '../assets/cover-paths';

/** `Lucía Fernández` -> `lucia-fernandez`: the name used in asset URLs. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export { COVERS_PATH };

export const AVATARS_PATH = '/api/assets/avatars/';
export const POSTERS_PATH = '/api/assets/posters/';
export const avatarUrl = (slug: string): string => `${AVATARS_PATH}${slug}.svg`;
export const posterUrl = (slug: string): string => `${POSTERS_PATH}${slug}.svg`;
export const coverUrl = generatedCoverUrl;

/** The class material: a short preparation sheet in Markdown, written from the topic. */
export function buildMaterialSheet({
  template,
  language,
  level,
  teacherName,
}: {
  template: TopicTemplate;
  language: string;
  level: number;
  teacherName: string;
}): string {
  const lines = [
    `# ${template.title}`,
    '',
    `${languageName(language)} · ${getLevelLabel(level) ?? 'All levels'} · 60 minutes · with ${teacherName}`,
    '',
    '## What you will be able to do',
    ...template.outcomes.map((o) => `- ${o}`),
    '',
    '## Before the class',
    ...template.warmUp.map((w) => `- ${w}`),
    '',
    `## Prepare these in ${languageName(language)}`,
    'Write down how you would say each of these. Do not worry about mistakes: we will work on them together.',
    '',
    ...template.prepare.map((p, i) => `${i + 1}. ${p}`),
    '',
    '## After the class',
    '- Read your notes aloud once the same evening and once two days later.',
    '- Use two of the new expressions in a real conversation or message this week.',
    '',
  ];
  return lines.join('\n');
}

/** A short plain-text vocabulary list to go with the sheet. */
export function buildPhraseList({ template, language }: { template: TopicTemplate; language: string }): string {
  return [
    `${template.title}: phrase list (${languageName(language)})`,
    '',
    'Fill in the right-hand column during the class.',
    '',
    ...template.prepare.map((p) => `${p.padEnd(60, ' ')} | ____________________`),
    ...template.outcomes.map((o) => `${o.padEnd(60, ' ')} | ____________________`),
    '',
  ].join('\n');
}

export function buildReviewText(random: Random, teacherFirstName: string, rating: DemoRating): string {
  const parts = [random.pick(REVIEW_OPENINGS[rating])];
  if (random.chance(0.8)) parts.push(random.pick(REVIEW_MIDDLES));
  if (random.chance(0.6)) parts.push(random.pick(REVIEW_CLOSINGS[rating]));
  return parts.join(' ').replaceAll('{name}', teacherFirstName);
}

const PASSCODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * A demo teacher's default meeting room, derived from her id alone (so it does not draw from the
 * seed's random stream): an 11-digit Zoom meeting id, a 6-character passcode and the Zoom link
 * carrying it. Parsed by the form's own schema, so the seed holds only what a teacher could enter.
 */
export function demoMeetingRoom(teacherId: number): MeetingRoom {
  let h = (teacherId * 2_654_435_761) >>> 0;
  const next = (): number => {
    h = (Math.imul(h ^ (h >>> 15), 2_246_822_507) + 0x9e3779b9) >>> 0;
    return h;
  };
  const digits = `8${String(next() % 100_000).padStart(5, '0')}${String(next() % 100_000).padStart(5, '0')}`;
  const passCode = Array.from({ length: 6 }, () => PASSCODE_ALPHABET[next() % PASSCODE_ALPHABET.length] ?? 'a').join('');
  return MeetingRoomSchema.parse({
    account: `${digits.slice(0, 3)} ${digits.slice(3, 7)} ${digits.slice(7)}`,
    pass_code: passCode,
    link: `https://zoom.us/j/${digits}?pwd=${passCode}`,
  });
}
