import { groupClassLandingPath } from '@app/api';
import {
  addDays,
  DAY_MS,
  DEFAULT_PLATFORM_COMMISSION_BPS,
  getIsoWeekday,
  GROUP_CLASS_CAPACITY,
  GROUP_CLASS_DURATION_MINUTES,
  HOUR_MS,
  localDateOf,
  MINUTE_MS,
  type ScheduleOccurrence,
  splitTopicOutcomes,
  type WeeklyRange,
} from '@app/domain';
import { count, inArray, isNull, sql } from 'drizzle-orm';
import { createCourse } from '../commands/create-course';
import { createTopic } from '../commands/create-topic';
import { writeReview } from '../commands/write-review';
import { scheduleClasses } from '../commands/schedule-classes';
import { domainEvents } from '../db/schema-outbox';
import { hashPassword } from '../auth/password';
import type { FileStorage } from '../storage/file-storage';
import { addMaterialFile } from '../uploads/add-material-file';
import { type EarningCredit, earningCreditRow, earningReversalRow } from '../commands/earning-writes';
import { teacherEarnings } from '../db/schema-teacher-earnings';
import type { Db } from '../db/database';
import { userLanguages, users } from '../db/schema-accounts';
import { conversationMessages, conversations } from '../db/schema-messages';
import { marketingPopups } from '../db/schema-events';
import { courseStudents, courses, groupClasses, groupClassStudents, ledgerEntries, teacherLanguages, teachers } from '../db/schema-catalog';
import {
  blogPosts,
  categories,
  cmsContent,
  countries,
  faqItems,
  favourites,
  featureToggles,
  languages,
  lessonActivations,
  problemReports,
  searchHistory,
  studentLessonStats,
  tags,
  teacherTranslations,
  topicFavourites,
} from '../db/schema-discovery';
import { setAvailability } from '../commands/set-availability';
import {
  classSeatChargeKey,
  classSeatRefundKey,
  courseSeatChargeKey,
  courseSeatRefundKey,
  type LedgerKind,
  type Tx,
} from '../money/ledger';
import {
  BLOG_TITLE_TEMPLATES,
  DEMO_MARKETING_POPUP,
  GROUP_CLASS_FAQ_EN,
  GROUP_CLASS_FAQ_ES,
  LANDING_RECORD,
  SCHOLARSHIPS_RECORD,
  SPANISH_BLOG_POSTS,
  SPANISH_LANGUAGE_NAMES,
  TEACHER_PAGE_LANGUAGES,
  TEACHERS_FAQ_EN,
  TEACHERS_FAQ_ES,
  learnRecord,
  teachersPageRecord,
  teachersPageRecordEs,
} from './data/content';
import { type DemoRating, LAST_INITIALS, NATIVE_LANGUAGE, STUDENT_FIRST_NAMES } from './data/people';
import {
  type CountryCode,
  SEED_CATEGORIES,
  SEED_COUNTRIES,
  SEED_FEATURE_TOGGLES,
  SEED_LANGUAGES,
  countryByCode,
  languageName,
} from './data/reference';
import { DEMO_TEACHER_SLUG, TEACHER_PROFILES } from './data/teachers';
import { DEMO_CONVERSATIONS } from './data/conversations';
import { COURSE_TOPICS, type CourseTopicSpec } from './data/course-groups';
import { COURSE_TEMPLATES, TOPIC_TEMPLATES, type TopicTemplate } from './data/topics';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount, studentEmail, teacherEmail } from './demo-accounts';
import {
  CLASS_MS,
  type ClassPlan,
  type CoursePlan,
  courseSpans,
  isFree,
  Planner,
  type StudentKind,
  type StudentRec,
  type TeacherRec,
  type TopicRec,
} from './planner';
import { createRandom, type Random } from './prng';
import { seedPendingTeacherApplication } from './demo-teacher-application';
import { seedDemoGiftCode } from './demo-gift-code';
import { teacherRooms } from '../db/schema-teaching-rooms';
import { avatarUrl, buildMaterialSheet, buildPhraseList, buildReviewText, posterUrl, demoMeetingRoom, slugify } from './texts';
import { atLocalTime, consoleTimeOf, floorToHalfHour, floorToHour, floorToMinute, getLocalParts, weeklyStarts } from './zoned-time';

/** Random draws each class took for its own meeting id and passcode before rooms moved to the teacher. */
const OLD_CLASS_ROOM_DRAWS = 3 + 6;

/** The PRNG seed: the same demo on every fresh start. */
export const DEMO_SEED = 20_260_310;
/** Issue 17: the most reviews the demo seed writes for one teacher (through writeReview). */
const REVIEWS_PER_TEACHER = 4;
const CHUNK = 400;
/** How long before its start a seeded class or course was scheduled, at the latest (see `scheduledAt`). */
const SCHEDULED_AHEAD_MS = 7 * DAY_MS;
/** The longest weekly series a topic's slot is planned with (about nine weeks: a few past, 30 days ahead). */
const SERIES_WEEKS = 9;
const HALF_HOUR_MS = 30 * MINUTE_MS;

export interface SeedSummary {
  readonly counts: Readonly<Record<string, number>>;
  readonly accounts: readonly (DemoAccount & { readonly password: string; readonly user_id: number })[];
}

export type SeedResult =
  { readonly seeded: true; readonly summary: SeedSummary } | { readonly seeded: false; readonly reason: 'not-empty' };

/**
 * Seeds the demo into an EMPTY database, in one transaction, with every time relative to `now`.
 * A database that already has users is left alone (`seeded: false`): seeding twice is refused, so
 * a restart never duplicates or overwrites anything. An advisory lock makes two processes starting
 * at once on one PostgreSQL seed it once.
 */
