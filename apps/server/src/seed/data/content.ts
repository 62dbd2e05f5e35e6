import { groupClassLandingPath, groupClassSearchPath } from '@app/api';
import {
  type FaqItem,
  type GroupClassFaqItem,
  INSTANT_BOOKING_LEAD_MS,
  LESSON_SLOT_MINUTES,
  type MarketingContent,
  MINUTE_MS,
} from '@app/domain';
import { languageName } from './reference';

/** The teacher pages with marketing content (001 §2.4 "/teachers/{language}"). */
export const TEACHER_PAGE_LANGUAGES: readonly string[] = [
  'english',
  'spanish',
  'french',
  'german',
  'italian',
  'japanese',
  'chinese',
  'korean',
  'portuguese',
  'arabic',
];

/** 001 §3 "Marketing content record" for `/teachers/{language}` in English. `localized` is the flag the web app checks. */
export function teachersPageRecord(language: string, { localized }: { localized: boolean }): MarketingContent {
  const name = languageName(language);
  return {
    post_type: 'teachers',
    localized,
    meta_title: `Online ${name} Teachers & Tutors for 1-on-1 Lessons`,
    meta_description: `Find the right online ${name} teacher for you. Compare professional teachers and community tutors by price, availability and reviews, and book a trial lesson today.`,
    hero_title: `Learn ${name} with a teacher who fits your schedule`,
    hero_description: `Professional teachers and friendly community tutors from around the world, available today. Start with a trial lesson from $1.`,
    headline_title: `Why learn ${name} online?`,
    headline_description: `One-to-one lessons adapt to your level, your goals and your timetable. Whether you need ${name} for work, travel, exams or family, you choose the teacher and the pace.`,
    faq_title: `Questions about learning ${name} online`,
    faq_questions: [
      {
        faq_question: `How much do online ${name} lessons cost?`,
        faq_answer: `Prices are set by each teacher. Community tutors start around $8 per hour and professional teachers usually charge between $15 and $45. Many offer trial lessons from $1.`,
      },
      {
        faq_question: 'What is the difference between a professional teacher and a community tutor?',
        faq_answer:
          'Professional teachers hold a teaching certificate or degree and can build structured courses and exam preparation. Community tutors are native or fluent speakers who focus on conversation practice.',
      },
      {
        faq_question: 'Can I change teacher after a trial lesson?',
        faq_answer: 'Of course. Try as many teachers as you like until you find the right fit; there is no commitment after a trial.',
      },
      {
        faq_question: `How long does it take to learn ${name}?`,
        faq_answer:
          'It depends on your goals and how often you practise. With two or three lessons a week most learners hold simple conversations after a few months.',
      },
    ],
    cta_title: `Start speaking ${name} this week`,
    cta_button: 'Find a teacher',
    cta_link: `/teachers/${language}`,
    blog_title: `Tips for learning ${name}`,
    language_filter: language,
  };
}

/** The same page translated into Spanish, for `lang=es`. */
export function teachersPageRecordEs(language: string, spanishName: string): MarketingContent {
  return {
    post_type: 'teachers',
    localized: true,
    meta_title: `Profesores y tutores de ${spanishName} en línea para clases particulares`,
    meta_description: `Encuentra a tu profesor de ${spanishName} en línea. Compara profesores profesionales y tutores por precio, disponibilidad y opiniones, y reserva una clase de prueba hoy.`,
    hero_title: `Aprende ${spanishName} con un profesor que se adapta a tu horario`,
    hero_description: 'Profesores profesionales y tutores de todo el mundo disponibles hoy. Empieza con una clase de prueba desde 1 $.',
    headline_title: `¿Por qué aprender ${spanishName} en línea?`,
    headline_description: 'Las clases particulares se adaptan a tu nivel, tus objetivos y tu horario. Tú eliges al profesor y el ritmo.',
    faq_title: 'Preguntas frecuentes',
    faq_questions: [
      {
        faq_question: '¿Cuánto cuestan las clases?',
        faq_answer:
          'Cada profesor fija su precio. Los tutores comunitarios empiezan en unos 8 $ por hora y los profesores profesionales suelen cobrar entre 15 y 45 $.',
      },
      {
        faq_question: '¿Puedo cambiar de profesor después de la clase de prueba?',
        faq_answer: 'Claro que sí. Prueba tantos profesores como quieras hasta encontrar el adecuado.',
      },
    ],
    cta_title: `Empieza a hablar ${spanishName} esta semana`,
    cta_button: 'Buscar profesor',
    cta_link: `/teachers/${language}`,
    blog_title: 'Consejos para aprender idiomas',
    language_filter: language,
  };
}

