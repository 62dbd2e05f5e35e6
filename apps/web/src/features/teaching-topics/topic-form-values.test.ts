import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n/translate';
import { en } from '../../i18n/en';
import type { TFunction } from '../../i18n/i18n-provider';
import { makeTeachingTopic, TOPIC_FORM_OPTIONS } from '../../testing/teaching-topic-builders';
import { initialTopicValues, toTopicDraft, validateTopicForm } from './topic-form-values';

const t = ((key, vars) => translate({ catalog: en, key, vars })) as TFunction;

describe('topic form values', () => {
  it('round-trips a topic through the inputs (price in USD in the box, cents on the wire)', () => {
    const topic = makeTeachingTopic();
    const values = initialTopicValues(topic, TOPIC_FORM_OPTIONS);
    expect(values.price).toBe('15.00');
    expect(toTopicDraft(values)).toEqual({
      title: topic.title,
      description: topic.description,
      outcomes: topic.outcomes,
      language: 'english',
      language_level: 4,
      category: 'CA002',
      tag: 'Interviews',
      duration: 60,
      student_capacity: 6,
      price: 1_500,
    });
  });

  it('names each field at fault in words, by the domain rule', () => {
    const values = { ...initialTopicValues(null, TOPIC_FORM_OPTIONS), title: 'Hi', outcomes: ['', 'x'] };
    expect(validateTopicForm(t, values, TOPIC_FORM_OPTIONS)).toEqual({
      title: 'At least 5 characters.',
      description: 'At least 20 characters.',
      'outcomes.1': 'At least 3 characters.',
      language_level: 'Please choose one.',
      category: 'Please choose one.',
      price: 'From 1 to 200.',
    });
  });

  it('accepts a complete topic', () => {
    expect(validateTopicForm(t, initialTopicValues(makeTeachingTopic(), TOPIC_FORM_OPTIONS), TOPIC_FORM_OPTIONS)).toEqual({});
  });
});