export async function seedDemoData({
  db,
  now,
  passwordHash,
  storage,
  commissionBps = DEFAULT_PLATFORM_COMMISSION_BPS,
}: {
  db: Db;
  now: number;
  /** Where the topics' material files go, as a teacher's uploads do (the app's FileStorage). */
  storage: FileStorage;
  passwordHash?: string;
  /** PLATFORM_COMMISSION_BPS: the seeded bookings' earnings are split as a booking made now would be. */
  commissionBps?: number | undefined;
}): Promise<SeedResult> {
  const hasUsers = async (q: Tx): Promise<boolean> => ((await q.select({ n: count() }).from(users))[0]?.n ?? 0) > 0;
  // A restart of a seeded database returns here at once, without hashing anything.
  if (await hasUsers(db)) return { seeded: false, reason: 'not-empty' };
  // Hash once, outside the transaction: scrypt at OWASP cost takes a moment.
  const hash = passwordHash ?? (await hashPassword(DEMO_PASSWORD));
  // Files are stored before the transaction commits; if it does not, they are deleted again.
  const stored: string[] = [];
  const recording: FileStorage = {
    kind: storage.kind,
    put: async (key, bytes, contentType) => {
      await storage.put(key, bytes, contentType);
      stored.push(key);
    },
    get: (key) => storage.get(key),
    delete: (key) => storage.delete(key),
  };
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('seed-demo-data'))`);
      if (await hasUsers(tx)) return { seeded: false, reason: 'not-empty' } as const;
      const summary = await new DemoSeeder(tx, recording, now, hash, commissionBps).run();
      return { seeded: true, summary } as const;
    });
  } catch (error) {
    await Promise.all(stored.map((key) => storage.delete(key).catch(() => undefined)));
    throw error;
  }
}

/** Inserts rows in chunks (PostgreSQL caps bound parameters per statement). */
async function inChunks<R>(rows: readonly R[], write: (chunk: R[]) => PromiseLike<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await write(rows.slice(i, i + CHUNK));
}

/** The same, collecting what each chunk's `RETURNING` gave back. */
async function inChunksReturning<R, O>(rows: readonly R[], write: (chunk: R[]) => PromiseLike<O[]>): Promise<O[]> {
  const out: O[] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(...(await write(rows.slice(i, i + CHUNK))));
  return out;
}

/** A person's display currency by country (all of them are in migration 0002's rates); elsewhere USD. */
const COUNTRY_CURRENCY: Partial<Record<CountryCode, string>> = {
  GB: 'GBP',
  JP: 'JPY',
  AU: 'AUD',
  CA: 'CAD',
  BR: 'BRL',
  MX: 'MXN',
  KR: 'KRW',
  IN: 'INR',
  CN: 'CNY',
  ES: 'EUR',
  FR: 'EUR',
  DE: 'EUR',
  AT: 'EUR',
  IT: 'EUR',
  IE: 'EUR',
};
const currencyOf = (country: CountryCode): string => COUNTRY_CURRENCY[country] ?? 'USD';
const usesTwelveHourClock = (country: CountryCode): number => (['US', 'GB', 'CA', 'AU', 'PH', 'IN', 'IE', 'EG'].includes(country) ? 1 : 0);
const roundCents = (cents: number, step = 50): number => Math.round(cents / step) * step;
const firstName = (name: string): string => name.split(' ')[0] ?? name;

interface LedgerRow {
  user_id: number;
  amount: number;
  kind: LedgerKind;
  idempotency_key: string;
  group_class_student_id: number | null;
  course_student_id: number | null;
  created_at: Date;
}

class DemoSeeder {
  private readonly random: Random = createRandom(DEMO_SEED);
  private readonly teachersBySlug = new Map<string, TeacherRec>();
  private readonly teacherList: TeacherRec[] = [];
  private readonly studentList: StudentRec[] = [];
  private readonly demo = new Map<StudentKind, StudentRec>();
  private adminId = 0;
  private applicantId = 0;
  private readonly planner: Planner;
  private readonly ledger: LedgerRow[] = [];
  /** The teacher's side of each charged seat: its credit, and when it was refunded (null: not). */
  private readonly earnings: { credit: EarningCredit; refundedAt: number | null }[] = [];
  private readonly counts: Record<string, number> = {};

  constructor(
    private readonly tx: Tx,
    private readonly storage: FileStorage,
    private readonly now: number,
    private readonly passwordHash: string,
    private readonly commissionBps: number,
  ) {
    this.planner = new Planner(this.random, now, this.studentList);
  }

  async run(): Promise<SeedSummary> {
    await this.writeReference();
    await this.writeUsers();
    await this.writeTeacherDetails();
    await this.writeStudentDetails();
    this.planTopics();
    this.reserveInstantSlots();
    this.planDemoStudentClasses();
    this.planCourses();
    this.planScenarioClasses();
    this.planGeneralClasses();
    await this.writeCatalog();
    await this.writeSavedTopics();
    await this.writeCourseSeats();
    await this.writeSeats();
    this.planTopUps();
    await this.writeLedger();
    await this.writeEarnings();
    await this.writeReviews();
    await this.writeOpenSlots();
    await this.writeContent();
    await this.writeConversations();
    this.applicantId = await seedPendingTeacherApplication({ tx: this.tx, now: this.now, passwordHash: this.passwordHash });
    this.counts.teacher_applications = 1;
    await seedDemoGiftCode({ tx: this.tx, now: this.now, adminId: this.adminId });
    this.counts.gift_codes = 1;
    await this.markEventsAsHistory();
    return { counts: this.counts, accounts: this.accounts() };
  }

  /**
   * The events the commands recorded while the seed replayed the demo's past (TopicCreated,
   * ClassesScheduled, CourseCreated, TeacherApplied, GiftCodeCreated) are history: marked dispatched, with no
   * handler row, so no handler of today or later (a mail, a notification) acts on them after the
   * first start. They stay stored, as the record of what happened when.
   */
  private async markEventsAsHistory(): Promise<void> {
    const marked = await this.tx
      .update(domainEvents)
      .set({ dispatched_at: new Date(this.now) })
      .where(isNull(domainEvents.dispatched_at))
      .returning({ id: domainEvents.id });
    this.counts.domain_events = marked.length;
  }

  private accounts(): SeedSummary['accounts'] {
    const teacher = this.teachersBySlug.get(DEMO_TEACHER_SLUG);
    const ids: Record<keyof typeof DEMO_ACCOUNTS, number> = {
      student: this.demoStudent('demo').userId,
      newStudent: this.demoStudent('new').userId,
      freshStudent: this.demoStudent('fresh').userId,
      teacher: teacher?.userId ?? 0,
      admin: this.adminId,
      applicant: this.applicantId,
    };
    return (Object.keys(DEMO_ACCOUNTS) as (keyof typeof DEMO_ACCOUNTS)[]).map((key) => ({
      ...DEMO_ACCOUNTS[key],
      password: DEMO_PASSWORD,
      user_id: ids[key],
    }));
  }

  private demoStudent(kind: StudentKind): StudentRec {
    const s = this.demo.get(kind);
    if (!s) throw new Error(`demo ${kind} missing`);
    return s;
  }

  private teacher(slug: string): TeacherRec {
    const t = this.teachersBySlug.get(slug);
    if (!t) throw new Error(`unknown seed teacher ${slug}`);
    return t;
  }

  // ---------------------------------------------------------------------------------------------
  // Reference data
  // ---------------------------------------------------------------------------------------------

  private async writeReference(): Promise<void> {
    const { tx, now } = this;
    await tx.insert(languages).values([...SEED_LANGUAGES]);
    await tx.insert(countries).values(SEED_COUNTRIES.map(({ id, code, name, slug }) => ({ id, code, name, slug })));
    await tx.insert(categories).values(SEED_CATEGORIES.map((c, i) => ({ code: c.code, name: c.name, position: i + 1 })));
    await tx
      .insert(tags)
      .values(
        SEED_CATEGORIES.flatMap((c) => c.tags.map((t, i) => ({ code: t.code, name: t.name, category_code: c.code, position: i + 1 }))),
      );
    await tx.insert(featureToggles).values(SEED_FEATURE_TOGGLES.map((t) => ({ ...t, updated_at: new Date(now) })));
    this.counts.languages = SEED_LANGUAGES.length;
    this.counts.countries = SEED_COUNTRIES.length;
  }

  // ---------------------------------------------------------------------------------------------
  // Users: teachers, the demo accounts, community students
  // ---------------------------------------------------------------------------------------------

  private async writeUsers(): Promise<void> {
    const { random, now } = this;
    type UserRow = typeof users.$inferInsert;
    const rows: UserRow[] = [];
    const teacherSince = new Map<string, number>();

    for (const p of TEACHER_PROFILES) {
      const country = countryByCode(p.country);
      const since = p.isNew ? now - random.int(3, 18) * DAY_MS - random.int(0, 23) * HOUR_MS : now - random.int(60, 2200) * DAY_MS;
      teacherSince.set(p.slug, since);
      rows.push({
        email: p.slug === DEMO_TEACHER_SLUG ? DEMO_ACCOUNTS.teacher.email : teacherEmail(p.slug),
        password_hash: this.passwordHash,
        nickname: p.name,
        avatar_file_name: avatarUrl(p.slug),
        origin_country_id: country.id,
        timezone_iana: country.zone,
        is_am: usesTwelveHourClock(p.country),
        register_status: 5,
        is_confirm_email: true,
        currency: currencyOf(p.country),
        role: 'TEACHER',
        is_pro: p.pro,
        created_at: new Date(since - 5 * DAY_MS),
      });
    }

    // Emma lives in the UK but chose euros in her settings: prices show in EUR, payment stays USD.
    const demoPeople: {
      kind: StudentKind;
      email: string;
      nickname: string;
      country: CountryCode;
      currency?: string;
      learning: string[];
      created: number;
      registerStatus: number;
      confirmed: boolean;
    }[] = [
      {
        kind: 'demo',
        email: DEMO_ACCOUNTS.student.email,
        nickname: 'Emma W.',
        country: 'GB',
        currency: 'EUR',
        learning: ['spanish', 'japanese'],
        created: now - 120 * DAY_MS,
        registerStatus: 5,
        confirmed: true,
      },
      {
        kind: 'new',
        email: DEMO_ACCOUNTS.newStudent.email,
        nickname: 'Noor A.',
        country: 'JO',
        learning: ['english'],
        created: now - HOUR_MS,
        registerStatus: 2,
        confirmed: false,
      },
      {
        kind: 'fresh',
        email: DEMO_ACCOUNTS.freshStudent.email,
        nickname: 'Tom B.',
        country: 'US',
        learning: ['german'],
        created: now - 10 * DAY_MS,
        registerStatus: 5,
        confirmed: true,
      },
    ];
    for (const d of demoPeople) {
      const country = countryByCode(d.country);
      rows.push({
        email: d.email,
        password_hash: this.passwordHash,
        nickname: d.nickname,
        avatar_file_name: avatarUrl(slugify(d.nickname)),
        origin_country_id: country.id,
        timezone_iana: country.zone,
        is_am: usesTwelveHourClock(d.country),
        register_status: d.registerStatus,
        is_confirm_email: d.confirmed,
        currency: d.currency ?? currencyOf(d.country),
        role: 'STUDENT',
        created_at: new Date(d.created),
      });
    }
    rows.push({
      email: DEMO_ACCOUNTS.admin.email,
      password_hash: this.passwordHash,
      nickname: 'Support Team',
      avatar_file_name: avatarUrl('support-team'),
      origin_country_id: countryByCode('US').id,
      timezone_iana: 'UTC',
      register_status: 5,
      is_confirm_email: true,
      role: 'ADMIN',
      created_at: new Date(now - 400 * DAY_MS),
    });

    // Community students: "First L." nicknames from many countries.
    const flat = STUDENT_FIRST_NAMES.flatMap(([country, names]) => names.map((name) => ({ country, name })));
    const community: { slug: string; nickname: string; country: CountryCode; learning: string[] }[] = [];
    const slugs = new Set<string>();
    for (let i = 0; i < 150; i += 1) {
      const { country, name } = flat[i % flat.length] ?? { country: 'US' as CountryCode, name: 'Alex' };
      const nickname = `${name} ${LAST_INITIALS[random.int(0, LAST_INITIALS.length - 1)] ?? 'A'}.`;
      let slug = slugify(nickname);
      for (let n = 2; slugs.has(slug); n += 1) slug = `${slugify(nickname)}-${n}`;
      slugs.add(slug);
      const native = NATIVE_LANGUAGE[country];
      const options = [
        'english',
        'spanish',
        'french',
        'german',
        'japanese',
        'chinese',
        'korean',
        'italian',
        'portuguese',
        'arabic',
        'russian',
      ].filter((l) => l !== native);
      // English is what most non-native speakers learn; the rest is spread over the popular languages.
      const first = native !== 'english' && random.chance(0.55) ? 'english' : random.pick(options);
      const learning = random.chance(0.3) ? [first, random.pick(options.filter((l) => l !== first))] : [first];
      community.push({ slug, nickname, country, learning });
      const c = countryByCode(country);
      rows.push({
        email: studentEmail(slug),
        password_hash: this.passwordHash,
        nickname,
        avatar_file_name: random.chance(0.8) ? avatarUrl(slug) : null,
        origin_country_id: c.id,
        timezone_iana: c.zone,
        is_am: usesTwelveHourClock(country),
        register_status: 5,
        is_confirm_email: true,
        currency: currencyOf(country),
        role: 'STUDENT',
        created_at: new Date(now - random.int(30, 900) * DAY_MS),
      });
    }

    const inserted = await inChunksReturning(rows, (chunk) =>
      this.tx.insert(users).values(chunk).returning({ user_id: users.user_id, email: users.email }),
    );
    const idByEmail = new Map(inserted.map((r) => [r.email, r.user_id]));
    const idOf = (email: string): number => {
      const id = idByEmail.get(email);
      if (id === undefined) throw new Error(`seeded user ${email} has no id`);
      return id;
    };

    for (const p of TEACHER_PROFILES) {
      const rec: TeacherRec = {
        userId: idOf(p.slug === DEMO_TEACHER_SLUG ? DEMO_ACCOUNTS.teacher.email : teacherEmail(p.slug)),
        zone: countryByCode(p.country).zone,
        busy: [],
        profile: p,
        countryId: countryByCode(p.country).id,
        topics: [],
      };
      this.teachersBySlug.set(p.slug, rec);
      this.teacherList.push(rec);
      this.firstValid.set(rec, teacherSince.get(p.slug) ?? now - 100 * DAY_MS);
    }
    for (const d of demoPeople) {
      const rec: StudentRec = {
        userId: idOf(d.email),
        zone: countryByCode(d.country).zone,
        busy: [],
        slug: slugify(d.nickname),
        nickname: d.nickname,
        kind: d.kind,
        learning: d.learning,
      };
      this.demo.set(d.kind, rec);
      this.studentList.push(rec);
    }
    this.adminId = idOf(DEMO_ACCOUNTS.admin.email);
    for (const c of community) {
      this.studentList.push({
        userId: idOf(studentEmail(c.slug)),
        zone: countryByCode(c.country).zone,
        busy: [],
        slug: c.slug,
        nickname: c.nickname,
        kind: 'community',
        learning: c.learning,
      });
    }
    this.communityCountry = new Map(community.map((c) => [c.slug, c.country]));
    this.counts.teachers = this.teacherList.length;
    this.counts.students = this.studentList.length;
    this.counts.users = rows.length;
  }

  private readonly firstValid = new Map<TeacherRec, number>();
  private communityCountry = new Map<string, CountryCode>();

  // ---------------------------------------------------------------------------------------------
  // Teacher details: the teachers row is written later (it needs the open slots and reviews),
  // languages and translations now.
  // ---------------------------------------------------------------------------------------------

  private async writeTeacherDetails(): Promise<void> {
    const { tx } = this;
    const teacherLangRows: (typeof teacherLanguages.$inferInsert)[] = [];
    const userLangRows: (typeof userLanguages.$inferInsert)[] = [];
    const translationRows: (typeof teacherTranslations.$inferInsert)[] = [];
    for (const t of this.teacherList) {
      const p = t.profile;
      const native = NATIVE_LANGUAGE[p.country];
      const levels = new Map<string, { level: number; teaches: boolean }>();
      levels.set(native, { level: 7, teaches: p.teaches.includes(native) });
      for (const lang of p.teaches) levels.set(lang, { level: lang === native ? 7 : 6, teaches: true });
      for (const [lang, level] of p.speaks) if (!levels.has(lang)) levels.set(lang, { level, teaches: false });
      let position = 0;
      for (const [language, { level, teaches }] of levels) {
        teacherLangRows.push({ teacher_id: t.userId, language, level, teaches });
        userLangRows.push({ user_id: t.userId, language, level, is_learning: false, position: position++ });
      }
      if (p.translations) {
        for (const [lang, text] of Object.entries(p.translations)) {
          translationRows.push({ teacher_id: t.userId, target_lang: lang, about_info: text.about, short_signature: text.short_signature });
        }
      }
    }
    // The teachers rows come first (teacher_languages references them): minimal now, completed in writeOpenSlots.
    await inChunks(this.teacherList, (chunk) => tx.insert(teachers).values(chunk.map((t) => this.teacherRow(t))));
    await inChunks(this.teacherList, (chunk) =>
      tx
        .insert(teacherRooms)
        .values(chunk.map((t) => ({ teacher_id: t.userId, ...demoMeetingRoom(t.userId), updated_at: new Date(this.now) }))),
    );
    await inChunks(teacherLangRows, (chunk) => tx.insert(teacherLanguages).values(chunk));
    await inChunks(userLangRows, (chunk) => tx.insert(userLanguages).values(chunk));
    await tx.insert(teacherTranslations).values(translationRows);
    this.counts.teacher_languages = new Set(teacherLangRows.filter((r) => r.teaches).map((r) => r.language)).size;
    this.counts.teacher_translations = translationRows.length;
  }

  private teacherRow(t: TeacherRec): typeof teachers.$inferInsert {
    const { random, now } = this;
    const p = t.profile;
    const since = this.firstValid.get(t) ?? now;
    const ageDays = (now - since) / DAY_MS;
    const overall = p.isNew && random.chance(0.5) ? 0 : random.decimal(4.6, 5, 2);
    const near = (r: number): number =>
      r === 0 ? 0 : Math.min(5, Math.max(4.3, Math.round((r + random.decimal(-0.15, 0.1, 2)) * 100) / 100));
    // The ratings these drew are gone (issue 17: they come from the stored reviews); drawn still, so
    // the seed's random stream, and every row drawn after them, stays as it was.
    near(overall);
    near(overall);
    const sessions = p.isNew ? random.int(0, 12) : Math.round(ageDays * random.decimal(0.6, 4, 2));
    const minPrice = p.pro ? roundCents(random.int(1500, 4500), 100) : roundCents(random.int(700, 1800), 100);
    const hasTrial = random.chance(0.85);
    const categoriesTaught = [...new Set(TOPIC_TEMPLATES.filter((tt) => tt.focus.includes(p.focus)).map((tt) => tt.category))].sort();
    return {
      user_id: t.userId,
      short_signature: p.signature,
      about_teacher: p.about,
      // Issue 17: the ratings are the mean of the stored reviews, written by writeReview.
      overall_rating: 0,
      pro_rating: 0,
      tutor_rating: 0,
      session_count: sessions,
      student_count: Math.max(0, Math.round(sessions / random.decimal(4, 12, 1))),
      first_valid_time: new Date(since),
      first_available_time: null,
      instant_now: p.instantNow ?? false,
      instant_booking: p.instantBooking ?? false,
      has_trial: hasTrial,
      min_price: minPrice,
      trial_price: hasTrial ? random.pick([100, 300, 500, 700, 900]) : 0,
      trial_session_count: hasTrial ? 1 : 0,
      is_new: p.isNew ?? false,
      is_student_full: p.studentFull ?? false,
      video_url: null,
      video_pic_url: posterUrl(p.slug),
      course_categories: categoriesTaught,
      course_tags: [
        ...new Set(
          TOPIC_TEMPLATES.filter(
            (tt) => tt.focus.includes(p.focus) && (!tt.languages || tt.languages.some((l) => p.teaches.includes(l))),
          ).map((tt) => tt.tag),
        ),
      ].sort(),
    };
  }

  // ---------------------------------------------------------------------------------------------
  // Students: languages, lesson stats, lesson activation, search history, favourites
  // ---------------------------------------------------------------------------------------------

  private async writeStudentDetails(): Promise<void> {
    const { tx, random, now } = this;
    const langRows: (typeof userLanguages.$inferInsert)[] = [];
    const statRows: (typeof studentLessonStats.$inferInsert)[] = [];
    const favRows: (typeof favourites.$inferInsert)[] = [];
    const historyRows: (typeof searchHistory.$inferInsert)[] = [];

    for (const s of this.studentList) {
      let position = 0;
      s.learning.forEach((language, i) => {
        langRows.push({
          user_id: s.userId,
          language,
          level: s.kind === 'demo' ? (i === 0 ? 2 : 1) : random.int(1, 5),
          is_learning: true,
          position: position++,
        });
      });
      const country: CountryCode =
        s.kind === 'demo' ? 'GB' : s.kind === 'new' ? 'JO' : s.kind === 'fresh' ? 'US' : (this.communityCountry.get(s.slug) ?? 'US');
      const native = NATIVE_LANGUAGE[country];
      if (!s.learning.includes(native))
        langRows.push({ user_id: s.userId, language: native, level: 7, is_learning: false, position: position++ });
      if (s.kind === 'demo') langRows.push({ user_id: s.userId, language: 'french', level: 3, is_learning: false, position: position++ });
      else if (native !== 'english' && !s.learning.includes('english') && random.chance(0.5)) {
        langRows.push({ user_id: s.userId, language: 'english', level: random.int(3, 5), is_learning: false, position: position++ });
      }

      const completed = s.kind === 'demo' ? 3 : s.kind === 'community' ? random.pick([0, 1, 2, 4, 6, 12, 25, 40]) : 0;
      statRows.push({ user_id: s.userId, completed_lessons: completed, has_trial: completed < 5 || random.chance(0.2) });

      if (s.kind === 'community') {
        const liked = this.teacherList.filter((t) => t.profile.teaches.some((l) => s.learning.includes(l)));
        for (const t of random.sample(liked, random.int(0, 3)))
          favRows.push({ user_id: s.userId, teacher_id: t.userId, created_at: new Date(now - random.int(1, 200) * DAY_MS) });
        if (random.chance(0.15)) {
          historyRows.push({
            user_id: s.userId,
            word: random.pick(['conversation', 'business', 'travel', 'kids', 'exam', 'pronunciation']),
            created_at: new Date(now - random.int(1, 30) * DAY_MS),
          });
        }
      }
    }

    const demo = this.demoStudent('demo');
    for (const [i, slug] of ['lucia-fernandez', 'javier-morales', 'valentina-rios', 'yuki-tanaka', 'emily-carter'].entries()) {
      favRows.push({ user_id: demo.userId, teacher_id: this.teacher(slug).userId, created_at: new Date(now - (30 - i * 5) * DAY_MS) });
    }
    ['travel spanish', 'restaurant', 'dele', 'small talk'].forEach((word, i) => {
      historyRows.push({ user_id: demo.userId, word, created_at: new Date(now - (i + 1) * 26 * HOUR_MS) });
    });

    await inChunks(langRows, (chunk) => tx.insert(userLanguages).values(chunk));
    await inChunks(statRows, (chunk) => tx.insert(studentLessonStats).values(chunk));
    await inChunks(favRows, (chunk) => tx.insert(favourites).values(chunk).onConflictDoNothing());
    await tx.insert(searchHistory).values(historyRows);
    // 001 §3 "Lesson activation info": finished for Spanish (the lesson-preference filter shows), started for Japanese.
    await tx.insert(lessonActivations).values([
      {
        user_id: demo.userId,
        language: 'spanish',
        status: 'FINISHED',
        learning_level: 2,
        answer_json: JSON.stringify([
          {
            id: 'whenHaveLesson',
            answer: [
              { weekday: 1, time_list: [18, 19, 20] },
              { weekday: 3, time_list: [18, 19] },
              { weekday: 5, time_list: [9, 10, 11] },
            ],
          },
          { id: 'whatLanguageLevel', answer: 'A2' },
          { id: 'whyTakeLesson', answer: 'Travel preparation' },
        ]),
      },
      {
        user_id: demo.userId,
        language: 'japanese',
        status: 'IN_PROGRESS',
        learning_level: 1,
        answer_json: JSON.stringify([{ id: 'whatLanguageLevel', answer: 'A1' }]),
      },
    ]);
    this.counts.favourites = favRows.length;
  }

  // ---------------------------------------------------------------------------------------------
  // Topics (single-class and course topics) and their materials
  // ---------------------------------------------------------------------------------------------

  /** The topics each teacher offers, and their material files, in memory: written by writeTopics once the classes are planned. */
  private planTopics(): void {
    const { random, now } = this;
    const all: TopicRec[] = [];
    const usedByLanguage = new Map<string, Set<string>>();
    const topicPrice = (t: TeacherRec, category: string): number => {
      const [lo, hi] = category === 'CA004' ? [900, 1500] : t.profile.pro ? [1200, 2500] : [600, 1400];
      return roundCents(random.int(lo, hi));
    };
    const makeTopic = (t: TeacherRec, language: string, template: TopicTemplate): TopicRec => {
      const [minLevel, maxLevel] = template.levels;
      return {
        id: 0,
        teacher: t,
        title: template.title,
        description: template.description,
        outcome: template.outcomes.join('\n'),
        language,
        level: random.int(minLevel, maxLevel),
        category: template.category,
        tag: template.tag,
        price: topicPrice(t, template.category),
        template,
        course: null,
        createdAt: now - random.int(20, 300) * DAY_MS,
      };
    };

    for (const t of this.teacherList) {
      const p = t.profile;
      p.teaches.forEach((language, li) => {
        const wanted = li === 0 ? 3 : 1;
        const used = usedByLanguage.get(language) ?? new Set<string>();
        usedByLanguage.set(language, used);
        const fits = TOPIC_TEMPLATES.filter((tt) => tt.focus.includes(p.focus) && (!tt.languages || tt.languages.includes(language)));
        // Prefer topics nobody teaches in this language yet, so the catalogue stays varied.
        const ordered = [
          ...random.shuffle(fits.filter((tt) => !used.has(tt.key))),
          ...random.shuffle(fits.filter((tt) => used.has(tt.key))),
        ];
        const chosen = ordered.slice(0, wanted);
        for (const template of chosen) {
          used.add(template.key);
          const topic = makeTopic(t, language, template);
          t.topics.push(topic);
          all.push(topic);
        }
      });
    }

    for (const spec of COURSE_TOPICS) {
      const t = this.teacher(spec.teacher);
      const template = COURSE_TEMPLATES.find((c) => c.key === spec.template);
      if (!template) throw new Error(`unknown course template ${spec.template}`);
      const topic: TopicRec = {
        id: 0,
        teacher: t,
        title: template.title,
        description: template.description,
        outcome: template.outcomes.join('\n'),
        language: spec.language,
        level: template.level,
        category: template.category,
        tag: template.tag,
        price: roundCents(topicPrice(t, template.category) * 0.9),
        template: null,
        course: template,
        createdAt: now - random.int(30, 200) * DAY_MS,
      };
      all.push(topic);
      this.courseTopics.set(spec, topic);
    }

    for (const tp of all) {
      if (tp.template) {
        const base = slugify(tp.template.title);
        this.topicFiles.push({
          topic: tp,
          name: `${base}-class-sheet.md`,
          text: buildMaterialSheet({
            template: tp.template,
            language: tp.language,
            level: tp.level,
            teacherName: tp.teacher.profile.name,
          }),
        });
        if (random.chance(0.4))
          this.topicFiles.push({
            topic: tp,
            name: `${base}-phrase-list.txt`,
            text: buildPhraseList({ template: tp.template, language: tp.language }),
          });
      } else if (tp.course) {
        this.topicFiles.push({
          topic: tp,
          name: `${slugify(tp.course.title)}-syllabus.md`,
          text: [
            `# ${tp.course.title}`,
            '',
            `${languageName(tp.language)} · ${tp.course.outlines.length} weekly classes · with ${tp.teacher.profile.name}`,
            '',
            tp.course.description,
            '',
            '## Weekly plan',
            ...tp.course.outlines.map((o, i) => `${i + 1}. **${o.class_title}**: ${o.description}`),
            '',
            '## By the end of the course',
            ...tp.course.outcomes.map((o) => `- ${o}`),
            '',
          ].join('\n'),
        });
      }
    }
    this.allTopics.push(...all);
  }

  private readonly allTopics: TopicRec[] = [];
  /** The topics' material files, uploaded by their teachers (addMaterialFile) right after making the topic. */
  private readonly topicFiles: { topic: TopicRec; name: string; text: string }[] = [];

  /**
   * Each topic through createTopic, as its teacher made it in the console: the same checks
   * (validateTopicDraft against her languages and the category list), the generated cover, the
   * TopicCreated event. At its drawn creation time, or a day before the first of its classes was
   * scheduled when that is earlier. Then its material files, uploaded as the console does.
   */
  private async writeTopics(firstScheduled: ReadonlyMap<TopicRec, number>): Promise<void> {
    const madeAt = new Map<TopicRec, number>();
    for (const tp of this.allTopics) {
      const scheduled = firstScheduled.get(tp);
      const at = floorToMinute(scheduled === undefined ? tp.createdAt : Math.min(tp.createdAt, scheduled - DAY_MS));
      madeAt.set(tp, at);
      const { topic } = await createTopic({
        tx: this.tx,
        actor: { kind: 'teacher', userId: tp.teacher.userId },
        now: at,
        draft: {
          title: tp.title,
          description: tp.description,
          outcomes: splitTopicOutcomes(tp.outcome),
          language: tp.language,
          language_level: tp.level,
          category: tp.category,
          tag: tp.tag,
          duration: GROUP_CLASS_DURATION_MINUTES,
          student_capacity: GROUP_CLASS_CAPACITY,
          price: tp.price,
        },
        isCourse: tp.course !== null,
      });
      tp.id = topic.id;
    }
    const encoder = new TextEncoder();
    for (const { topic, name, text } of this.topicFiles)
      await addMaterialFile({
        tx: this.tx,
        storage: this.storage,
        actor: { kind: 'teacher', userId: topic.teacher.userId },
        now: (madeAt.get(topic) ?? topic.createdAt) + MINUTE_MS,
        topicId: topic.id,
        name,
        bytes: encoder.encode(text),
      });
    this.counts.topics = this.allTopics.filter((tp) => tp.template).length;
    this.counts.course_topics = this.allTopics.filter((tp) => tp.course).length;
    this.counts.attachments = this.topicFiles.length;
  }

  private readonly courseTopics = new Map<CourseTopicSpec, TopicRec>();

  private topicOf(t: TeacherRec, { notKids = true }: { notKids?: boolean } = {}): TopicRec {
    const options = t.topics.filter((tp) => !notKids || tp.category !== 'CA004');
    return this.random.pick(options.length > 0 ? options : t.topics);
  }

  // ---------------------------------------------------------------------------------------------
  // The demo student's bookings: one in every state (000 §4)
  // ---------------------------------------------------------------------------------------------

  /** Teachers marked "Available now" keep the current half hour free for an instant lesson. */
  private reserveInstantSlots(): void {
    const slot = floorToHalfHour(this.now);
    for (const t of this.teacherList) if (t.profile.instantNow) t.busy.push([slot, slot + HALF_HOUR_MS]);
  }

  private planDemoStudentClasses(): void {
    const { now, planner } = this;
    const emma = this.demoStudent('demo');
    const H = floorToHour(now);
    const spanish = ['lucia-fernandez', 'javier-morales', 'valentina-rios', 'isabel-navarro', 'martin-acosta', 'carmen-ortega'].map((s) =>
      this.teacher(s),
    );
    const local = (dayOffset: number, hour: number): number => atLocalTime({ now, zone: emma.zone, dayOffset, hour });

    /** A class of a free Spanish teacher at `start` (moved by whole hours if everyone is busy). */
    const classAt = (start: number, preferred?: TeacherRec): ClassPlan => {
      for (let shift = 0; shift < 24; shift += 1) {
        const s = start + shift * HOUR_MS;
        for (const t of preferred ? [preferred, ...spanish] : spanish) {
          if (!isFree(t, s, s + CLASS_MS) || !isFree(emma, s, s + CLASS_MS)) continue;
          const cls = planner.addClass(this.topicOf(t), s);
          if (cls) return cls;
        }
      }
      throw new Error('no Spanish teacher free for the demo student');
    };
    const lucia = this.teacher(DEMO_TEACHER_SLUG);

    // Live right now, with classmates: Join class and the meeting details are open.
    const live = classAt(H);
    planner.book(live, emma);
    planner.fill(live, 3);
    // Starts in a few hours: within 24 h, no drop, join not yet open.
    const soon = classAt(H + 3 * HOUR_MS);
    planner.book(soon, emma);
    planner.fill(soon, 2);
    // More than 24 h ahead: Drop class is offered. One of them is full, so "Booked by you" beats "Fully booked".
    const droppable = classAt(local(3, 18), lucia);
    planner.book(droppable, emma);
    planner.fill(droppable, 5);
    const later = classAt(local(9, 19));
    planner.book(later, emma);
    planner.fill(later, 1);
    // Finished a few hours ago: Completed, "There was a problem" still offered (1 day window).
    const finished = classAt(H - 4 * HOUR_MS);
    planner.book(finished, emma, { status: 'CONFIRMED' });
    planner.fill(finished, 4);
    const older = classAt(local(-5, 18));
    planner.book(older, emma, { status: 'CONFIRMED' });
    planner.fill(older, 3);
    // Reported as a problem the evening after the class.
    const problem = classAt(local(-2, 17));
    planner.book(problem, emma, { status: 'PROBLEM' });
    planner.fill(problem, 2);
    // Dropped by Emma more than 24 h before the start: refunded.
    const dropped = classAt(local(6, 18));
    planner.bookAndDrop(dropped, emma);
    planner.fill(dropped, 2);
    // Cancelled by the teacher (Emma was the only student), automatically, and by an admin.
    const byTeacher = classAt(local(5, 17), lucia);
    planner.cancelClass(byTeacher, 'teacher', [emma]);
    const byAuto = classAt(local(2, 20));
    planner.cancelClass(byAuto, 'AUTO', [emma]);
    const byAdmin = classAt(local(-3, 19));
    planner.cancelClass(byAdmin, 'ADMIN', [emma, ...planner.candidates('spanish').slice(0, 2)]);
  }

  // ---------------------------------------------------------------------------------------------
  // Courses: every status, some due for auto-cancel (start within 25 h, fewer than min_spots)
  // ---------------------------------------------------------------------------------------------

  private planCourses(): void {
    const { now, planner, random } = this;
    const emma = this.demoStudent('demo');
    const H = floorToHour(now);
    for (const spec of COURSE_TOPICS) {
      const topic = this.courseTopics.get(spec);
      if (!topic) continue;
      const t = topic.teacher;
      for (const g of spec.groups) {
        let start = 'startIn' in g ? H + g.startIn * HOUR_MS : atLocalTime({ now, zone: t.zone, dayOffset: g.day, hour: g.hour });
        // Keep the teacher (and Emma, when she is in it) free, at a time the console takes: move by whole hours if needed.
        let spans = courseSpans(topic, start);
        for (let shift = 0; shift < 48; shift += 1) {
          const ok = spans?.every(([a, b]) => isFree(t, a, b) && (!g.demo || g.demo === 'self-cancel' || isFree(emma, a, b)));
          if (ok) break;
          start += HOUR_MS;
          spans = courseSpans(topic, start);
        }
        if (!spans) throw new Error(`no start for a group of ${topic.title}`);
        const maxSpots = g.max ?? 6;
        const minSpots = g.min ?? 2;
        const wanted = g.seats === 'full' ? maxSpots : g.seats;
        const withEmma = g.demo !== undefined;
        const others = planner.freeStudentsFor(topic.language, spans, Math.max(0, wanted - (withEmma ? 1 : 0)));
        const students = withEmma ? [emma, ...others] : others;
        const overrides = new Map<StudentRec, { kind: 'self-cancel'; at: number } | { kind: 'problem' }>();
        if (g.demo === 'self-cancel') overrides.set(emma, { kind: 'self-cancel', at: now - 2 * DAY_MS });
        if (g.problem && others[0]) overrides.set(others[0], { kind: 'problem' });
        if (g.dropOne && others[1]) overrides.set(others[1], { kind: 'self-cancel', at: Math.min(now - 3 * HOUR_MS, start - 3 * DAY_MS) });
        const cancel = g.cancel
          ? {
              actor: g.cancel === 'teacher' ? String(t.userId) : g.cancel,
              at: g.cancel === 'AUTO' ? start - DAY_MS : Math.min(now - 5 * HOUR_MS, start - 2 * DAY_MS),
            }
          : undefined;
        planner.addCourse(topic, { start, minSpots, maxSpots, students, ...(cancel ? { cancel } : {}), seatOverrides: overrides });
      }
    }
    // A few more upcoming groups so course search has depth.
    for (const topic of this.courseTopics.values()) {
      if (!random.chance(0.5)) continue;
      const start = atLocalTime({
        now,
        zone: topic.teacher.zone,
        dayOffset: random.int(12, 26),
        hour: random.int(topic.teacher.profile.hours[0], topic.teacher.profile.hours[1] - 1),
      });
      const spans = courseSpans(topic, start);
      if (!spans?.every(([a, b]) => isFree(topic.teacher, a, b))) continue;
      planner.addCourse(topic, {
        start,
        minSpots: 2,
        maxSpots: 6,
        students: planner.freeStudentsFor(topic.language, spans, random.int(0, 4)),
      });
    }
  }

  // ---------------------------------------------------------------------------------------------
  // Classes in states a demo needs regardless of chance: the demo teacher's own cases, live ones,
  // ones that finished within the last day.
  // ---------------------------------------------------------------------------------------------

  private planScenarioClasses(): void {
    const { now, planner } = this;
    const H = floorToHour(now);
    const lucia = this.teacher(DEMO_TEACHER_SLUG);
    const at = (dayOffset: number, hour: number): number => atLocalTime({ now, zone: lucia.zone, dayOffset, hour });
    const place = (start: number): ClassPlan => {
      for (let shift = 0; shift < 48; shift += 1) {
        const cls = planner.addClass(this.topicOf(lucia), start + shift * HOUR_MS);
        if (cls) return cls;
      }
      throw new Error('the demo teacher has no free hour');
    };
    // Lucía: one booked student (she may still cancel), one spot left, full, empty.
    planner.fill(place(at(4, 10)), 1);
    planner.fill(place(at(4, 12)), 5);
    planner.fill(place(at(7, 18)), 6);
    place(at(8, 9));

    // Other teachers live right now, and classes that finished within the last day.
    const others = this.teacherList.filter((t) => t !== lucia);
    let live = 0;
    for (const t of others) {
      if (live >= 3) break;
      if (t.profile.instantNow) continue;
      const start = H;
      const hour = getLocalParts(start, t.zone).hour;
      if (hour < t.profile.hours[0] || hour >= t.profile.hours[1]) continue;
      const cls = planner.addClass(this.topicOf(t, { notKids: false }), start);
      if (cls) {
        planner.fill(cls, 2 + live);
        live += 1;
      }
    }
    let finished = 0;
    for (const t of this.random.shuffle(others)) {
      if (finished >= 4) break;
      const start = H - (2 + finished * 5) * HOUR_MS;
      const cls = planner.addClass(this.topicOf(t, { notKids: false }), start);
      if (cls) {
        planner.fill(cls, 3 + finished, { problemChance: 0.2 });
        finished += 1;
      }
    }
  }

  // ---------------------------------------------------------------------------------------------
  // Every topic gets a weekly slot over the last weeks and the next 30 days, at its teacher's
  // working hours: the console's weekly series, one request per run of free weeks.
  // ---------------------------------------------------------------------------------------------

  /** Classes scheduled together as one weekly series (one scheduleClasses call each). */
  private readonly seriesRuns: ClassPlan[][] = [];

  private planGeneralClasses(): void {
    const { now, planner, random } = this;
    const horizon = now + 30 * DAY_MS;
    for (const t of this.teacherList) {
      const [from, to] = t.profile.hours;
      for (const topic of t.topics) {
        // A weekly time the teacher started one to four weeks ago; its weeks up to 30 days ahead.
        const placed: ClassPlan[] = [];
        for (let attempt = 0; attempt < 12 && placed.length === 0; attempt += 1) {
          const first = atLocalTime({
            now,
            zone: t.zone,
            dayOffset: -random.int(3, 30),
            hour: random.int(from, to - 1),
            minute: random.chance(0.2) ? 30 : 0,
          });
          const starts = weeklyStarts({ start: first, zone: t.zone, weeks: SERIES_WEEKS })?.filter((s) => s < horizon) ?? [];
          // A week that collides with another class of hers ends a run: the console schedules a series all or nothing.
          let run: ClassPlan[] = [];
          for (const start of starts) {
            const cls = planner.addClass(topic, start);
            if (cls) {
              run.push(cls);
              placed.push(cls);
              continue;
            }
            if (run.length > 0) this.seriesRuns.push(run);
            run = [];
          }
          if (run.length > 0) this.seriesRuns.push(run);
        }
        for (const cls of placed) {
          // History: classes that took place (seats CONFIRMED, sometimes a PROBLEM report).
          if (cls.end <= now) {
            planner.fill(cls, random.int(2, 6), { problemChance: 0.04 });
            continue;
          }
          // What is ahead: empty, partly booked, one spot left, full; a few cancelled.
          const roll = random.next();
          if (roll < 0.05) {
            const by = random.pick(['teacher', 'AUTO', 'ADMIN'] as const);
            planner.cancelClass(cls, by, planner.candidates(topic.language).slice(0, by === 'ADMIN' ? random.int(1, 4) : random.int(0, 1)));
            continue;
          }
          const fillTo = roll < 0.35 ? 0 : roll < 0.6 ? random.int(1, 2) : roll < 0.72 ? random.int(3, 4) : roll < 0.86 ? 5 : 6;
          if (fillTo > 0) planner.fill(cls, fillTo);
          if (fillTo > 0 && fillTo < 6 && random.chance(0.2)) {
            const dropper = planner.candidates(topic.language).find((s) => isFree(s, cls.start, cls.end));
            if (dropper) planner.bookAndDrop(cls, dropper);
          }
        }
      }
    }
  }

  // ---------------------------------------------------------------------------------------------
  // Writes
  // ---------------------------------------------------------------------------------------------

  /**
   * When the teacher scheduled a class or created a course, replayed through the console's command
   * at that instant: a week before the start (beyond the 24 h class and 72 h course leads), before
   * the first booking and any cancellation of it, and never after the seed's `now`.
   */
  private scheduledAt(start: number, events: readonly number[]): number {
    return floorToMinute(Math.min(start - SCHEDULED_AHEAD_MS, this.now - HOUR_MS, ...events.map((t) => t - HOUR_MS)));
  }

  /**
   * The planned topics, classes and courses through the console's commands, in the order the
   * teachers would have made them: createTopic, then scheduleClasses (one class each) and
   * createCourse (with its outlines) at their scheduling instants, so each is checked as the console
   * checks it (lead time, overlaps, DST, course bounds). What followed (bookings, the sweep's moves,
   * cancellations) is written after, as rows: see apps/server/README.md "Demo data".
   */
  /**
   * The demo student's saved topics (the favourites page beside her saved teachers): the first two
   * Spanish class topics and the first Spanish course topic, saved over the last week. Picked in
   * order, drawing nothing, so every row seeded after them stays as it was.
   */
  private async writeSavedTopics(): Promise<void> {
    const demo = this.demoStudent('demo');
    const spanish = this.allTopics.filter((tp) => tp.language === 'spanish');
    const saved = [...spanish.filter((tp) => tp.course === null).slice(0, 2), ...spanish.filter((tp) => tp.course !== null).slice(0, 1)];
    await this.tx
      .insert(topicFavourites)
      .values(saved.map((tp, i) => ({ user_id: demo.userId, topic_id: tp.id, created_at: new Date(this.now - (i + 1) * 2 * DAY_MS) })));
    this.counts.topic_favourites = saved.length;
  }

  private async writeCatalog(): Promise<void> {
    // Classes once drew their own meeting id (3 numbers) and passcode (6 letters) here; the draws
    // stay, so every row seeded after them (seats, ledger, reviews) is the same as before rooms moved
    // to the teacher (teacher_rooms).
    for (let i = 0; i < this.planner.classes.length * OLD_CLASS_ROOM_DRAWS; i++) this.random.next();
    type Step = { at: number; topic: TopicRec; classes: readonly ClassPlan[]; course: CoursePlan | null };
    const happenings = (c: { seats: readonly { createdAt: number }[]; cancelledAt: number | null }): number[] => [
      ...c.seats.map((x) => x.createdAt),
      ...(c.cancelledAt === null ? [] : [c.cancelledAt]),
    ];
    const inRuns = new Set(this.seriesRuns.flat());
    const runs = [...this.seriesRuns, ...this.planner.classes.filter((c) => !c.course && !inRuns.has(c)).map((c) => [c])];
    const steps: Step[] = [
      ...runs.map((classes) => ({
        at: this.scheduledAt(classes[0]?.start ?? 0, classes.flatMap(happenings)),
        topic: (classes[0] as ClassPlan).topic,
        classes,
        course: null,
      })),
      ...this.planner.courses.map((course) => ({
        at: this.scheduledAt(course.start, happenings(course)),
        topic: course.topic,
        classes: course.classes,
        course,
      })),
    ].sort((x, y) => x.at - y.at);
    const firstScheduled = new Map<TopicRec, number>();
    for (const step of steps) if (!firstScheduled.has(step.topic)) firstScheduled.set(step.topic, step.at);
    await this.writeTopics(firstScheduled);

    for (const { at: now, topic, classes, course } of steps) {
      const actor = { kind: 'teacher', userId: topic.teacher.userId } as const;
      const first = classes[0];
      const at = first && consoleTimeOf(first.start, topic.teacher.zone);
      if (!at) throw new Error(`the console cannot schedule ${topic.title} at ${first ? new Date(first.start).toISOString() : '?'}`);
      let classIds: number[];
      let occurrences: ScheduleOccurrence[];
      if (course) {
        const made = await createCourse({
          tx: this.tx,
          actor,
          now,
          request: {
            topic_id: topic.id,
            ...at,
            class_amount: classes.length,
            min_spots: course.minSpots,
            max_spots: course.maxSpots,
            price: course.price,
            outlines: classes.map((c) => ({ class_title: c.title, description: c.intro })),
          },
        });
        course.id = made.courseId ?? 0;
        ({ classIds, occurrences } = made);
      } else {
        const series = classes.length > 1 ? { weekdays: [getIsoWeekday(at.date)], weeks: classes.length } : null;
        ({ classIds, occurrences } = await scheduleClasses({ tx: this.tx, actor, now, request: { topic_id: topic.id, ...at, series } }));
      }
      classes.forEach((c, k) => {
        c.id = classIds[k] ?? 0;
        if (occurrences[k]?.start !== c.start) throw new Error(`class ${k + 1} of ${topic.title} scheduled at another time`);
      });
    }
    await this.writeOutcomes();
    this.counts.classes = this.planner.classes.length;
    this.counts.courses = this.planner.courses.length;
  }

  /**
   * What happened to the classes and courses after they were scheduled, as the booking commands,
   * the sweep and cancellations leave it: their status and who changed it (000 §3 update_by).
   */
  private async writeOutcomes(): Promise<void> {
    const classGroups = new Map<string, { status: ClassPlan['status']; actor: string | null; ids: number[] }>();
    for (const c of this.planner.classes) {
      if (c.status === 'READY_FOR_SCHEDULE' && c.actor === null) continue;
      const key = `${c.status}|${c.actor ?? ''}`;
      const group = classGroups.get(key) ?? { status: c.status, actor: c.actor, ids: [] };
      group.ids.push(c.id);
      classGroups.set(key, group);
    }
    for (const { status, actor, ids } of classGroups.values())
      await inChunks(ids, (chunk) =>
        this.tx.update(groupClasses).set({ status, update_by: actor, operator: actor }).where(inArray(groupClasses.id, chunk)),
      );
    const courseGroups = new Map<string, { status: CoursePlan['status']; actor: string | null; ids: number[] }>();
    for (const c of this.planner.courses) {
      if (c.status === 'ReadyForSchedule' && c.actor === null) continue;
      const key = `${c.status}|${c.actor ?? ''}`;
      const group = courseGroups.get(key) ?? { status: c.status, actor: c.actor, ids: [] };
      group.ids.push(c.id);
      courseGroups.set(key, group);
    }
    for (const { status, actor, ids } of courseGroups.values())
      await this.tx.update(courses).set({ status, update_by: actor }).where(inArray(courses.id, ids));
  }

  private async writeCourseSeats(): Promise<void> {
    const rows = this.planner.courses;
    const seatRows = rows.flatMap((c) => c.seats.map((s) => ({ course: c, seat: s })));
    const seatIds = await inChunksReturning(seatRows, (chunk) =>
      this.tx
        .insert(courseStudents)
        .values(
          chunk.map(({ course, seat }) => ({
            course_id: course.id,
            student_id: seat.student.userId,
            status: seat.status,
            update_by: seat.actor,
            created_at: new Date(seat.createdAt),
            updated_at: new Date(seat.updatedAt),
          })),
        )
        .returning({ id: courseStudents.id, course_id: courseStudents.course_id, student_id: courseStudents.student_id }),
    );
    const seatIdByKey = new Map(seatIds.map((r) => [`${r.course_id}|${r.student_id}`, r.id]));
    for (const { course, seat } of seatRows) {
      const seatId = seatIdByKey.get(`${course.id}|${seat.student.userId}`) ?? 0;
      seat.id = seatId;
      const total = course.price * course.classes.length;
      this.earnings.push({
        credit: {
          teacherId: course.topic.teacher.userId,
          studentId: seat.student.userId,
          grossCents: total,
          commissionBps: this.commissionBps,
          end: Math.max(course.end, ...course.classes.map((k) => k.end)),
          now: seat.createdAt,
          link: { courseStudentId: seatId },
        },
        refundedAt: seat.refundedAt,
      });
      this.ledger.push({
        user_id: seat.student.userId,
        amount: -total,
        kind: 'COURSE_PAYMENT',
        idempotency_key: courseSeatChargeKey(seatId),
        group_class_student_id: null,
        course_student_id: seatId,
        created_at: new Date(seat.createdAt),
      });
      if (seat.refundedAt !== null) {
        this.ledger.push({
          user_id: seat.student.userId,
          amount: total,
          kind: 'REFUND',
          idempotency_key: courseSeatRefundKey(seatId),
          group_class_student_id: null,
          course_student_id: seatId,
          created_at: new Date(seat.refundedAt),
        });
      }
    }
    this.counts.course_students = seatRows.length;
  }

  private async writeSeats(): Promise<void> {
    const rows = this.planner.classes.flatMap((c) => c.seats.map((s) => ({ cls: c, seat: s })));
    const inserted = await inChunksReturning(rows, (chunk) =>
      this.tx
        .insert(groupClassStudents)
        .values(
          chunk.map(({ cls, seat }) => ({
            group_class_id: cls.id,
            student_id: seat.student.userId,
            status: seat.status,
            update_by: seat.actor,
            operator: seat.actor,
            course_student_id: seat.courseSeat?.id ?? null,
            created_at: new Date(seat.createdAt),
            updated_at: new Date(seat.updatedAt),
          })),
        )
        .returning({
          id: groupClassStudents.id,
          group_class_id: groupClassStudents.group_class_id,
          student_id: groupClassStudents.student_id,
          status: groupClassStudents.status,
        }),
    );
    const idByKey = new Map(inserted.map((r) => [`${r.group_class_id}|${r.student_id}|${r.status}`, r.id]));
    const reports: (typeof problemReports.$inferInsert)[] = [];
    for (const { cls, seat } of rows) {
      const seatId = idByKey.get(`${cls.id}|${seat.student.userId}|${seat.status}`) ?? 0;
      if (seat.charged) {
        this.earnings.push({
          credit: {
            teacherId: cls.topic.teacher.userId,
            studentId: seat.student.userId,
            grossCents: cls.price,
            commissionBps: this.commissionBps,
            end: cls.end,
            now: seat.createdAt,
            link: { groupClassStudentId: seatId },
          },
          refundedAt: seat.refundedAt,
        });
        this.ledger.push({
          user_id: seat.student.userId,
          amount: -cls.price,
          kind: 'CLASS_PAYMENT',
          idempotency_key: classSeatChargeKey(seatId),
          group_class_student_id: seatId,
          course_student_id: null,
          created_at: new Date(seat.createdAt),
        });
        if (seat.refundedAt !== null) {
          this.ledger.push({
            user_id: seat.student.userId,
            amount: cls.price,
            kind: 'REFUND',
            idempotency_key: classSeatRefundKey(seatId),
            group_class_student_id: seatId,
            course_student_id: null,
            created_at: new Date(seat.refundedAt),
          });
        }
      }
      if (seat.problem) reports.push({ group_class_student_id: seatId, reason: seat.problem, created_at: new Date(seat.updatedAt) });
    }
    await inChunks(reports, (chunk) => this.tx.insert(problemReports).values(chunk));
    this.counts.seats = rows.length;
    this.counts.problem_reports = reports.length;
  }

  /** Everyone starts with credit: a top-up that covers their bookings plus a balance left to spend. */
  private planTopUps(): void {
    const { random, now } = this;
    const spent = new Map<number, number>();
    const firstEntry = new Map<number, number>();
    for (const row of this.ledger) {
      spent.set(row.user_id, (spent.get(row.user_id) ?? 0) - row.amount);
      firstEntry.set(row.user_id, Math.min(firstEntry.get(row.user_id) ?? Infinity, row.created_at.getTime()));
    }
    for (const s of this.studentList) {
      const net = spent.get(s.userId) ?? 0;
      const left = s.kind === 'demo' ? 25_000 : s.kind === 'fresh' ? 10_000 : s.kind === 'new' ? 5_000 : random.int(20, 200) * 100;
      const total = Math.ceil((net + left) / 5_000) * 5_000;
      // Two top-ups for the demo student, so the wallet history has more than one line.
      const parts = s.kind === 'demo' ? [total - 10_000, 10_000] : [total];
      parts.forEach((amount, i) => {
        this.ledger.push({
          user_id: s.userId,
          amount,
          kind: 'TOP_UP',
          idempotency_key: `seed-top-up:${s.userId}:${i + 1}`,
          group_class_student_id: null,
          course_student_id: null,
          // Before the student's first booking, so no prefix of their ledger is ever below zero.
          created_at: new Date(
            Math.min(
              now - (s.kind === 'new' ? 30 * MINUTE_MS : (40 - i * 20) * DAY_MS),
              (firstEntry.get(s.userId) ?? Infinity) - HOUR_MS * (parts.length - i),
            ),
          ),
        });
      });
    }
  }

  /**
   * Ledger rows in batches, with the booking code's idempotency keys (`classSeatChargeKey`,
   * `classSeatRefundKey`, `courseSeatChargeKey`, `courseSeatRefundKey`) and the same
   * on-conflict-do-nothing as `postOnce`, so a later refund of a seeded seat happens exactly once.
   */
  private async writeLedger(): Promise<void> {
    const rows = [...this.ledger].sort((a, b) => a.created_at.getTime() - b.created_at.getTime());
    await inChunks(rows, (chunk) =>
      this.tx.insert(ledgerEntries).values(chunk).onConflictDoNothing({ target: ledgerEntries.idempotency_key }),
    );
    this.counts.ledger_entries = rows.length;
  }

  /**
   * Each charged seat's earning, and its reversal when the seat was refunded: the rows the booking
   * and refund commands write (`earningCreditRow`, `earningReversalRow`, same keys), in bulk.
   */
  private async writeEarnings(): Promise<void> {
    const credits = this.earnings.filter((e) => e.credit.grossCents > 0);
    const inserted = await inChunksReturning(credits, (chunk) =>
      this.tx
        .insert(teacherEarnings)
        .values(chunk.map((e) => earningCreditRow(e.credit)))
        .returning(),
    );
    const byKey = new Map(inserted.map((row) => [row.idempotency_key, row]));
    const reversals = credits.flatMap(({ credit, refundedAt }) => {
      const row = byKey.get(earningCreditRow(credit).idempotency_key);
      if (refundedAt === null || !row) return [];
      return [earningReversalRow(row, { link: credit.link, now: refundedAt })];
    });
    await inChunks(reversals, (chunk) => this.tx.insert(teacherEarnings).values(chunk));
    this.counts.teacher_earnings = inserted.length + reversals.length;
  }

  /**
   * Issue 17: every stored review is one a student wrote through `writeReview`, for a class seat she
   * had, at an instant after the class ended (from an hour to three days later, never after `now`).
   * Most students of a past class review it; the teachers' averages are the command's. A random stream
   * of its own, so the rest of the demo (drawn from the main stream) does not move with it.
   */
  private async writeReviews(): Promise<void> {
    const random = createRandom(DEMO_SEED + 17);
    const latest = this.now - MINUTE_MS;
    // A few per teacher (the latest classes first): enough for the lists and averages to show, few
    // enough that the demo still seeds in seconds (each review is a command of its own).
    const perTeacher = new Map<number, number>();
    const planned = this.planner.classes
      .filter((cls) => cls.status !== 'CANCELLED' && cls.end + HOUR_MS <= latest)
      .sort((a, b) => b.end - a.end)
      .flatMap((cls) => cls.seats.filter((seat) => seat.status !== 'CANCELLED').map((seat) => ({ cls, seat })))
      .filter(({ cls }) => {
        const teacherId = cls.topic.teacher.userId;
        const n = perTeacher.get(teacherId) ?? 0;
        if (n >= REVIEWS_PER_TEACHER || !random.chance(0.8)) return false;
        perTeacher.set(teacherId, n + 1);
        return true;
      })
      .map(({ cls, seat }) => ({ cls, seat, at: Math.min(latest, cls.end + HOUR_MS + Math.floor(random.next() * 3 * DAY_MS)) }))
      .sort((a, b) => a.at - b.at);
    for (const { cls, seat, at } of planned) {
      const rating = random.pick<DemoRating>([5, 5, 5, 5, 5, 4, 4, 4, 3]);
      await writeReview({
        tx: this.tx,
        actor: { kind: 'student', userId: seat.student.userId },
        now: at,
        kind: 'class',
        id: cls.id,
        rating,
        content: buildReviewText(random, firstName(cls.topic.teacher.profile.name), rating),
      });
    }
    this.counts.reviews = planned.length;
  }

  /**
   * One-to-one availability, set the way a teacher sets it (issue 14: "the seed cannot hold data the
   * console could not make"): weekly hours in her zone through `setAvailability`, which writes her
   * open slots over the horizon minus her classes and keeps the first available time. Each teacher
   * works five or six days a week, in one or two blocks of her working hours; the demo teacher also
   * has a day off next week, so her form shows an exception.
   */
  private async writeOpenSlots(): Promise<void> {
    const { random, now, tx } = this;
    const hhmm = (halfHours: number): string =>
      halfHours === 48 ? '24:00' : `${String(Math.floor(halfHours / 2)).padStart(2, '0')}:${halfHours % 2 === 0 ? '00' : '30'}`;
    let total = 0;
    for (const t of this.teacherList) {
      const [from, to] = t.profile.hours;
      const daysOff = new Set(random.sample([1, 2, 3, 4, 5, 6, 7], random.int(1, 2)));
      const weekly: WeeklyRange[] = [];
      for (let weekday = 1; weekday <= 7; weekday += 1) {
        if (daysOff.has(weekday)) continue;
        // One block, or a morning and an evening block split at the middle of her hours: never overlapping.
        const middle = from * 2 + Math.floor((to - from) / 2) * 2;
        const halves: [number, number][] =
          random.int(1, 2) === 1
            ? [[from * 2, to * 2]]
            : [
                [from * 2, middle],
                [middle, to * 2],
              ];
        for (const [lo, hi] of halves) {
          const length = Math.min(hi - lo, random.int(4, 10));
          const first = random.int(lo, hi - length);
          weekly.push({ weekday, start: hhmm(first), end: hhmm(first + length) });
        }
      }
      const exceptions =
        t.profile.slug === DEMO_TEACHER_SLUG ? [{ date: addDays(localDateOf({ instant: now, zone: t.zone }), 9), ranges: [] }] : [];
      const done = await setAvailability({
        tx,
        actor: { kind: 'teacher', userId: t.userId },
        now,
        availability: { zone: t.zone, weekly, exceptions },
      });
      total += done.openSlots;
    }
    this.counts.open_slots = total;
  }

  /** The demo student's threads with teachers; the newest message of the demo teacher is unread. */
  private async writeConversations(): Promise<void> {
    const { tx, now } = this;
    const emma = this.demoStudent('demo');
    let messages = 0;
    for (const spec of DEMO_CONVERSATIONS) {
      const teacher = this.teacher(spec.teacher);
      const at = (m: { hoursAgo: number }): Date => new Date(floorToHour(now) - m.hoursAgo * HOUR_MS);
      const last = spec.messages.at(-1);
      const [low, high] = emma.userId < teacher.userId ? [emma.userId, teacher.userId] : [teacher.userId, emma.userId];
      const [thread] = await tx
        .insert(conversations)
        .values({
          user_low_id: low,
          user_high_id: high,
          created_at: at(spec.messages[0] ?? { hoursAgo: 0 }),
          last_message_at: at(last ?? { hoursAgo: 0 }),
        })
        .returning({ id: conversations.id });
      if (!thread) throw new Error('demo conversation not written');
      const unreadFrom = spec.messages.length - spec.unreadFromTeacher;
      await tx.insert(conversationMessages).values(
        spec.messages.map((m, i) => {
          const fromStudent = m.from === 'student';
          const next = spec.messages[i + 1];
          // Read when the other person answered (or an hour after, for the last one), unless it is one of the unread tail.
          const readAt = i >= unreadFrom ? null : at(next ?? { hoursAgo: m.hoursAgo - 1 });
          return {
            conversation_id: thread.id,
            sender_id: fromStudent ? emma.userId : teacher.userId,
            recipient_id: fromStudent ? teacher.userId : emma.userId,
            text: m.text,
            created_at: at(m),
            read_at: readAt,
          };
        }),
      );
      messages += spec.messages.length;
    }
    this.counts.conversations = DEMO_CONVERSATIONS.length;
    this.counts.conversation_messages = messages;
  }

  private async writeContent(): Promise<void> {
    const { tx, now, random } = this;
    const at = new Date(now);
    const cms: (typeof cmsContent.$inferInsert)[] = [];
    for (const language of TEACHER_PAGE_LANGUAGES) {
      // Arabic's English page is not localized yet: the web app falls back to its default copy (001 §5).
      cms.push({
        lang: 'en',
        path: `/teachers/${language}`,
        record: { ...teachersPageRecord(language, { localized: language !== 'arabic' }) },
        updated_at: at,
      });
    }
    for (const [language, name] of Object.entries(SPANISH_LANGUAGE_NAMES)) {
      cms.push({ lang: 'es', path: `/teachers/${language}`, record: { ...teachersPageRecordEs(language, name) }, updated_at: at });
    }
    const draft = teachersPageRecord('english', { localized: true });
    cms.push({
      lang: 'en',
      path: '/teachers/english',
      is_wip: true,
      record: { ...draft, hero_title: 'Learn English with a teacher who gets you (draft)' },
      updated_at: at,
    });
    cms.push({ lang: 'en', path: groupClassLandingPath(), record: { ...LANDING_RECORD }, updated_at: at });
    for (const language of ['english', 'spanish', 'german', 'french', 'japanese']) {
      cms.push({ lang: 'en', path: `/learn/${language}`, record: { ...learnRecord(language) }, updated_at: at });
    }
    cms.push({ lang: 'en', path: '/scholarships', record: { ...SCHOLARSHIPS_RECORD }, updated_at: at });
    await tx.insert(cmsContent).values(cms);

    const posts: (typeof blogPosts.$inferInsert)[] = [];
    for (const language of TEACHER_PAGE_LANGUAGES) {
      const name = languageName(language);
      BLOG_TITLE_TEMPLATES.forEach((tpl, i) => {
        const title = tpl.title.replaceAll('{Language}', name);
        posts.push({
          display_language: 'en',
          learning_language: language,
          title,
          summary: tpl.summary.replaceAll('{Language}', name),
          body: tpl.body.replaceAll('{Language}', name),
          slug: `${slugify(title)}-${language}`,
          published_at: new Date(now - (i * 9 + random.int(1, 8)) * DAY_MS),
        });
      });
    }
    for (const { daysAgo, ...post } of SPANISH_BLOG_POSTS) {
      posts.push({ ...post, display_language: 'es', learning_language: 'english', published_at: new Date(now - daysAgo * DAY_MS) });
    }
    await tx.insert(blogPosts).values(posts);

    const faq: (typeof faqItems.$inferInsert)[] = [
      ...TEACHERS_FAQ_EN.map((item, i) => ({ page: 'teachers' as const, lang: 'en', position: i + 1, item: { ...item } })),
      ...TEACHERS_FAQ_ES.map((item, i) => ({ page: 'teachers' as const, lang: 'es', position: i + 1, item: { ...item } })),
      ...GROUP_CLASS_FAQ_EN.map((item, i) => ({ page: 'group_class' as const, lang: 'en', position: i + 1, item: { ...item } })),
      ...GROUP_CLASS_FAQ_ES.map((item, i) => ({ page: 'group_class' as const, lang: 'es', position: i + 1, item: { ...item } })),
    ];
    await tx.insert(faqItems).values(faq);
    await tx
      .insert(marketingPopups)
      .values({ ...DEMO_MARKETING_POPUP, starts_at: new Date(now - DAY_MS), ends_at: new Date(now + 90 * DAY_MS), created_at: at });
    this.counts.marketing_popups = 1;
    this.counts.cms_content = cms.length;
    this.counts.blog_posts = posts.length;
    this.counts.faq_items = faq.length;
  }
}