export const LANDING_RECORD: MarketingContent = {
  post_type: 'landing',
  meta_title: 'Online group classes: learn a language with classmates',
  meta_description: '60-minute live group classes with up to 6 learners, on topics that matter to you, taught by professional teachers.',
  hero_title: 'Learn together in small live group classes',
  hero_description:
    'Relatable topics, custom material by professional teachers and 6 learners per class. Book one class or a whole course.',
  headline_title: 'Curated content, real conversations',
  headline_description:
    'Every class comes with material prepared by the teacher, so you spend the hour speaking, not copying from a whiteboard.',
  faq_title: 'Group class questions',
  faq_questions: [
    { faq_question: 'How big are the groups?', faq_answer: 'At most 6 learners per class, so everyone speaks.' },
    {
      faq_question: 'Can I cancel?',
      faq_answer: 'Yes: drop a class more than 24 hours before it starts and you get a full refund to your wallet.',
    },
  ],
  cta_title: 'Find a class that fits your week',
  cta_button: 'Try now',
  cta_link: groupClassSearchPath({ lang: 'english' }),
  blog_title: 'From our blog',
};

export function learnRecord(language: string): MarketingContent {
  const name = languageName(language);
  return {
    post_type: 'learn',
    meta_title: `Learn ${name} online: lessons, group classes and tips`,
    meta_description: `Everything you need to learn ${name}: one-to-one lessons, group classes, free guides and a community of learners.`,
    hero_title: `Learn ${name} your way`,
    hero_description: 'One-to-one lessons, small group classes and structured courses, all online.',
    headline_title: 'Three ways to learn',
    headline_description:
      'Private lessons for personal attention, group classes to practise with others, and courses for steady weekly progress.',
    cta_title: `Book your first ${name} lesson`,
    cta_button: 'Get started',
    cta_link: `/teachers/${language}`,
    blog_title: `${name} learning guides`,
    language_filter: language,
  };
}

export const SCHOLARSHIPS_RECORD: MarketingContent = {
  post_type: 'scholarships',
  meta_title: 'Language learning scholarships',
  meta_description: 'Each year we award free lesson packages to students who use languages to help their communities.',
  hero_title: 'Language scholarships 2026',
  hero_description: 'Tell us how learning a language would help you help others. Ten winners receive a year of free lessons.',
  cta_title: 'Applications are open',
  cta_button: 'Apply now',
  cta_link: '/scholarships/apply',
};

/**
 * Blog posts by learning language; `{Language}` is replaced by its name. The body is plain text,
 * paragraphs separated by a blank line.
 */
