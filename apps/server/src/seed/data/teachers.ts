import type { CountryCode } from './reference';

export type TeacherFocus = 'general' | 'conversation' | 'business' | 'exams' | 'kids';
export interface TranslatedText {
  readonly short_signature: string;
  readonly about: string;
}

/** One seeded teacher, written to read like a real profile. Numbers (ratings, prices...) come from the seeded PRNG. */
export interface TeacherProfile {
  readonly slug: string;
  readonly name: string;
  readonly country: CountryCode;
  readonly pro: boolean;
  /** Languages taught, the main one first. */
  readonly teaches: readonly string[];
  /** Other languages spoken, with their level (3..7; 7 is native). */
  readonly speaks: readonly (readonly [string, number])[];
  readonly focus: TeacherFocus;
  /** Local hours the teacher works, [from, to). */
  readonly hours: readonly [number, number];
  readonly signature: string;
  readonly about: string;
  /** Joined less than 22 days ago: ratings hidden (001 §9), `is_new`. */
  readonly isNew?: boolean;
  readonly instantNow?: boolean;
  readonly instantBooking?: boolean;
  readonly studentFull?: boolean;
  readonly translations?: { readonly es: TranslatedText; readonly ru: TranslatedText; readonly ja: TranslatedText };
}

/** The demo teacher account (README "Demo accounts"). */
export const DEMO_TEACHER_SLUG = 'lucia-fernandez';

