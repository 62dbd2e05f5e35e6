/** The student's own classes and courses. */
export const myClasses = {
  title: 'My classes',
  upcoming: 'Upcoming',
  past: 'Past',
  tabsLabel: 'Which classes',
  emptyUpcoming: 'You have no upcoming classes. Find a class and book a spot.',
  emptyPast: 'No past classes yet.',
  findClass: 'Find a class',
  loadMore: 'Show more',
  loading: 'Loading your classes…',
  groupClass: 'Group class',
  groupCourse: 'Group course',
  courseClasses: '{n} classes',
  withTeacher: 'with {name}',
  status: 'Status',
  viewClass: 'View class',
  viewCourse: 'View course',
} as const;
