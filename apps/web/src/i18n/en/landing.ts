/** The group-class landing page (000 §2, 001 §2.3). */
export const landing = {
  pageTitle: 'Live online group classes',
  heroTitle: 'Speak a new language with a small live group',
  heroText: 'Sixty-minute classes on topics that matter, with custom material by professional teachers and at most 6 learners per class.',
  tryNow: 'Try now',
  findClass: 'Find a class',
  stripTitle: 'Classes starting soon',
  stripEmpty: 'No classes are open for booking right now. Please look again later.',
  curatedTitle: 'Curated by professional teachers',
  curatedText: 'Every class follows a topic its teacher designed: a clear goal, real-life situations and material you keep after class.',
  curatedPoint1: 'Topics from daily life, business, exams, kids and travel',
  curatedPoint2: 'Class sheets and phrase lists to download once you book',
  curatedPoint3: 'Levels from A1 to C2, so you join people like you',
  classmatesTitle: 'Study with classmates',
  classmatesText:
    'Small groups mean you speak a lot, hear other accents and stay motivated. Join a single class, or a course that meets weekly with the same teacher.',
  classmatesPoint1: '{capacity} learners at most',
  classmatesPoint2: '{minutes}-minute live classes',
  classmatesPoint3: 'Join from your browser, 10 minutes before start',
  mightLikeTitle: 'Classes you might like',
  mightLikeBasisHistory: 'Picked from the classes you booked before.',
  mightLikeBasisPopular: 'Popular with learners this week.',
} as const;
