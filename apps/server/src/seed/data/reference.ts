/** Configured languages (001 §7.2 all_language / popular_language): `text_code` is the path and topic language. */
export const SEED_LANGUAGES: readonly { text_code: string; name: string; popular_rank: number | null }[] = [
  { text_code: 'english', name: 'English', popular_rank: 1 },
  { text_code: 'spanish', name: 'Spanish', popular_rank: 2 },
  { text_code: 'french', name: 'French', popular_rank: 3 },
  { text_code: 'japanese', name: 'Japanese', popular_rank: 4 },
  { text_code: 'german', name: 'German', popular_rank: 5 },
  { text_code: 'chinese', name: 'Chinese (Mandarin)', popular_rank: 6 },
  { text_code: 'korean', name: 'Korean', popular_rank: 7 },
  { text_code: 'italian', name: 'Italian', popular_rank: 8 },
  { text_code: 'portuguese', name: 'Portuguese', popular_rank: 9 },
  { text_code: 'arabic', name: 'Arabic', popular_rank: 10 },
  { text_code: 'russian', name: 'Russian', popular_rank: 11 },
  { text_code: 'hindi', name: 'Hindi', popular_rank: 12 },
  { text_code: 'dutch', name: 'Dutch', popular_rank: null },
  { text_code: 'turkish', name: 'Turkish', popular_rank: null },
  { text_code: 'polish', name: 'Polish', popular_rank: null },
  { text_code: 'vietnamese', name: 'Vietnamese', popular_rank: null },
  { text_code: 'thai', name: 'Thai', popular_rank: null },
  { text_code: 'swedish', name: 'Swedish', popular_rank: null },
];

export type CountryCode = (typeof SEED_COUNTRIES)[number]['code'];

/** Countries: `id` is the ISO 3166-1 numeric code, `zone` the IANA zone our seeded people there live in. */
export const SEED_COUNTRIES = [
  { id: 840, code: 'US', name: 'United States', slug: 'united-states', zone: 'America/New_York' },
  { id: 826, code: 'GB', name: 'United Kingdom', slug: 'united-kingdom', zone: 'Europe/London' },
  { id: 372, code: 'IE', name: 'Ireland', slug: 'ireland', zone: 'Europe/Dublin' },
  { id: 124, code: 'CA', name: 'Canada', slug: 'canada', zone: 'America/Toronto' },
  { id: 36, code: 'AU', name: 'Australia', slug: 'australia', zone: 'Australia/Sydney' },
  { id: 710, code: 'ZA', name: 'South Africa', slug: 'south-africa', zone: 'Africa/Johannesburg' },
  { id: 608, code: 'PH', name: 'Philippines', slug: 'philippines', zone: 'Asia/Manila' },
  { id: 356, code: 'IN', name: 'India', slug: 'india', zone: 'Asia/Kolkata' },
  { id: 724, code: 'ES', name: 'Spain', slug: 'spain', zone: 'Europe/Madrid' },
  { id: 484, code: 'MX', name: 'Mexico', slug: 'mexico', zone: 'America/Mexico_City' },
  { id: 170, code: 'CO', name: 'Colombia', slug: 'colombia', zone: 'America/Bogota' },
  { id: 32, code: 'AR', name: 'Argentina', slug: 'argentina', zone: 'America/Argentina/Buenos_Aires' },
  { id: 250, code: 'FR', name: 'France', slug: 'france', zone: 'Europe/Paris' },
  { id: 276, code: 'DE', name: 'Germany', slug: 'germany', zone: 'Europe/Berlin' },
  { id: 40, code: 'AT', name: 'Austria', slug: 'austria', zone: 'Europe/Vienna' },
  { id: 380, code: 'IT', name: 'Italy', slug: 'italy', zone: 'Europe/Rome' },
  { id: 392, code: 'JP', name: 'Japan', slug: 'japan', zone: 'Asia/Tokyo' },
  { id: 156, code: 'CN', name: 'China', slug: 'china', zone: 'Asia/Shanghai' },
  { id: 158, code: 'TW', name: 'Taiwan', slug: 'taiwan', zone: 'Asia/Taipei' },
  { id: 410, code: 'KR', name: 'South Korea', slug: 'south-korea', zone: 'Asia/Seoul' },
  { id: 76, code: 'BR', name: 'Brazil', slug: 'brazil', zone: 'America/Sao_Paulo' },
  { id: 620, code: 'PT', name: 'Portugal', slug: 'portugal', zone: 'Europe/Lisbon' },
  { id: 400, code: 'JO', name: 'Jordan', slug: 'jordan', zone: 'Asia/Amman' },
  { id: 818, code: 'EG', name: 'Egypt', slug: 'egypt', zone: 'Africa/Cairo' },
  { id: 643, code: 'RU', name: 'Russia', slug: 'russia', zone: 'Europe/Moscow' },
  { id: 528, code: 'NL', name: 'Netherlands', slug: 'netherlands', zone: 'Europe/Amsterdam' },
  { id: 616, code: 'PL', name: 'Poland', slug: 'poland', zone: 'Europe/Warsaw' },
  { id: 792, code: 'TR', name: 'Turkey', slug: 'turkey', zone: 'Europe/Istanbul' },
  { id: 704, code: 'VN', name: 'Vietnam', slug: 'vietnam', zone: 'Asia/Ho_Chi_Minh' },
  { id: 752, code: 'SE', name: 'Sweden', slug: 'sweden', zone: 'Europe/Stockholm' },
] as const;

