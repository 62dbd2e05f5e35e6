import { SignedOutBlocks, useTeachersContent } from '../features/content/marketing-blocks';
import { MarketingPopup } from '../features/marketing/marketing-popup';
import { TeacherSearchView, type TeacherSearchViewProps } from '../features/teachers/teacher-search-view';

/**
 * The teacher search with the pieces other features own, put together here because features do not
 * import each other: the language's content record and signed-out blocks (content), the popup (marketing).
 */
export function ComposedTeacherSearch(props: TeacherSearchViewProps) {
  const instant = props.mode === 'instant';
  const content = useTeachersContent(props.language);
  return (
    <TeacherSearchView
      {...props}
      content={content}
      signedOutBlocks={<SignedOutBlocks language={props.language} content={instant ? null : content} />}
      // Issue 6: the stored marketing popup, for signed-in users, never on the instant-lessons page.
      popup={<MarketingPopup instantLessons={instant} />}
    />
  );
}
