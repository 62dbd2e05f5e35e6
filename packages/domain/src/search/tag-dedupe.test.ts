import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CategoryWithTagsList, dedupeTags, getCategoryCodes, getParentCategories } from './tag-dedupe';
import { CategoryWithTagsListSchema } from './tag-dedupe-schema';

const list: CategoryWithTagsList = [['CA002', 'Job interview'], ['CA003', 'IELTS', 'TOEFL'], ['CA005']];

describe('category-with-tags list: "entries whose first item is a category code"', () => {
  it('parses entries and lists the category codes', () => {
    expect(CategoryWithTagsListSchema.parse(list)).toEqual(list);
    expect(CategoryWithTagsListSchema.safeParse([[]]).success).toBe(false);
    expect(getCategoryCodes(list)).toEqual(['CA002', 'CA003', 'CA005']);
    expect(getParentCategories({ tag: 'IELTS', categoryWithTags: list })).toEqual(['CA003']);
    expect(getParentCategories({ tag: 'CA003', categoryWithTags: list })).toEqual([]);
  });
});

describe('dedupeTags: "Tag lists drop parent and child duplicates"', () => {
  it('drops a child tag when its parent category is also chosen', () => {
    expect(dedupeTags({ tags: ['IELTS', 'CA003', 'Job interview'], categoryWithTags: list })).toEqual(['CA003', 'Job interview']);
  });

  it('drops repeats and sanitises ("tags are stripped of everything except letters ..., digits and spaces")', () => {
    expect(dedupeTags({ tags: ['IELTS', 'IELTS!', ' IELTS ', '!!'], categoryWithTags: list })).toEqual(['IELTS']);
  });

  it('keeps children whose parent is not chosen', () => {
    expect(dedupeTags({ tags: ['TOEFL', 'IELTS'], categoryWithTags: list })).toEqual(['TOEFL', 'IELTS']);
  });

  it('property: oracle, and the result has no child next to its parent', () => {
    const tagArb = fc.constantFrom('CA002', 'CA003', 'CA005', 'Job interview', 'IELTS', 'TOEFL', 'Other', 'IELTS?');
    fc.assert(
      fc.property(fc.array(tagArb, { maxLength: 10 }), (tags) => {
        const result = dedupeTags({ tags, categoryWithTags: list });
        const cleaned = tags.map((t) => t.replace(/[^\p{L}\p{M}\p{Nd} ]/gu, '').trim());
        const parentOf: Record<string, string> = { 'Job interview': 'CA002', IELTS: 'CA003', TOEFL: 'CA003' };
        const expected = cleaned.filter(
          (t, i) => cleaned.indexOf(t) === i && !(parentOf[t] !== undefined && cleaned.includes(parentOf[t])),
        );
        expect(result).toEqual(expected);
      }),
    );
  });
});
