import { isJsonObject } from '../arguments/json-object';

/** 001 §9 "Content success code 200." */
export const CONTENT_SUCCESS_CODE = 200;

/** 001 §5: post types accepted without condition ("learn, scholarships, landing"). */
export const CONTENT_POST_TYPES_ALWAYS_ALLOWED: readonly string[] = ['learn', 'scholarships', 'landing'];
/** 001 §5: the post type accepted only when the record is localized ("teachers only if localized"). */
export const CONTENT_POST_TYPE_TEACHERS = 'teachers';

/** 001 §3 "Marketing content record: ... faq_questions[] (faq_question, faq_answer)". */
export type MarketingFaqQuestion = { faq_question: string; faq_answer: string };

/** The record's optional text fields: missing, null or a string. */
const CONTENT_TEXT_FIELDS = [
  'meta_title',
  'meta_description',
  'hero_title',
  'hero_description',
  'headline_title',
  'headline_description',
  'faq_title',
  'cta_title',
  'cta_button',
  'cta_link',
  'blog_title',
] as const;

/**
 * 001 §3 "Marketing content record: post_type (teachers with a localized flag, learn, scholarships,
 * landing), meta_title, meta_description, hero_title, hero_description, headline_title,
 * headline_description, faq_title, faq_questions[] (faq_question, faq_answer), cta_title,
 * cta_button, cta_link, blog_title, language_filter." Only post_type is required; text fields may
 * be missing or null. `localized` is the flag of a teachers record (boolean or 0/1). A plain type,
 * read by `readMarketingContent`, so content pages load no zod; the schema is in
 * marketing-content-schema.ts and is checked to match.
 */
export type MarketingContent = {
  post_type: string;
  localized?: boolean | 0 | 1 | null | undefined;
  meta_title?: string | null | undefined;
  meta_description?: string | null | undefined;
  hero_title?: string | null | undefined;
  hero_description?: string | null | undefined;
  headline_title?: string | null | undefined;
  headline_description?: string | null | undefined;
  faq_title?: string | null | undefined;
  faq_questions?: MarketingFaqQuestion[] | null | undefined;
  cta_title?: string | null | undefined;
  cta_button?: string | null | undefined;
  cta_link?: string | null | undefined;
  blog_title?: string | null | undefined;
  language_filter?: string | string[] | null | undefined;
};

/** 001 §7.2 "GET /v3/cms/gateway/filter ... code, data, message". `code` may arrive as a number or a numeric string. */
export type ContentResponse = { code: number | string; data?: unknown; message?: string | null | undefined };

const isNullish = (value: unknown): value is null | undefined => value === null || value === undefined;
const isString = (value: unknown): value is string => typeof value === 'string';

function readFaqQuestions(value: unknown): MarketingFaqQuestion[] | null | undefined | false {
  if (isNullish(value)) return value;
  if (!Array.isArray(value)) return false;
  const questions: MarketingFaqQuestion[] = [];
  for (const item of value) {
    if (!isJsonObject(item) || !isString(item.faq_question) || !isString(item.faq_answer)) return false;
    questions.push({ faq_question: item.faq_question, faq_answer: item.faq_answer });
  }
  return questions;
}

/**
 * The marketing content record in `value`, keeping only its known fields (as `MarketingContentSchema`
 * would; property-tested against it), or null when a field has the wrong type.
 */
export function readMarketingContent(value: unknown): MarketingContent | null {
  if (!isJsonObject(value) || !isString(value.post_type)) return null;
  const content: MarketingContent = { post_type: value.post_type };
  const { localized, language_filter: filter } = value;
  if ('localized' in value) {
    if (!(isNullish(localized) || typeof localized === 'boolean' || localized === 0 || localized === 1)) return null;
    content.localized = localized;
  }
  for (const field of CONTENT_TEXT_FIELDS) {
    if (!(field in value)) continue;
    const text = value[field];
    if (!(isNullish(text) || isString(text))) return null;
    content[field] = text;
  }
  if ('faq_questions' in value) {
    const questions = readFaqQuestions(value.faq_questions);
    if (questions === false) return null;
    content.faq_questions = questions;
  }
  if ('language_filter' in value) {
    if (!(isNullish(filter) || isString(filter) || (Array.isArray(filter) && filter.every(isString)))) return null;
    content.language_filter = Array.isArray(filter) ? [...filter] : filter;
  }
  return content;
}

/** The content call's answer in `value`, or null when it is not one (the shape of `ContentResponseSchema`). */
function readContentResponse(value: unknown): ContentResponse | null {
  if (!isJsonObject(value)) return null;
  const { code, message } = value;
  if (!(typeof code === 'number' || isString(code))) return null;
  if ('message' in value && !(isNullish(message) || isString(message))) return null;
  return { code, data: value.data, message: message as string | null | undefined };
}

export type ContentRejection = 'malformed-response' | 'not-success-code' | 'no-data' | 'malformed-data' | 'post-type-not-allowed';
export type ContentAcceptance =
  { readonly accepted: true; readonly content: MarketingContent } | { readonly accepted: false; readonly reason: ContentRejection };

/**
 * 001 §5 "the record's post_type is allowed": learn, scholarships and landing always; teachers only
 * when `localized` is true or 1. Exact, case-sensitive names.
 */
export function isAllowedContentPostType(content: Pick<MarketingContent, 'post_type' | 'localized'>): boolean {
  if (CONTENT_POST_TYPES_ALWAYS_ALLOWED.includes(content.post_type)) return true;
  return content.post_type === CONTENT_POST_TYPE_TEACHERS && (content.localized === true || content.localized === 1);
}

/**
 * 001 §5 "Content responses are accepted only when the code is 200, data exists and post_type is
 * allowed (teachers only if localized, learn, scholarships, landing)."
 * Takes the raw answer of the content call and never throws: anything that does not parse is
 * rejected with a reason (checked in this order: response shape, code, data present, data shape,
 * post type).
 */
export function acceptContentResponse(response: unknown): ContentAcceptance {
  const parsed = readContentResponse(response);
  if (parsed === null) return { accepted: false, reason: 'malformed-response' };
  if (Number(parsed.code) !== CONTENT_SUCCESS_CODE) return { accepted: false, reason: 'not-success-code' };
  if (parsed.data === undefined || parsed.data === null) return { accepted: false, reason: 'no-data' };
  const content = readMarketingContent(parsed.data);
  if (content === null) return { accepted: false, reason: 'malformed-data' };
  if (!isAllowedContentPostType(content)) return { accepted: false, reason: 'post-type-not-allowed' };
  return { accepted: true, content };
}
