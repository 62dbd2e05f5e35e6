import type { GroupClassSearchItem, GroupCourseSearchItem, SearchTeacher } from '@app/api';
import { RenderedJson } from '../http/rendered-json';
import type { MirrorClass, MirrorCourse, MirrorTeacher, MirrorTopic } from './mirror-rows';

/**
 * Search cards as JSON text, in the contract's field order, written into answers as they are
 * (`RenderedJson`). A card is rendered once and kept until its entry, its topic or its teacher is
 * replaced in the mirror: entries, topics and teachers are never changed in place, so the objects
 * a card was rendered from tell whether it is still right.
 */
interface Rendered {
  readonly topic: MirrorTopic;
  readonly teacher: MirrorTeacher;
  readonly card: RenderedJson<unknown>;
}

const rendered = new WeakMap<MirrorClass | MirrorCourse, Rendered>();

/** The card of `entry` as last rendered from this topic and teacher, or rendered now from `item()`. */
function renderOnce<T>(entry: MirrorClass | MirrorCourse, topic: MirrorTopic, teacher: MirrorTeacher, item: () => T): RenderedJson<T> {
  const kept = rendered.get(entry);
  if (kept && kept.topic === topic && kept.teacher === teacher) return kept.card as RenderedJson<T>;
  const card = new RenderedJson<T>(JSON.stringify(item()));
  rendered.set(entry, { topic, teacher, card });
  return card;
}

const teacherInfo = ({ user_id, nickname, avatar_file_name, is_pro }: MirrorTeacher): SearchTeacher => ({
  user_id,
  nickname,
  avatar_file_name,
  is_pro,
});

/** Whole minutes from start to end, rounded half up. */
const minutesBetween = (start: number, end: number): number => Math.round((end - start) / 60_000);

export function classCard(entry: MirrorClass, topic: MirrorTopic, teacher: MirrorTeacher): RenderedJson<GroupClassSearchItem> {
  return renderOnce(entry, topic, teacher, (): GroupClassSearchItem => ({
    id: entry.id,
    topic_id: entry.topicId,
    teacher_id: entry.teacherId,
    title: entry.title,
    language: topic.language,
    language_level: topic.languageLevel,
    category: topic.category,
    tag: topic.tag,
    price: entry.price,
    student_capacity: entry.capacity,
    start_time: new Date(entry.start).toISOString(),
    end_time: new Date(entry.end).toISOString(),
    duration: minutesBetween(entry.start, entry.end),
    status: entry.status,
    intro_cover: topic.introCover,
    group_class_students: entry.seats.map(({ student_id, status }) => ({ student_id, status })),
    teacher_info: teacherInfo(teacher),
  }));
}

export function courseCard(entry: MirrorCourse, topic: MirrorTopic, teacher: MirrorTeacher): RenderedJson<GroupCourseSearchItem> {
  return renderOnce(entry, topic, teacher, (): GroupCourseSearchItem => ({
    id: entry.id,
    course_id: entry.id,
    topic_id: entry.topicId,
    teacher_id: entry.teacherId,
    title: topic.title,
    price: entry.price,
    class_amount: entry.classAmount,
    language: topic.language,
    language_level: topic.languageLevel,
    category: topic.category,
    tag: topic.tag,
    min_spots: entry.minSpots,
    max_spots: entry.maxSpots,
    start_time: new Date(entry.start).toISOString(),
    end_time: new Date(entry.end).toISOString(),
    duration: topic.duration,
    status: entry.status,
    intro_cover: topic.introCover,
    outlines: entry.outlines.map(({ group_class_id, class_title, start_time, end_time }) => ({
      group_class_id,
      class_title,
      start_time,
      end_time,
    })),
    course_students: entry.seats.map(({ student_id, status }) => ({ student_id, status })),
    teacher_info: teacherInfo(teacher),
  }));
}
