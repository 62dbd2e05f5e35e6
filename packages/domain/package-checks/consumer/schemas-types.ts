// Types of the schemas entry, with zod installed: a schema's output is the rule's plain type.
import type { Keyword } from '@app/domain/search';
import { KeywordSchema } from '@app/domain/schemas';

export const keyword: Keyword = KeywordSchema.parse('hola');
// @ts-expect-error a keyword is a string
export const wrong: number = KeywordSchema.parse('hola');