export function countryByCode(code: CountryCode): (typeof SEED_COUNTRIES)[number] {
  const country = SEED_COUNTRIES.find((c) => c.code === code);
  if (!country) throw new RangeError(`unknown seed country ${code}`);
  return country;
}

export type CategoryCode = 'CA001' | 'CA002' | 'CA003' | 'CA004' | 'CA005';

/**
 * Group-class categories and their child tags (001 §3 "Category-with-tags list"). Tag codes hold only
 * letters and digits, so they survive the keyword/tag sanitising rule of 000 §5 unchanged.
 */
export const SEED_CATEGORIES: readonly { code: CategoryCode; name: string; tags: readonly { code: string; name: string }[] }[] = [
  {
    code: 'CA001',
    name: 'Daily life',
    tags: [
      { code: 'Conversation', name: 'Conversation' },
      { code: 'Pronunciation', name: 'Pronunciation' },
      { code: 'Grammar', name: 'Grammar' },
      { code: 'Vocabulary', name: 'Vocabulary' },
      { code: 'Listening', name: 'Listening' },
    ],
  },
  {
    code: 'CA002',
    name: 'Business',
    tags: [
      { code: 'Interviews', name: 'Job interviews' },
      { code: 'Meetings', name: 'Meetings and calls' },
      { code: 'Presentations', name: 'Presentations' },
      { code: 'Emails', name: 'Emails and writing' },
      { code: 'Negotiation', name: 'Negotiation' },
    ],
  },
  {
    code: 'CA003',
    name: 'Exams',
    tags: [
      { code: 'IELTS', name: 'IELTS' },
      { code: 'TOEFL', name: 'TOEFL' },
      { code: 'Cambridge', name: 'Cambridge English' },
      { code: 'DELE', name: 'DELE' },
      { code: 'DELF', name: 'DELF and DALF' },
      { code: 'Goethe', name: 'Goethe-Zertifikat' },
      { code: 'CELI', name: 'CELI' },
      { code: 'JLPT', name: 'JLPT' },
      { code: 'HSK', name: 'HSK' },
      { code: 'TOPIK', name: 'TOPIK' },
      { code: 'CelpeBras', name: 'Celpe-Bras and CAPLE' },
      { code: 'TORFL', name: 'TORFL' },
    ],
  },
  {
    code: 'CA004',
    name: 'Kids',
    tags: [
      { code: 'Phonics', name: 'Phonics' },
      { code: 'Stories', name: 'Stories' },
      { code: 'Games', name: 'Games' },
      { code: 'Songs', name: 'Songs' },
    ],
  },
  {
    code: 'CA005',
    name: 'Travel & culture',
    tags: [
      { code: 'Travel', name: 'Travel' },
      { code: 'Food', name: 'Food and drink' },
      { code: 'Movies', name: 'Films and series' },
      { code: 'Music', name: 'Music' },
      { code: 'Festivals', name: 'Festivals and traditions' },
    ],
  },
];

/** Feature toggles read by the web app: the course entry, and 000 §7 group_class_student_toggle. */
export const SEED_FEATURE_TOGGLES: readonly { name: string; enabled: boolean }[] = [
  { name: 'course_entry', enabled: true },
  { name: 'group_class_student_toggle', enabled: true },
];

/** Display names, for texts built from a language code. */
export function languageName(textCode: string): string {
  return SEED_LANGUAGES.find((l) => l.text_code === textCode)?.name.replace(' (Mandarin)', '') ?? textCode;
}