export const TEACHER_PROFILES: readonly TeacherProfile[] = [
  // Spanish
  {
    slug: 'lucia-fernandez',
    name: 'Lucía Fernández',
    country: 'ES',
    pro: true,
    teaches: ['spanish'],
    speaks: [
      ['english', 6],
      ['french', 4],
    ],
    focus: 'exams',
    hours: [8, 21],
    signature: 'DELE examiner who makes grammar feel like conversation',
    about:
      'I have taught Spanish in Madrid for eleven years, first at a language school in Chamberí and now online. I trained as a DELE examiner, so I know exactly what the exam rewards, but most of my students simply want to talk with confidence. My classes are built around real situations: ordering tapas, complaining politely, telling a story about your weekend.',
    instantBooking: true,
    translations: {
      es: {
        short_signature: 'Examinadora DELE que convierte la gramática en conversación',
        about:
          'Enseño español en Madrid desde hace once años, primero en una academia de Chamberí y ahora en línea. Me formé como examinadora del DELE, así que sé exactamente qué premia el examen, pero la mayoría de mis alumnos solo quiere hablar con seguridad. Mis clases giran en torno a situaciones reales: pedir tapas, quejarse con educación, contar qué hiciste el fin de semana.',
      },
      ru: {
        short_signature: 'Экзаменатор DELE, с которой грамматика превращается в разговор',
        about:
          'Я преподаю испанский в Мадриде уже одиннадцать лет: сначала в языковой школе в районе Чамбери, а теперь онлайн. Я прошла подготовку экзаменатора DELE и точно знаю, что ценится на экзамене, но большинство моих учеников просто хотят уверенно говорить. Мои занятия строятся вокруг реальных ситуаций: заказать тапас, вежливо пожаловаться, рассказать о своих выходных.',
      },
      ja: {
        short_signature: '文法を会話に変えるDELE試験官',
        about:
          'マドリードで11年間スペイン語を教えています。最初はチャンベリ地区の語学学校で、今はオンラインで教えています。DELEの試験官の資格を持っているので、試験で何が評価されるかをよく知っていますが、生徒の多くはただ自信を持って話したいと思っています。タパスの注文、丁寧な苦情の伝え方、週末の出来事の話し方など、実際の場面を中心にレッスンを組み立てています。',
      },
    },
  },
  {
    slug: 'javier-morales',
    name: 'Javier Morales',
    country: 'MX',
    pro: false,
    teaches: ['spanish'],
    speaks: [['english', 5]],
    focus: 'conversation',
    hours: [7, 22],
    signature: 'Chilango, coffee lover, patient with beginners',
    about:
      "¡Hola! I'm Javier from Mexico City. I studied communication and spent three years guiding tourists around Coyoacán, which is where I discovered I love helping people lose their fear of speaking. We will chat about food, music and daily life, and I will note the phrases you can reuse tomorrow.",
    instantNow: true,
    instantBooking: true,
  },
  {
    slug: 'valentina-rios',
    name: 'Valentina Ríos',
    country: 'CO',
    pro: true,
    teaches: ['spanish', 'english'],
    speaks: [['portuguese', 4]],
    focus: 'general',
    hours: [6, 19],
    signature: 'Certified ELE teacher with a soft spot for Latin American slang',
    about:
      "I hold a master's degree in teaching Spanish as a foreign language from the Instituto Caro y Cuervo in Bogotá. I have prepared nurses, engineers and retirees for life in Colombia, and I teach English to Colombian professionals too. Expect clear explanations, lots of speaking time and a short summary after every class.",
  },
  {
    slug: 'martin-acosta',
    name: 'Martín Acosta',
    country: 'AR',
    pro: false,
    teaches: ['spanish'],
    speaks: [
      ['english', 5],
      ['italian', 4],
    ],
    focus: 'conversation',
    hours: [10, 23],
    signature: 'Porteño storyteller: Spanish through stories and tango lyrics',
    about:
      "I'm a theatre actor and I have been teaching Spanish online since 2019. I use short stories, song lyrics and role plays so that grammar shows up naturally. If you want to understand how people in Buenos Aires really talk, vos sos bienvenido.",
    isNew: true,
  },
  {
    slug: 'carmen-ortega',
    name: 'Carmen Ortega',
    country: 'ES',
    pro: true,
    teaches: ['spanish'],
    speaks: [
      ['english', 5],
      ['german', 5],
    ],
    focus: 'business',
    hours: [9, 19],
    signature: 'Business Spanish for meetings, emails and negotiations',
    about:
      'Before teaching I worked for eight years in export sales for an olive oil company in Seville, negotiating with buyers in Germany and the UK. Today I help professionals prepare for meetings, presentations and job interviews in Spanish. Every lesson ends with a phrase bank you can use the same day.',
  },
  {
    slug: 'diego-hernandez',
    name: 'Diego Hernández',
    country: 'MX',
    pro: true,
    teaches: ['spanish'],
    speaks: [['english', 4]],
    focus: 'kids',
    hours: [14, 21],
    signature: 'Primary school teacher: Spanish for kids aged 6 to 12',
    about:
      'I teach third grade in Guadalajara and tutor children online in the afternoons. My lessons for kids use songs, picture cards and tiny games, so they leave the class saying words without noticing they studied. Parents receive a short note after each lesson with what we practised.',
  },
  {
    slug: 'isabel-navarro',
    name: 'Isabel Navarro',
    country: 'ES',
    pro: false,
    teaches: ['spanish'],
    speaks: [
      ['english', 4],
      ['french', 3],
    ],
    focus: 'conversation',
    hours: [16, 23],
    signature: 'Relaxed conversation practice from sunny Valencia',
    about:
      "I'm a tour guide in Valencia who loves languages as much as paella. My conversation classes are relaxed and full of questions about your life, your city and your plans. I correct gently and I always explain why.",
    instantNow: true,
  },
  // English
  {
    slug: 'emily-carter',
    name: 'Emily Carter',
    country: 'US',
    pro: true,
    teaches: ['english'],
    speaks: [['spanish', 4]],
    focus: 'business',
    hours: [7, 18],
    signature: 'Former Wall Street analyst: business English that gets results',
    about:
      'I spent six years in investment banking in New York before switching to teaching full time. I coach professionals on presentations, meetings and the small talk that happens before and after them. I hold a CELTA and a Business English certificate, and I record key corrections in a shared document after each class.',
    instantBooking: true,
    translations: {
      es: {
        short_signature: 'Exanalista de Wall Street: inglés de negocios que da resultados',
        about:
          'Trabajé seis años en banca de inversión en Nueva York antes de dedicarme a la enseñanza a tiempo completo. Preparo a profesionales para presentaciones, reuniones y la charla informal que ocurre antes y después de ellas. Tengo el CELTA y un certificado de inglés de negocios, y después de cada clase anoto las correcciones clave en un documento compartido.',
      },
      ru: {
        short_signature: 'Бывший аналитик с Уолл-стрит: деловой английский, который даёт результат',
        about:
          'Шесть лет я работала в инвестиционном банке в Нью-Йорке, а потом полностью перешла в преподавание. Я готовлю специалистов к презентациям, совещаниям и светской беседе до и после них. У меня есть сертификаты CELTA и Business English, и после каждого урока я записываю главные исправления в общий документ.',
      },
      ja: {
        short_signature: '元ウォール街アナリストが教える、結果につながるビジネス英語',
        about:
          'ニューヨークの投資銀行で6年間働いた後、専任の講師になりました。プレゼンテーションや会議、そしてその前後の雑談まで、社会人の方をサポートしています。CELTAとビジネス英語の資格を持ち、毎回のレッスン後に大切な訂正を共有ドキュメントにまとめます。',
      },
    },
  },
  {
    slug: 'james-whitfield',
    name: 'James Whitfield',
    country: 'GB',
    pro: true,
    teaches: ['english'],
    speaks: [['french', 3]],
    focus: 'exams',
    hours: [7, 20],
    signature: 'IELTS 8.0+ coach, ex-Cambridge examiner',
    about:
      'I examined IELTS speaking for five years and I now prepare students for the exam online. I know the band descriptors by heart and I will show you what separates a 6.5 from a 7.5. Outside exam prep I enjoy teaching British idioms and the fine art of the understatement.',
    studentFull: true,
    translations: {
      es: {
        short_signature: 'Preparador de IELTS 8.0+, ex examinador de Cambridge',
        about:
          'Fui examinador de la prueba oral del IELTS durante cinco años y ahora preparo a estudiantes para el examen en línea. Me sé de memoria los descriptores de cada banda y te mostraré qué separa un 6.5 de un 7.5. Fuera de la preparación de exámenes, me encanta enseñar modismos británicos y el arte de quitarle importancia a las cosas.',
      },
      ru: {
        short_signature: 'Тренер по IELTS 8.0+, бывший экзаменатор Cambridge',
        about:
          'Пять лет я принимал устную часть IELTS, а теперь готовлю студентов к экзамену онлайн. Я знаю критерии оценки наизусть и покажу, чем 6.5 отличается от 7.5. Помимо подготовки к экзаменам, я люблю учить британским идиомам и искусству преуменьшения.',
      },
      ja: {
        short_signature: 'IELTS 8.0以上を目指すコーチ、元ケンブリッジ試験官',
        about:
          '5年間IELTSスピーキングの試験官を務め、現在はオンラインで受験対策を教えています。評価基準を熟知しているので、6.5と7.5の違いがどこにあるのかをお見せします。試験対策以外では、イギリスの慣用句や控えめな言い回しを教えるのが大好きです。',
      },
    },
  },
  {
    slug: 'sarah-oconnor',
    name: "Sarah O'Connor",
    country: 'IE',
    pro: false,
    teaches: ['english'],
    speaks: [['french', 4]],
    focus: 'conversation',
    hours: [17, 23],
    signature: 'Chatty Irish tutor: fluency, pronunciation and the odd bit of slang',
    about:
      "I'm from Galway and I now live in Dublin, where I work as a librarian. I've tutored English conversation for four years and I love meeting people from every corner of the world. We'll talk about anything that interests you and I'll help you sound more natural.",
    instantNow: true,
    instantBooking: true,
  },
  {
    slug: 'michael-nguyen',
    name: 'Michael Nguyen',
    country: 'CA',
    pro: true,
    teaches: ['english'],
    speaks: [
      ['vietnamese', 7],
      ['french', 5],
    ],
    focus: 'general',
    hours: [8, 20],
    signature: 'TESL-certified, focused on clear pronunciation',
    about:
      'I grew up in Toronto speaking Vietnamese at home and English everywhere else, so I know what it feels like to switch between languages. I specialise in pronunciation and listening: we work on rhythm, linking and the sounds that cause the most trouble. Recorded drills and feedback are part of every lesson.',
  },
  {
    slug: 'olivia-bennett',
    name: 'Olivia Bennett',
    country: 'AU',
    pro: false,
    teaches: ['english'],
    speaks: [],
    focus: 'kids',
    hours: [15, 21],
    signature: 'Fun English for young learners from Down Under',
    about:
      "G'day! I'm a kindergarten assistant in Sydney and I run small English clubs for children after school. My classes use stories, puppets and plenty of movement. Older learners are welcome too if you'd like to chat about travel and the Australian outdoors.",
    isNew: true,
  },
  {
    slug: 'thabo-mokoena',
    name: 'Thabo Mokoena',
    country: 'ZA',
    pro: true,
    teaches: ['english'],
    speaks: [['dutch', 3]],
    focus: 'business',
    hours: [7, 19],
    signature: 'Interview coach helping engineers land international jobs',
    about:
      'I worked in HR for a mining company for nine years and ran hundreds of job interviews. Now I help candidates prepare for interviews in English: answering competency questions, telling their career story and negotiating salary. We practise with real job descriptions you send me.',
    instantBooking: true,
  },
  {
    slug: 'maria-santos',
    name: 'Maria Santos',
    country: 'PH',
    pro: false,
    teaches: ['english'],
    speaks: [['japanese', 3]],
    focus: 'general',
    hours: [6, 23],
    signature: 'Patient and cheerful: English for absolute beginners',
    about:
      "I've been teaching English online for seven years, mostly to beginners from Japan and Korea. I speak slowly, use lots of pictures and repeat things as often as you need. Nobody stays shy for long in my class.",
    instantNow: true,
    instantBooking: true,
  },
  {
    slug: 'anil-sharma',
    name: 'Anil Sharma',
    country: 'IN',
    pro: true,
    teaches: ['english', 'hindi'],
    speaks: [],
    focus: 'exams',
    hours: [7, 21],
    signature: 'Academic writing and IELTS writing specialist',
    about:
      'I have a PhD in linguistics and taught academic writing at a university in Pune for a decade. I help students structure essays, write clear reports and reach their target IELTS writing band. I also teach Hindi to beginners who want to connect with family or colleagues.',
  },
  {
    slug: 'daniel-brooks',
    name: 'Daniel Brooks',
    country: 'US',
    pro: false,
    teaches: ['english'],
    speaks: [['korean', 3]],
    focus: 'conversation',
    hours: [18, 24],
    signature: 'Movie buff: learn real American English through film scenes',
    about:
      "I'm a video editor in Chicago and I've been tutoring on the side for three years. We watch short film and TV clips together and break down the slang, jokes and accents. It's the fastest way I know to understand native speakers at full speed.",
    isNew: true,
  },
  {
    slug: 'hannah-clarke',
    name: 'Hannah Clarke',
    country: 'GB',
    pro: true,
    teaches: ['english'],
    speaks: [['german', 4]],
    focus: 'exams',
    hours: [8, 18],
    signature: 'Cambridge exam preparation for teens and adults',
    about:
      "I'm a qualified secondary school teacher from Bristol with a DELTA. I prepare students for Cambridge B2 First, C1 Advanced and C2 Proficiency, with mock tests marked exactly as examiners would. Lessons are structured and friendly, and homework is always optional but always useful.",
  },
  // French
  {
    slug: 'camille-dubois',
    name: 'Camille Dubois',
    country: 'FR',
    pro: true,
    teaches: ['french'],
    speaks: [
      ['english', 6],
      ['spanish', 4],
    ],
    focus: 'exams',
    hours: [8, 20],
    signature: 'Professeure FLE: French that sounds like Paris, not a textbook',
    about:
      "I've taught French as a foreign language at the Alliance Française in Paris for nine years. I prepare students for the DELF and DALF, but I also love teaching the French people actually speak in cafés and on the metro. Lessons are lively and you will talk more than I do.",
    instantBooking: true,
    translations: {
      es: {
        short_signature: 'Profesora de FLE: un francés que suena a París, no a libro de texto',
        about:
          'Enseño francés como lengua extranjera en la Alliance Française de París desde hace nueve años. Preparo a estudiantes para el DELF y el DALF, pero también me encanta enseñar el francés que la gente habla de verdad en los cafés y en el metro. Las clases son dinámicas y hablarás más tú que yo.',
      },
      ru: {
        short_signature: 'Преподаватель FLE: французский, который звучит как Париж, а не как учебник',
        about:
          'Девять лет я преподаю французский как иностранный в Alliance Française в Париже. Я готовлю к экзаменам DELF и DALF, но также обожаю учить тому французскому, на котором люди на самом деле говорят в кафе и в метро. Уроки живые, и говорить будете вы больше, чем я.',
      },
      ja: {
        short_signature: '教科書ではなく、パリの響きのフランス語を教えるFLE講師',
        about:
          'パリのアリアンス・フランセーズで9年間、外国語としてのフランス語を教えています。DELFやDALFの対策もしますが、カフェや地下鉄で実際に話されているフランス語を教えるのが大好きです。レッスンはにぎやかで、私よりもあなたのほうがたくさん話します。',
      },
    },
  },
  {
    slug: 'antoine-lefevre',
    name: 'Antoine Lefèvre',
    country: 'FR',
    pro: false,
    teaches: ['french'],
    speaks: [
      ['english', 5],
      ['italian', 3],
    ],
    focus: 'conversation',
    hours: [15, 23],
    signature: 'Cook, cyclist and your French conversation partner',
    about:
      "I'm a chef from Lyon, so yes, we will probably talk about food. I've helped friends and colleagues from around the world practise French for years, and now I do it online. My goal is simple: that you feel comfortable speaking, even with mistakes.",
    instantNow: true,
  },
  {
    slug: 'sophie-tremblay',
    name: 'Sophie Tremblay',
    country: 'CA',
    pro: true,
    teaches: ['french', 'english'],
    speaks: [],
    focus: 'general',
    hours: [8, 19],
    signature: 'Québécoise teacher for French and English learners',
    about:
      'I grew up in Montréal, a city where French and English share every street. I teach both languages and I love showing students the differences between Québec and European French. I have eight years of classroom experience and a degree in language didactics.',
  },
  {
    slug: 'hugo-martin',
    name: 'Hugo Martin',
    country: 'FR',
    pro: false,
    teaches: ['french'],
    speaks: [['german', 4]],
    focus: 'kids',
    hours: [14, 20],
    signature: 'French through music, games and a lot of laughing',
    about:
      "I'm a music teacher in Bordeaux and I tutor French to children and teenagers online. We sing, play word games and read comics together. Adults who want a relaxed weekly chat are very welcome too.",
  },
  // German
  {
    slug: 'lena-hoffmann',
    name: 'Lena Hoffmann',
    country: 'DE',
    pro: true,
    teaches: ['german'],
    speaks: [
      ['english', 6],
      ['dutch', 4],
    ],
    focus: 'exams',
    hours: [8, 20],
    signature: 'Goethe exam trainer with a clear, structured approach',
    about:
      "I've taught German integration and exam courses in Berlin since 2014. I prepare students for the Goethe-Zertifikat from A2 to C1 and explain grammar with simple tables and lots of examples. If cases and word order scare you, we'll fix that together.",
    translations: {
      es: {
        short_signature: 'Preparadora de exámenes Goethe con un enfoque claro y estructurado',
        about:
          'Doy cursos de integración y de preparación de exámenes de alemán en Berlín desde 2014. Preparo a estudiantes para el Goethe-Zertifikat del A2 al C1 y explico la gramática con tablas sencillas y muchos ejemplos. Si los casos y el orden de las palabras te asustan, lo resolveremos juntos.',
      },
      ru: {
        short_signature: 'Тренер по экзаменам Goethe с чётким и структурным подходом',
        about:
          'С 2014 года я веду в Берлине интеграционные курсы немецкого и курсы подготовки к экзаменам. Я готовлю к Goethe-Zertifikat с уровня A2 до C1 и объясняю грамматику с помощью простых таблиц и множества примеров. Если вас пугают падежи и порядок слов, мы справимся с этим вместе.',
      },
      ja: {
        short_signature: '明確で体系的なゲーテ試験対策トレーナー',
        about:
          '2014年からベルリンで統合コースと試験対策コースを教えています。A2からC1までのゲーテ・インスティトゥート検定の対策を行い、文法はシンプルな表とたくさんの例文で説明します。格変化や語順が苦手でも、一緒に克服しましょう。',
      },
    },
  },
  {
    slug: 'felix-wagner',
    name: 'Felix Wagner',
    country: 'DE',
    pro: false,
    teaches: ['german'],
    speaks: [
      ['english', 5],
      ['spanish', 3],
    ],
    focus: 'conversation',
    hours: [18, 23],
    signature: 'Engineer by day, German conversation partner by night',
    about:
      "I'm a mechanical engineer in Munich and many of my colleagues came to Germany without speaking German. Helping them inspired me to start tutoring. We can talk about work, football, Bavarian traditions or whatever you like.",
    isNew: true,
  },
  {
    slug: 'anna-gruber',
    name: 'Anna Gruber',
    country: 'AT',
    pro: true,
    teaches: ['german'],
    speaks: [
      ['english', 6],
      ['italian', 5],
    ],
    focus: 'general',
    hours: [8, 18],
    signature: 'Austrian German for work and everyday life',
    about:
      "Servus! I'm a certified DaF teacher from Vienna with ten years of experience teaching adults. I focus on speaking and listening for work and everyday situations, and I'll introduce you to the little differences between Austrian and German German.",
    instantBooking: true,
  },
  {
    slug: 'jonas-becker',
    name: 'Jonas Becker',
    country: 'DE',
    pro: true,
    teaches: ['german'],
    speaks: [['english', 6]],
    focus: 'business',
    hours: [7, 17],
    signature: 'Business German for meetings, calls and small talk',
    about:
      'I worked in procurement at a Hamburg logistics company for twelve years before becoming a trainer. I help professionals handle meetings, phone calls and emails in German, and I share the unwritten rules of German business culture.',
  },
  // Italian
  {
    slug: 'giulia-romano',
    name: 'Giulia Romano',
    country: 'IT',
    pro: true,
    teaches: ['italian'],
    speaks: [
      ['english', 6],
      ['french', 5],
    ],
    focus: 'general',
    hours: [9, 20],
    signature: 'Italian for travellers, food lovers and opera fans',
    about:
      "I'm a Roman with a degree in Italian literature and a DITALS teaching certificate. For nine years I've taught Italian to people who fell in love with the country on holiday. We'll practise the Italian you need at the market, at the bar and at a long family lunch.",
    instantBooking: true,
  },
  {
    slug: 'marco-bianchi',
    name: 'Marco Bianchi',
    country: 'IT',
    pro: false,
    teaches: ['italian'],
    speaks: [
      ['english', 5],
      ['german', 4],
    ],
    focus: 'conversation',
    hours: [18, 23],
    signature: 'Milanese designer who loves chatting in Italian',
    about:
      "I'm a product designer in Milan and a language exchange addict. My conversation classes are informal and we talk about design, fashion, football and travel. I'll help you pick up expressions you won't find in your textbook.",
    instantNow: true,
  },
  {
    slug: 'francesca-conti',
    name: 'Francesca Conti',
    country: 'IT',
    pro: true,
    teaches: ['italian'],
    speaks: [['english', 5]],
    focus: 'exams',
    hours: [8, 17],
    signature: 'Structured Italian grammar with a Florentine accent',
    about:
      'I teach at a language school in Florence and prepare students for the CELI and CILS exams. I love grammar (really!) and explain it with clear examples and short exercises. Each class has a clear goal, so you always know what you learned.',
  },
  // Japanese
  {
    slug: 'yuki-tanaka',
    name: 'Yuki Tanaka',
    country: 'JP',
    pro: true,
    teaches: ['japanese'],
    speaks: [['english', 5]],
    focus: 'exams',
    hours: [8, 22],
    signature: 'JLPT N5 to N2: steady progress, one kanji at a time',
    about:
      "I'm a certified Japanese teacher (日本語教育能力検定) with eight years of experience, including four at a language school in Shinjuku. I prepare students for the JLPT and believe in small, steady steps: a little grammar, a few kanji and a lot of speaking every lesson.",
    instantBooking: true,
    translations: {
      es: {
        short_signature: 'Del JLPT N5 al N2: progreso constante, kanji a kanji',
        about:
          'Soy profesora certificada de japonés con ocho años de experiencia, cuatro de ellos en una escuela de idiomas en Shinjuku. Preparo a estudiantes para el JLPT y creo en los pasos pequeños y constantes: un poco de gramática, algunos kanji y mucha conversación en cada clase.',
      },
      ru: {
        short_signature: 'JLPT от N5 до N2: стабильный прогресс, кандзи за кандзи',
        about:
          'Я сертифицированный преподаватель японского языка с восьмилетним опытом, четыре года из которых я работала в языковой школе в Синдзюку. Я готовлю к JLPT и верю в маленькие, но регулярные шаги: немного грамматики, несколько кандзи и много разговорной практики на каждом уроке.',
      },
      ja: {
        short_signature: 'JLPT N5からN2まで、漢字ひとつずつ着実に',
        about:
          '日本語教育能力検定に合格した日本語教師で、新宿の語学学校での4年間を含め、8年の指導経験があります。JLPT対策を行っており、毎回のレッスンで少しの文法、いくつかの漢字、そしてたくさんの会話という、小さく着実なステップを大切にしています。',
      },
    },
  },
  {
    slug: 'haruto-sato',
    name: 'Haruto Sato',
    country: 'JP',
    pro: false,
    teaches: ['japanese'],
    speaks: [['english', 4]],
    focus: 'conversation',
    hours: [19, 24],
    signature: 'Kansai-ben, anime and casual Japanese conversation',
    about:
      "I'm an office worker from Osaka who loves anime, baseball and talking with people from other countries. In my lessons we speak casual Japanese and I'll teach you some Kansai dialect too. Beginners are welcome, I speak slowly.",
    instantNow: true,
    instantBooking: true,
  },
  {
    slug: 'aiko-yamamoto',
    name: 'Aiko Yamamoto',
    country: 'JP',
    pro: true,
    teaches: ['japanese'],
    speaks: [['english', 6]],
    focus: 'business',
    hours: [7, 19],
    signature: 'Business Japanese and keigo for professionals',
    about:
      'I worked in sales at a trading company in Tokyo for ten years, so keigo is second nature to me. I help professionals prepare for meetings, interviews and emails in Japanese, and I explain the business manners behind the language.',
  },
  {
    slug: 'mei-suzuki',
    name: 'Mei Suzuki',
    country: 'JP',
    pro: false,
    teaches: ['japanese'],
    speaks: [['english', 3]],
    focus: 'kids',
    hours: [9, 18],
    signature: 'Gentle Japanese lessons for kids and shy beginners',
    about:
      "I'm a nursery teacher in Yokohama. I teach hiragana with songs and pictures, and I make sure children and shy adults feel safe to make mistakes. We go slowly and celebrate every new word.",
    isNew: true,
  },
  // Chinese
  {
    slug: 'li-wei',
    name: 'Li Wei',
    country: 'CN',
    pro: true,
    teaches: ['chinese'],
    speaks: [['english', 6]],
    focus: 'exams',
    hours: [8, 22],
    signature: 'HSK 1-6 preparation with a clear tone system',
    about:
      "I have taught Mandarin to foreigners in Shanghai for ten years and I'm a certified CTCSOL teacher. I pay special attention to tones from the very first lesson, because good habits are easier than fixing bad ones. I prepare students for every HSK level.",
    instantBooking: true,
  },
  {
    slug: 'zhang-min',
    name: 'Zhang Min',
    country: 'CN',
    pro: false,
    teaches: ['chinese'],
    speaks: [['english', 5]],
    focus: 'conversation',
    hours: [18, 24],
    signature: 'Everyday Mandarin: shopping, food and making friends',
    about:
      "I'm a university student in Beijing studying international trade. I love showing people my city and teaching the Mandarin you need for taxis, restaurants and WeChat chats. My lessons are relaxed, with lots of pictures and practice.",
    instantNow: true,
  },
  {
    slug: 'chen-yuting',
    name: 'Chen Yu-ting',
    country: 'TW',
    pro: true,
    teaches: ['chinese'],
    speaks: [
      ['english', 6],
      ['japanese', 4],
    ],
    focus: 'general',
    hours: [9, 21],
    signature: 'Traditional characters and Taiwanese Mandarin',
    about:
      "I'm a Taipei-based teacher with a master's degree in teaching Chinese as a second language. I teach both traditional and simplified characters and love introducing students to Taiwanese food culture and night markets. My students range from complete beginners to TOCFL candidates.",
  },
  {
    slug: 'wang-fang',
    name: 'Wang Fang',
    country: 'CN',
    pro: true,
    teaches: ['chinese'],
    speaks: [
      ['english', 6],
      ['german', 3],
    ],
    focus: 'business',
    hours: [8, 18],
    signature: 'Business Chinese for negotiations and dinners',
    about:
      'For twelve years I worked as an interpreter for European companies in Shenzhen. I teach business Mandarin: negotiating, presenting and, just as important, the etiquette of a business dinner. Lessons use real dialogues from my interpreting work, with the names changed.',
  },
  // Korean
  {
    slug: 'kim-jiwoo',
    name: 'Kim Ji-woo',
    country: 'KR',
    pro: true,
    teaches: ['korean'],
    speaks: [['english', 6]],
    focus: 'exams',
    hours: [9, 22],
    signature: 'TOPIK coach: from Hangul to fluent conversation',
    about:
      'I have taught Korean at a university language institute in Seoul for seven years. I help students read Hangul in their first week and prepare for TOPIK I and II. I also love explaining the culture behind honorifics.',
    instantBooking: true,
  },
  {
    slug: 'park-minjun',
    name: 'Park Min-jun',
    country: 'KR',
    pro: false,
    teaches: ['korean'],
    speaks: [['english', 5]],
    focus: 'conversation',
    hours: [19, 24],
    signature: 'K-drama phrases and casual Korean with a Seoulite',
    about:
      "I'm a barista in Seoul and a huge K-drama fan. We practise the Korean people use with friends, and we break down scenes from dramas and variety shows together. If you want to sound natural, this is the class for you.",
    instantNow: true,
  },
  {
    slug: 'lee-sooah',
    name: 'Lee Soo-ah',
    country: 'KR',
    pro: true,
    teaches: ['korean'],
    speaks: [['english', 5]],
    focus: 'kids',
    hours: [10, 19],
    signature: 'Korean for kids and heritage learners',
    about:
      'I teach at a weekend Korean school for children of Korean families abroad. My lessons use picture books, songs and games, and parents get short practice ideas after every class. Heritage learners of any age are welcome.',
  },
  // Portuguese
  {
    slug: 'beatriz-almeida',
    name: 'Beatriz Almeida',
    country: 'BR',
    pro: true,
    teaches: ['portuguese'],
    speaks: [
      ['english', 6],
      ['spanish', 5],
    ],
    focus: 'business',
    hours: [7, 20],
    signature: 'Brazilian Portuguese for work and life in Brazil',
    about:
      "I'm a Portuguese teacher from São Paulo with a degree in languages from USP. I have helped many expats settle in Brazil, from ordering at a padaria to presenting in a meeting. Lessons are practical and full of real Brazilian expressions.",
    instantBooking: true,
  },
  {
    slug: 'rafael-costa',
    name: 'Rafael Costa',
    country: 'BR',
    pro: false,
    teaches: ['portuguese'],
    speaks: [['english', 5]],
    focus: 'conversation',
    hours: [12, 22],
    signature: 'Carioca conversation: samba, football and beach talk',
    about:
      "I'm from Rio de Janeiro and work as a surf instructor. I started teaching Portuguese to tourists on the beach and now I teach online. We'll chat, laugh and learn the expressions every carioca uses.",
  },
  {
    slug: 'ines-ferreira',
    name: 'Inês Ferreira',
    country: 'PT',
    pro: true,
    teaches: ['portuguese'],
    speaks: [
      ['english', 6],
      ['french', 5],
    ],
    focus: 'exams',
    hours: [9, 19],
    signature: 'European Portuguese, clearly explained',
    about:
      "I'm a Lisbon-born teacher specialising in European Portuguese, which sounds quite different from Brazilian Portuguese. I prepare students for the CAPLE exams and for moving to Portugal. Expect patience with pronunciation and plenty of listening practice.",
  },
  // Arabic
  {
    slug: 'omar-haddad',
    name: 'Omar Haddad',
    country: 'JO',
    pro: true,
    teaches: ['arabic'],
    speaks: [['english', 6]],
    focus: 'general',
    hours: [9, 21],
    signature: 'Modern Standard Arabic and Levantine dialect',
    about:
      'I have taught Arabic to diplomats, students and journalists in Amman for eleven years. I teach Modern Standard Arabic for reading and the news, and Levantine Arabic for everyday conversation. I adapt every course to why you are learning.',
  },
  {
    slug: 'nour-elsayed',
    name: 'Nour El-Sayed',
    country: 'EG',
    pro: false,
    teaches: ['arabic'],
    speaks: [
      ['english', 5],
      ['french', 4],
    ],
    focus: 'conversation',
    hours: [11, 23],
    signature: 'Egyptian Arabic through films, songs and daily life',
    about:
      "I'm a translator from Cairo. Egyptian Arabic is understood all over the Arab world thanks to our films and songs, and I love teaching it. We'll start with greetings and go all the way to telling jokes.",
  },
  // Russian
  {
    slug: 'olga-ivanova',
    name: 'Olga Ivanova',
    country: 'RU',
    pro: true,
    teaches: ['russian'],
    speaks: [
      ['english', 6],
      ['german', 4],
    ],
    focus: 'general',
    hours: [8, 20],
    signature: 'Russian grammar made logical, conversation made fun',
    about:
      "I'm a teacher of Russian as a foreign language with a degree from Moscow State University. I've taught adults for nine years and I explain the case system step by step, with lots of speaking. We'll also read short texts from Russian literature when you're ready.",
  },
];
