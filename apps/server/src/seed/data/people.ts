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
  US: 'english', GB: 'english', IE: 'english', CA: 'english', AU: 'english', ZA: 'english', PH: 'english', IN: 'hindi',
  ES: 'spanish', MX: 'spanish', CO: 'spanish', AR: 'spanish', FR: 'french', DE: 'german', AT: 'german', IT: 'italian',
  JP: 'japanese', CN: 'chinese', TW: 'chinese', KR: 'korean', BR: 'portuguese', PT: 'portuguese', JO: 'arabic', EG: 'arabic',
  RU: 'russian', NL: 'dutch', PL: 'polish', TR: 'turkish', VN: 'vietnamese', SE: 'swedish',
};

/** Review texts are assembled from one opening, one middle and (often) one closing sentence. */
export const REVIEW_OPENINGS: readonly string[] = [
  'Fantastic teacher!',
  'I have been taking classes for a few months now and I can really see the difference.',
  'Really patient and well prepared.',
  'Every lesson is well structured and fun.',
  'Great lesson again today.',
  'I was nervous before my first class but {name} made me feel comfortable immediately.',
  'Best teacher I have had online, and I have tried quite a few.',
  'Very professional and friendly.',
  'Clear explanations and lots of speaking practice.',
  'The group class was small and everyone got time to talk.',
  'I booked a trial lesson and ended up buying a package the same day.',
  'Such a positive energy in every class!',
  'Lessons always start on time and the materials are excellent.',
  'I passed my exam thanks to these lessons!',
  'My daughter looks forward to these classes every week.',
  'Good lesson, although the connection was a bit unstable at the start.',
  'Another brilliant class.',
  'I love how {name} adapts the lesson to what I need that day.',
];

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

export const REVIEW_CLOSINGS: readonly string[] = [
  'Highly recommended!',
  'See you next week!',
  'Thank you so much, {name}!',
  'I will definitely book again.',
  'Can’t recommend enough.',
  'Worth every cent.',
  'Five stars from me.',
  'Looking forward to the next class.',
];