export const BLOG_TITLE_TEMPLATES: readonly { title: string; summary: string; body: string }[] = [
  {
    title: '25 {Language} phrases you will hear on your first day',
    summary: 'From greetings to thank-yous: the phrases every visitor needs, with audio tips and the situations where you will hear them.',
    body: [
      'The first day in a new language is mostly listening. Before you worry about grammar, learn to recognise the handful of phrases that come up again and again: greetings, thanks, apologies, prices and directions.',
      'Start with the greetings you will hear at a shop counter or a hotel desk, and the two or three ways people answer them. Then add the polite words that smooth every exchange: please, thank you, excuse me and sorry. With those alone you can get through most short conversations.',
      'Next come the questions you will need to ask and, just as important, understand when someone asks you: how much is it, where is the station, do you speak English. Practise them aloud until they come without thinking; saying a phrase is what makes you hear it.',
      'Finally, learn how to ask someone to slow down or say it again. It is the most useful sentence in any language, and native speakers are almost always happy to help. A teacher can run through all 25 phrases with you in a single trial lesson.',
    ].join('\n\n'),
  },
  {
    title: 'How long does it really take to learn {Language}?',
    summary: 'We looked at hundreds of learners and what made them progress faster. Spoiler: consistency beats talent.',
    body: [
      'There is no single answer, but there are clear patterns. Learners who practise a little every day move faster than those who study for hours once a week, because the language stays fresh between sessions.',
      'For most adults, holding a simple conversation in {Language} takes a few months of regular practice: two or three lessons a week plus a few minutes of review on the other days. Reading a newspaper or following a film without subtitles takes longer, often a year or two.',
      'What speeds things up is speaking early. Learners who booked their first lesson in the first week reached conversation level sooner than those who studied alone for months before talking to anyone.',
      'Set a goal you can measure, such as ordering a meal or introducing yourself at work, and ask your teacher to plan lessons around it. Small goals reached often keep motivation high.',
    ].join('\n\n'),
  },
  {
    title: 'The best {Language} podcasts for every level',
    summary: 'Beginner stories, intermediate news and native chat shows: our teachers pick their favourite podcasts.',
    body: [
      'Podcasts turn a commute or a walk into practice time. The trick is choosing one at the right level: slow and clear for beginners, natural but focused for intermediate learners, and unscripted conversation for advanced ones.',
      'Beginners do best with short story podcasts made for learners, where each episode repeats new words and often comes with a transcript. Listen once for the gist, then again while reading along.',
      'Intermediate learners can move to news in simplified {Language} and to shows about everyday topics. Pause after a minute and summarise what you heard, out loud or in writing.',
      'Advanced learners should listen to what native speakers listen to: interviews, comedy and talk shows. Bring an episode you enjoyed to your next lesson and discuss it with your teacher.',
    ].join('\n\n'),
  },
  {
    title: 'Common mistakes {Language} learners make (and how to fix them)',
    summary: 'Our teachers share the errors they hear most often in class and a simple exercise for each one.',
    body: [
      'Every learner makes mistakes, and most of them are the same ones. Knowing which errors are common helps you notice them in your own speech.',
      'The first is translating word for word from your own language. Phrases rarely map one to one; learn whole expressions instead of single words, and write down the full sentence you heard.',
      'The second is avoiding the sounds that feel strange. Record yourself reading a short paragraph, compare it with a native recording, and repeat the words that differ. Five minutes a day makes a real difference within weeks.',
      'The third is waiting to be perfect before speaking. Mistakes in conversation are how teachers see what to work on next. Ask your teacher to note your three most frequent errors in each lesson and practise them until they disappear.',
    ].join('\n\n'),
  },
  {
    title: 'Group classes or private lessons: which is right for you?',
    summary: 'Both have their strengths. Here is how to choose, and how to combine them for faster progress.',
    body: [
      "Private lessons give you the teacher's full attention. They suit learners with a specific goal, such as an exam or a job interview, and anyone who wants to set the pace and the topics.",
      'Group classes put you in a room with up to five other learners at your level. You hear different accents and mistakes, practise with people who are not teachers, and pay less per hour.',
      'Many learners combine the two: a weekly group class on a topic they enjoy, and a private lesson to work on their own weak spots. Each helps the other: the group gives you situations, the teacher gives you corrections.',
      'Try one of each in your first week and notice which leaves you wanting more. There is no wrong choice, only the one that keeps you coming back.',
    ].join('\n\n'),
  },
];

/** The demo's Spanish posts (about learning English), with their text. */
export const SPANISH_BLOG_POSTS: readonly { title: string; summary: string; slug: string; daysAgo: number; body: string }[] = [
  {
    title: '25 frases en inglés que oirás el primer día',
    summary: 'De los saludos a las gracias: las frases que todo viajero necesita.',
    slug: '25-frases-en-ingles',
    daysAgo: 4,
    body: [
      'El primer día en un idioma nuevo consiste sobre todo en escuchar. Antes de preocuparte por la gramática, aprende a reconocer las frases que se repiten una y otra vez: saludos, agradecimientos, disculpas, precios y direcciones.',
      'Empieza por los saludos de una tienda o de la recepción de un hotel, y por las dos o tres formas de responderlos. Añade después las palabras de cortesía: por favor, gracias, perdón. Con ellas puedes resolver la mayoría de las conversaciones breves.',
      'Por último, aprende a pedir que te hablen más despacio o que te lo repitan. Es la frase más útil en cualquier idioma, y casi todo el mundo te ayudará con gusto.',
    ].join('\n\n'),
  },
  {
    title: '¿Clases grupales o particulares?',
    summary: 'Cómo elegir, y cómo combinarlas para avanzar más rápido.',
    slug: 'clases-grupales-o-particulares',
    daysAgo: 12,
    body: [
      'Las clases particulares te dan toda la atención del profesor. Son ideales si tienes un objetivo concreto, como un examen o una entrevista de trabajo.',
      'En las clases grupales practicas con hasta cinco compañeros de tu nivel: oyes otros acentos, hablas con personas que no son profesores y pagas menos por hora.',
      'Muchos estudiantes combinan las dos: una clase grupal a la semana sobre un tema que les gusta y una clase particular para trabajar sus puntos débiles.',
    ].join('\n\n'),
  },
];

