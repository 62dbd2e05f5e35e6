/**
 * 000 §3 "Group topic ... status (APPROVE)". Ours: a teacher's new topic is published at once
 * (APPROVE: teachers are vetted when they apply, as a marketplace vets sellers, not each listing);
 * PENDING is a topic held back for staff review (not listed, not scheduled; staff tools set it);
 * ARCHIVED is the teacher's "no more classes of this": hidden from search, never scheduled again,
 * its booked classes stay as they are.
 */
export const TOPIC_STATUSES = ['PENDING', 'APPROVE', 'ARCHIVED'] as const;
export type TopicStatus = (typeof TOPIC_STATUSES)[number];
export const TOPIC_PUBLISHED_STATUS: TopicStatus = 'APPROVE';
export const TOPIC_ARCHIVED_STATUS: TopicStatus = 'ARCHIVED';

/** Issue 14: "an archived topic ... cannot be scheduled". True only for a published (APPROVE) topic. */
export function isTopicSchedulable(status: string): boolean {
  return status === TOPIC_PUBLISHED_STATUS;
}
