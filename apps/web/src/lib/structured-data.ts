import type { GroupClassDetail, TopicDetail } from '@app/api';
import { SITE_NAME } from './use-page-title';

const PROVIDER = { '@type': 'Organization', name: SITE_NAME };

/** schema.org `Course` for a topic or course page (a search engine's course listing). */
export function courseStructuredData({ topic, url }: { topic: TopicDetail; url: URL }): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: topic.group_topic.title,
    description: topic.group_topic.description,
    inLanguage: topic.group_topic.language,
    url: `${url.origin}${url.pathname}`,
    provider: PROVIDER,
    hasCourseInstance: {
      '@type': 'CourseInstance',
      courseMode: 'online',
      instructor: { '@type': 'Person', name: topic.teacher_info.nickname },
    },
  };
}

/** schema.org `Event` for one class (online, at its start and end). */
export function eventStructuredData({ detail, url }: { detail: GroupClassDetail; url: URL }): Record<string, unknown> {
  const { group_class: groupClass, teacher_info: teacher } = detail;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: groupClass.title,
    description: groupClass.intro,
    startDate: groupClass.start_time,
    endDate: groupClass.end_time,
    eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    location: { '@type': 'VirtualLocation', url: `${url.origin}${url.pathname}` },
    organizer: PROVIDER,
    performer: { '@type': 'Person', name: teacher.nickname },
    inLanguage: groupClass.language,
  };
}