export const SPANISH_LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  english: 'inglés',
  spanish: 'español',
  french: 'francés',
  german: 'alemán',
  japanese: 'japonés',
};

/** 001 §3 FAQ items of the teacher search page (q, aMain, aSub, type). */
export const TEACHERS_FAQ_EN: readonly FaqItem[] = [
  {
    q: 'How do trial lessons work?',
    aMain: 'Most teachers offer a short trial lesson from $1 so you can meet them before you commit.',
    aSub: 'You can take one trial lesson with each teacher who offers it, as long as you have completed fewer than 5 lessons.',
    type: 'faq',
  },
  {
    q: 'How much does a lesson cost?',
    aMain: 'Teachers set their own prices. Community tutors often charge $8 to $15 an hour; professional teachers usually $15 to $45.',
    aSub: 'Prices are shown in your currency; your final payment is made in USD.',
    type: 'faq',
  },
  {
    q: 'What is the difference between professional teachers and community tutors?',
    aMain: 'Professional teachers have a teaching qualification and can offer structured courses and exam preparation.',
    aSub: 'Community tutors are native or fluent speakers who are great for relaxed conversation practice.',
    type: 'faq',
  },
  {
    // Issue 17: an instant lesson starts at the teacher's next free half hour, which may be 40 minutes away.
    q: 'How soon can a lesson start?',
    aMain: `A lesson with a teacher who takes instant lessons can start as soon as ${INSTANT_BOOKING_LEAD_MS / MINUTE_MS} minutes after you book: at the start of their first free ${LESSON_SLOT_MINUTES}-minute slot from then on.`,
    aSub: 'On the Instant lessons page each teacher shows the earliest time you can start.',
    type: 'faq',
  },
  {
    q: 'What if I need to cancel?',
    aMain: 'You can reschedule or cancel a one-to-one lesson up to 24 hours before it starts at no cost.',
    type: 'faq',
  },
  {
    q: 'Not sure where to start?',
    aMain: 'Tell us your goals and schedule and we will suggest three teachers who match.',
    aSub: 'Find my teacher',
    type: 'cta',
  },
  {
    q: 'Learning tips from our teachers',
    aMain: 'Read short guides on grammar, pronunciation and motivation, written by the teachers you can book here.',
    aSub: 'Visit the blog',
    type: 'blog',
  },
];

/** The teacher search page's FAQ in Spanish (`lang=es`), item for item the English one. */
export const TEACHERS_FAQ_ES: readonly FaqItem[] = [
  {
    q: '¿Cómo funcionan las clases de prueba?',
    aMain: 'La mayoría de los profesores ofrecen una clase de prueba corta desde 1 $ para que los conozcas antes de decidirte.',
    aSub: 'Puedes tomar una clase de prueba con cada profesor que la ofrezca, mientras hayas completado menos de 5 clases.',
    type: 'faq',
  },
  {
    q: '¿Cuánto cuesta una clase?',
    aMain:
      'Cada profesor fija su precio. Los tutores de la comunidad suelen cobrar de 8 $ a 15 $ por hora; los profesores profesionales, de 15 $ a 45 $.',
    aSub: 'Los precios se muestran en tu moneda; el pago final se hace en USD.',
    type: 'faq',
  },
  {
    q: '¿Qué diferencia hay entre profesores profesionales y tutores de la comunidad?',
    aMain: 'Los profesores profesionales tienen una titulación docente y pueden ofrecer cursos estructurados y preparación de exámenes.',
    aSub: 'Los tutores de la comunidad son hablantes nativos o con fluidez, ideales para practicar la conversación sin presión.',
    type: 'faq',
  },
  {
    q: '¿Con cuánta antelación puede empezar una clase?',
    aMain: `Una clase con un profesor que da clases al instante puede empezar ${INSTANT_BOOKING_LEAD_MS / MINUTE_MS} minutos después de tu reserva como muy pronto: al inicio de su primera franja libre de ${LESSON_SLOT_MINUTES} minutos a partir de entonces.`,
    aSub: 'En la página de clases al instante, cada profesor muestra la primera hora a la que puedes empezar.',
    type: 'faq',
  },
  {
    q: '¿Y si tengo que cancelar?',
    aMain: 'Puedes cambiar o cancelar una clase individual sin coste hasta 24 horas antes de que empiece.',
    type: 'faq',
  },
  {
    q: '¿No sabes por dónde empezar?',
    aMain: 'Cuéntanos tus objetivos y tu horario y te propondremos tres profesores a tu medida.',
    aSub: 'Encontrar mi profesor',
    type: 'cta',
  },
  {
    q: 'Consejos de nuestros profesores',
    aMain: 'Lee guías breves sobre gramática, pronunciación y motivación, escritas por los profesores que puedes reservar aquí.',
    aSub: 'Visitar el blog',
    type: 'blog',
  },
];

