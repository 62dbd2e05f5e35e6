import { TOPIC_DRAFT_BOUNDS, type NewTopicBody, type TeachingTopic, type TopicDraftBody, type TopicFormOptions } from '@app/api';
import { TOPIC_DEFAULT_DURATION, type TopicFieldIssue, validateTopicDraft } from '@app/domain';
import type { TFunction } from '../../i18n/i18n-provider';

/** What the inputs hold: text, as typed (the price in USD, e.g. `15.00`). */
export interface TopicFormValues {
  title: string;
  description: string;
  outcomes: string[];
  language: string;
  language_level: string;
  category: string;
  tag: string;
  duration: string;
  student_capacity: string;
  price: string;
  /** A new topic only: a course topic (scheduled as courses) rather than a class topic. */
  is_course: boolean;
}

/** Field name (`outcomes.1` for one outcome) to its error text. */
export type TopicFormErrors = Partial<Record<string, string>>;

export function initialTopicValues(topic: TeachingTopic | null, options: TopicFormOptions): TopicFormValues {
  if (topic)
    return {
      title: topic.title,
      description: topic.description,
      outcomes: topic.outcomes.length > 0 ? topic.outcomes : [''],
      language: topic.language,
      language_level: String(topic.language_level),
      category: topic.category,
      tag: topic.tag ?? '',
      duration: String(topic.duration),
      student_capacity: String(topic.student_capacity),
      price: (topic.price / 100).toFixed(2),
      is_course: false,
    };
  return {
    title: '',
    description: '',
    outcomes: [''],
    language: options.languages[0] ?? '',
    language_level: '',
    category: '',
    tag: '',
    duration: String(TOPIC_DEFAULT_DURATION),
    student_capacity: String(TOPIC_DRAFT_BOUNDS.student_capacity.max),
    price: '',
    is_course: false,
  };
}

const toNumber = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));

/** The values as the API's draft: trimmed outcomes (blank ones dropped), the price in cents. */
export function toTopicDraft(values: TopicFormValues): TopicDraftBody {
  const price = toNumber(values.price);
  return {
    title: values.title,
    description: values.description,
    outcomes: values.outcomes.map((o) => o.trim()).filter((o) => o !== ''),
    language: values.language,
    language_level: toNumber(values.language_level),
    category: values.category,
    tag: values.tag === '' ? null : values.tag,
    duration: toNumber(values.duration) as TopicDraftBody['duration'],
    student_capacity: toNumber(values.student_capacity),
    price: Number.isFinite(price) ? Math.round(price * 100) : Number.NaN,
  };
}

/** A new topic as the API creates it: the draft and its kind (a course topic or a class topic). */
export const toNewTopic = (values: TopicFormValues): NewTopicBody => ({ ...toTopicDraft(values), is_course: values.is_course });

/** The schema's bounds as the form's texts show them: the price in USD, the rest as they are. */
const BOUNDS: Partial<Record<string, { min: number; max: number }>> = {
  ...TOPIC_DRAFT_BOUNDS,
  price: { min: TOPIC_DRAFT_BOUNDS.price.min / 100, max: TOPIC_DRAFT_BOUNDS.price.max / 100 },
};

function issueText(t: TFunction, issue: TopicFieldIssue): string {
  const bounds = BOUNDS[issue.field.startsWith('outcomes.') ? 'outcome' : issue.field] ?? { min: 0, max: 0 };
  switch (issue.reason) {
    case 'too-short':
      return t('teachingTopics.errorTooShort', { min: bounds.min });
    case 'too-long':
      return t('teachingTopics.errorTooLong', { max: bounds.max });
    case 'too-few':
    case 'too-many':
      return t('teachingTopics.errorOutcomesCount', bounds);
    case 'out-of-range':
      return t('teachingTopics.errorRange', bounds);
    case 'not-whole':
      // An empty box: the price and spots say their range, the level (a list) asks for a choice.
      if (issue.field === 'language_level') return t('teachingTopics.errorRequired');
      return issue.field === 'price' || issue.field === 'student_capacity'
        ? t('teachingTopics.errorRange', bounds)
        : t('teachingTopics.errorWhole');
    case 'multi-line':
      return t('teachingTopics.errorOneLine');
    case 'not-offered':
    case 'not-a-choice':
      return t('teachingTopics.errorRequired');
  }
}

/**
 * The form's errors by the domain's own rule (validateTopicDraft, as the server runs it), each in
 * the display language. An empty number reads as out of range, an empty choice as "choose one".
 */
export function validateTopicForm(t: TFunction, values: TopicFormValues, options: TopicFormOptions): TopicFormErrors {
  const draft = toTopicDraft(values);
  const result = validateTopicDraft({
    draft: draft,
    languages: options.languages,
    catalogue: options.categories.map((c): [string, ...string[]] => [c.code, ...c.tags]),
  });
  if (result.ok) return {};
  const errors: TopicFormErrors = {};
  for (const issue of result.issues) {
    // Outcome issues point at the kept (non-blank) outcomes: map back to the input they came from.
    const field = issue.field.startsWith('outcomes.') ? outcomeInputField(values, Number(issue.field.split('.')[1])) : issue.field;
    errors[field] ??= issueText(t, issue);
  }
  return errors;
}

function outcomeInputField(values: TopicFormValues, keptIndex: number): string {
  let seen = -1;
  for (const [i, outcome] of values.outcomes.entries()) {
    if (outcome.trim() !== '') seen += 1;
    if (seen === keptIndex) return `outcomes.${i}`;
  }
  return 'outcomes';
}
