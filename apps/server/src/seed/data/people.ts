import type { CountryCode } from './reference';

/** First names of seeded students by country; nicknames are "First L." as on many marketplaces. */
export const STUDENT_FIRST_NAMES: readonly (readonly [CountryCode, readonly string[]])[] = [
  ['US', ['Ashley', 'Brian', 'Megan', 'Tyler', 'Jessica', 'Kevin', 'Rachel', 'Marcus']],
  ['GB', ['Oliver', 'Amelia', 'Harry', 'Chloe', 'George']],
  ['CA', ['Noah', 'Emma', 'Liam']],
  ['AU', ['Jack', 'Isla']],
  ['DE', ['Lukas', 'Mia', 'Jonas', 'Leonie', 'Finn']],
  ['AT', ['Tobias', 'Katharina']],
  ['FR', ['Léa', 'Mathis', 'Chloé', 'Louis', 'Manon']],
  ['ES', ['Pablo', 'Marta', 'Álvaro', 'Nerea']],
  ['IT', ['Matteo', 'Sofia', 'Lorenzo', 'Chiara', 'Giorgia']],
  ['JP', ['Kenji', 'Sakura', 'Ren', 'Yui', 'Takumi', 'Hina', 'Sota']],
  ['KR', ['Min-seo', 'Ji-ho', 'Seo-yeon', 'Do-yun', 'Ha-eun']],
  ['CN', ['Hao', 'Xin', 'Jun', 'Yan', 'Lei']],
  ['TW', ['Yi-chen', 'Po-han']],
  ['BR', ['Gabriel', 'Larissa', 'Thiago', 'Camila', 'Bruno']],
  ['PT', ['Tiago', 'Mariana']],
  ['MX', ['Andrea', 'Luis', 'Fernanda', 'Carlos']],
  ['CO', ['Santiago', 'Daniela']],
  ['AR', ['Agustín', 'Florencia']],
  ['RU', ['Dmitri', 'Anastasia', 'Ivan', 'Ekaterina']],
  ['TR', ['Elif', 'Emre', 'Zeynep']],
  ['PL', ['Kasia', 'Tomasz', 'Agnieszka']],
  ['NL', ['Daan', 'Sanne', 'Bram']],
  ['SE', ['Elsa', 'Erik', 'Astrid']],
  ['VN', ['Linh', 'Minh', 'Trang']],
  ['IN', ['Priya', 'Rohan', 'Aarav', 'Ananya']],
  ['PH', ['Angelica', 'Paolo']],
  ['EG', ['Youssef', 'Mariam']],
  ['JO', ['Layla']],
  ['ZA', ['Sipho', 'Naledi']],
  ['IE', ['Aoife', 'Cian']],
];

export const LAST_INITIALS = 'ABCDEFGHIJKLMNOPRSTVWYZ';

/** The language people of a country speak natively (for user_languages). */
export const NATIVE_LANGUAGE: Readonly<Record<CountryCode, string>> = {
  US: 'english',
  GB: 'english',
  IE: 'english',
  CA: 'english',
  AU: 'english',
  ZA: 'english',
  PH: 'english',
  IN: 'hindi',
  ES: 'spanish',
  MX: 'spanish',
  CO: 'spanish',
  AR: 'spanish',
  FR: 'french',
  DE: 'german',
  AT: 'german',
  IT: 'italian',
  JP: 'japanese',
  CN: 'chinese',
  TW: 'chinese',
  KR: 'korean',
  BR: 'portuguese',
  PT: 'portuguese',
  JO: 'arabic',
  EG: 'arabic',
  RU: 'russian',
  NL: 'dutch',
  PL: 'polish',
  TR: 'turkish',
  VN: 'vietnamese',
  SE: 'swedish',
};

/**
 * Review texts are assembled from one opening, one middle and (often) one closing sentence, the
 * opening and closing chosen for the review's rating: a three-star review does not say "Five stars
 * from me.".
 */
export type DemoRating = 3 | 4 | 5;

export const REVIEW_OPENINGS: Readonly<Record<DemoRating, readonly string[]>> = {
  5: [
    'Fantastic teacher!',
    'I have been taking classes for a few months now and I can really see the difference.',
    'Every lesson is well structured and fun.',
    'I was nervous before my first class but {name} made me feel comfortable immediately.',
    'Best teacher I have had online, and I have tried quite a few.',
    'Such a positive energy in every class!',
    'I passed my exam thanks to these lessons!',
    'My daughter looks forward to these classes every week.',
    'Another brilliant class.',
    'I love how {name} adapts the lesson to what I need that day.',
  ],
  4: [
    'Really patient and well prepared.',
    'Great lesson again today.',
    'Very professional and friendly.',
    'Clear explanations and lots of speaking practice.',
    'The group class was small and everyone got time to talk.',
    'Lessons always start on time and the materials are excellent.',
    'Good lesson, although the connection was a bit unstable at the start.',
  ],
  3: [
    'A useful class, though the pace was a little fast for me.',
    'Good lesson, although the connection was a bit unstable at the start.',
    'Nice teacher, but the group was big and I did not get to speak much.',
    'Decent lesson overall, a bit too much grammar for my taste.',
  ],
};

export const REVIEW_MIDDLES: readonly string[] = [
  'The corrections are gentle but precise, and I get a summary afterwards.',
  'We practised real situations, which helped me a lot on my business trip.',
  'My pronunciation has improved a lot, people understand me much better now.',
  'The explanations of grammar finally made sense to me.',
  'I always leave the class with new expressions I can use the same day.',
  'The role plays were fun and very realistic.',
  'The homework is short and useful, never boring.',
  'I feel much more confident speaking in meetings now.',
  'The mock exam felt exactly like the real one.',
  'We talked about topics I actually care about, not just textbook stuff.',
  'The pace is just right for me: challenging but never overwhelming.',
  'There is always a clear goal for the lesson and a quick review at the end.',
  'My kids learned so many new words through the songs and games.',
  'I appreciate the cultural tips, they make the language come alive.',
  'The shared notes after class are gold.',
];

export const REVIEW_CLOSINGS: Readonly<Record<DemoRating, readonly string[]>> = {
  5: ['Highly recommended!', 'Thank you so much, {name}!', 'Can’t recommend enough.', 'Worth every cent.', 'Five stars from me.'],
  4: ['See you next week!', 'I will definitely book again.', 'Looking forward to the next class.', 'Thank you, {name}!'],
  3: ['I will try another class.', 'Still, I learned a few useful phrases.', 'Thank you, {name}.'],
};