/** 001 §3 group-class FAQ items: `a` is a string or typed parts. */
export const GROUP_CLASS_FAQ_EN: readonly GroupClassFaqItem[] = [
  {
    q: 'What is a group class?',
    a: 'A 60-minute live online class on one topic, with a professional teacher and at most 6 learners.',
    questionTestId: 'faq-q-what',
    answerTestId: 'faq-a-what',
  },
  {
    q: 'How do I join the class?',
    a: [
      { type: 'p', value: 'After booking, the class page shows everything you need:' },
      { type: 'li', value: 'the link to the video room appears 10 minutes before the class starts;' },
      { type: 'li', value: 'the meeting ID and passcode are shown next to it;' },
      { type: 'li', value: 'the class material can be downloaded right after booking.' },
    ],
    questionTestId: 'faq-q-join',
    answerTestId: 'faq-a-join',
  },
  {
    q: 'Can I cancel a class?',
    a: [
      {
        type: 'div',
        value: 'Yes, more than 24 hours before the class starts you can drop it and the full price goes back to your wallet.',
      },
      { type: 'p', value: 'Within 24 hours of the start a class can no longer be dropped.' },
    ],
  },
  {
    q: 'What is the difference between a single class and a group course?',
    a: 'Single classes are one session while Group courses consist of multiple classes with the same teacher and classmates, once a week.',
  },
  {
    q: 'What happens if not enough students sign up for a course?',
    a: [
      { type: 'p', value: 'Each course has a minimum number of students.' },
      {
        type: 'p',
        value:
          'If it is not reached 24 hours before the first class, the course is cancelled automatically and everyone is refunded in full.',
      },
    ],
  },
  {
    q: 'Is there an age requirement?',
    a: 'Group classes are for adults (18+), except classes in the Kids category, which are designed for children with a parent nearby.',
  },
  {
    q: 'Something went wrong in my class. What can I do?',
    a: [
      { type: 'p', value: 'Use the "There was a problem" button on the class page during the class or within one day after it ends.' },
      { type: 'p', value: 'Our support team reviews every report.' },
    ],
  },
];

export const GROUP_CLASS_FAQ_ES: readonly GroupClassFaqItem[] = [
  {
    q: '¿Qué es una clase grupal?',
    a: 'Una clase en directo de 60 minutos sobre un tema, con un profesor profesional y un máximo de 6 estudiantes.',
  },
  {
    q: '¿Puedo cancelar una clase?',
    a: [{ type: 'p', value: 'Sí, hasta 24 horas antes del inicio, con el reembolso completo en tu monedero.' }],
  },
];

/** 001 §7.2 marketing popup: the demo's one stored popup (shown on the teacher search page). */
export const DEMO_MARKETING_POPUP = {
  title: 'New: live group classes',
  body: 'Practise with up to 5 other learners in a 60-minute class led by a professional teacher. Pick a topic you like and book a spot in a minute.',
  cta_label: 'Find a group class',
  cta_link: groupClassLandingPath(),
  // It announces group classes: a student who books them already does not need it (issue 17).
  audience: 'new-to-group-classes',
} as const;
