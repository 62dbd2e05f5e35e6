import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LESSON_PRICE_MAX_CENTS,
  MIN_TEACHING_LEVEL,
  REGULAR_PRICE_MIN_CENTS,
  TEACHER_ABOUT_MAX_LENGTH,
  TEACHER_ABOUT_MIN_LENGTH,
  TEACHER_LANGUAGES_MAX,
  TEACHER_SIGNATURE_MAX_LENGTH,
  TEACHER_SIGNATURE_MIN_LENGTH,
  TRIAL_PRICE_MIN_CENTS,
  type TeacherApplicationInput,
} from './application-fields';
import { getVideoPageHost, validateTeacherApplication } from './validate-application';

const valid: TeacherApplicationInput = {
  languages: [{ language: 'Spanish', level: 7 }],
  about: 'I have taught Spanish to adults for eight years, online and in Madrid language schools.',
  signature: 'Patient Spanish teacher from Madrid',
  country: 'es',
  trial_price: 500,
  regular_price: 1800,
  video_url: 'https://www.youtube.com/watch?v=abc123',
};

const issuesOf = (overrides: Partial<TeacherApplicationInput>) => {
  const result = validateTeacherApplication({ ...valid, ...overrides });
  return result.ok ? [] : result.issues;
};

describe('validateTeacherApplication (issue 14 "languages taught with level, native or not, about text, short signature, country, prices, video")', () => {
  it('keeps a complete application, trimmed and normalised', () => {
    const result = validateTeacherApplication({ ...valid, about: `  ${valid.about}  `, video_url: '' });
    expect(result).toEqual({
      ok: true,
      application: { ...valid, languages: [{ language: 'spanish', level: 7 }], country: 'ES', video_url: null },
    });
  });

  it('names every refused field, so the form shows each next to its input', () => {
    const result = validateTeacherApplication({
      languages: [],
      about: 'short',
      signature: 'x',
      country: 'Spain',
      trial_price: 50,
      regular_price: 100_000,
      video_url: 'http://youtube.com/x',
    });
    expect(result.ok ? [] : result.issues).toEqual([
      { field: 'about', problem: 'tooShort' },
      { field: 'signature', problem: 'tooShort' },
      { field: 'languages', problem: 'tooFew' },
      { field: 'country', problem: 'invalid' },
      { field: 'trial_price', problem: 'tooLow' },
      { field: 'regular_price', problem: 'tooHigh' },
      { field: 'video_url', problem: 'notHttps' },
    ]);
  });

  it('"native or not": C1, C2 and Native are accepted; below C1 or above Native is refused', () => {
    expect(issuesOf({ languages: [{ language: 'en', level: MIN_TEACHING_LEVEL }] })).toEqual([]);
    expect(issuesOf({ languages: [{ language: 'en', level: 6 }] })).toEqual([]);
    expect(issuesOf({ languages: [{ language: 'en', level: MIN_TEACHING_LEVEL - 1 }] })).toEqual([
      { field: 'languages.0.level', problem: 'levelTooLow' },
    ]);
    expect(issuesOf({ languages: [{ language: 'en', level: 8 }] })).toEqual([{ field: 'languages.0.level', problem: 'invalid' }]);
  });

  it('refuses a language twice and more than the maximum', () => {
    expect(
      issuesOf({
        languages: [
          { language: 'english', level: 7 },
          { language: 'English', level: 6 },
        ],
      }),
    ).toEqual([{ field: 'languages.1.language', problem: 'duplicate' }]);
    const many = ['english', 'french', 'german', 'italian'].map((language) => ({ language, level: 7 }));
    expect(issuesOf({ languages: many.slice(0, TEACHER_LANGUAGES_MAX) })).toEqual([]);
    expect(issuesOf({ languages: many.slice(0, TEACHER_LANGUAGES_MAX + 1) })).toEqual([{ field: 'languages', problem: 'tooMany' }]);
  });

  it('the trial may equal the regular price but not exceed it', () => {
    expect(issuesOf({ trial_price: 1800, regular_price: 1800 })).toEqual([]);
    expect(issuesOf({ trial_price: 1801, regular_price: 1800 })).toEqual([{ field: 'trial_price', problem: 'trialAboveRegular' }]);
    expect(issuesOf({ trial_price: 10.5 })).toEqual([{ field: 'trial_price', problem: 'invalid' }]);
  });

  it('the video is optional, https on an embeddable host only', () => {
    expect(issuesOf({ video_url: null })).toEqual([]);
    expect(issuesOf({ video_url: 'https://vimeo.com/123' })).toEqual([]);
    expect(issuesOf({ video_url: 'https://youtu.be/abc' })).toEqual([]);
    expect(issuesOf({ video_url: 'https://example.com/video.mp4' })).toEqual([{ field: 'video_url', problem: 'hostNotAllowed' }]);
    expect(issuesOf({ video_url: 'https://youtube.com.evil.test/x' })).toEqual([{ field: 'video_url', problem: 'hostNotAllowed' }]);
    expect(issuesOf({ video_url: 'https://user@youtube.com/x' })).toEqual([{ field: 'video_url', problem: 'invalid' }]);
    expect(issuesOf({ video_url: 'not a link' })).toEqual([{ field: 'video_url', problem: 'invalid' }]);
  });

  const textBounds = [
    { field: 'about', min: TEACHER_ABOUT_MIN_LENGTH, max: TEACHER_ABOUT_MAX_LENGTH },
    { field: 'signature', min: TEACHER_SIGNATURE_MIN_LENGTH, max: TEACHER_SIGNATURE_MAX_LENGTH },
  ] as const;
  for (const { field, min, max } of textBounds) {
    it(`${field}: ${min - 1} characters refused, ${min} and ${max} kept, ${max + 1} refused (counted in characters, trimmed)`, () => {
      fc.assert(
        fc.property(fc.constantFrom('a', 'é', '😀'), fc.integer({ min: 0, max: max + 5 }), (char, n) => {
          const text = `  ${char.repeat(n)}  `;
          const issues = issuesOf({ [field]: text }).filter((issue) => issue.field === field);
          if (n < min) expect(issues).toEqual([{ field, problem: 'tooShort' }]);
          else if (n > max) expect(issues).toEqual([{ field, problem: 'tooLong' }]);
          else expect(issues).toEqual([]);
        }),
      );
    });
  }

  it('prices: one cent either side of each bound', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: LESSON_PRICE_MAX_CENTS + 100 }), (cents) => {
        const trial = issuesOf({ trial_price: cents, regular_price: LESSON_PRICE_MAX_CENTS });
        const trialOk = cents >= TRIAL_PRICE_MIN_CENTS && cents <= LESSON_PRICE_MAX_CENTS;
        expect(trial.length === 0).toBe(trialOk);
        const regular = issuesOf({ trial_price: TRIAL_PRICE_MIN_CENTS, regular_price: cents });
        const regularOk = cents >= REGULAR_PRICE_MIN_CENTS && cents <= LESSON_PRICE_MAX_CENTS;
        expect(regular.length === 0).toBe(regularOk);
      }),
    );
    expect(issuesOf({ trial_price: TRIAL_PRICE_MIN_CENTS - 1 })).toEqual([{ field: 'trial_price', problem: 'tooLow' }]);
    expect(issuesOf({ regular_price: LESSON_PRICE_MAX_CENTS + 1 })).toEqual([{ field: 'regular_price', problem: 'tooHigh' }]);
  });

  it('a kept application validates again to itself (idempotent)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: TRIAL_PRICE_MIN_CENTS, max: LESSON_PRICE_MAX_CENTS }),
        fc.integer({ min: REGULAR_PRICE_MIN_CENTS, max: LESSON_PRICE_MAX_CENTS }),
        fc.constantFrom(5, 6, 7),
        (a, b, level) => {
          const first = validateTeacherApplication({
            ...valid,
            trial_price: Math.min(a, b),
            regular_price: Math.max(a, b),
            languages: [{ language: ' French ', level }],
          });
          expect(first.ok).toBe(true);
          if (first.ok) expect(validateTeacherApplication(first.application)).toEqual(first);
        },
      ),
    );
  });
});

describe('getVideoPageHost', () => {
  it('names the host of a YouTube or Vimeo page link, and nothing else', () => {
    expect(getVideoPageHost('https://www.youtube.com/watch?v=abc')).toBe('www.youtube.com');
    expect(getVideoPageHost('https://Vimeo.com/123')).toBe('vimeo.com');
    expect(getVideoPageHost('/api/assets/videos/intro.mp4')).toBeNull();
    expect(getVideoPageHost('https://cdn.example/intro.mp4')).toBeNull();
    expect(getVideoPageHost('http://youtube.com/watch?v=abc')).toBeNull();
  });
});
