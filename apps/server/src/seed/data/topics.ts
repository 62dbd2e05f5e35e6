import type { CategoryCode } from './reference';
import type { TeacherFocus } from './teachers';

/**
 * A group-class topic as a teacher would write it. `levels` are 000 §3 `language_level` indexes
 * (1..6 = A1..C2, 7 = Native); `prepare` and `warmUp` feed the class material sheet.
 */
export interface TopicTemplate {
  readonly key: string;
  readonly title: string;
  readonly category: CategoryCode;
  readonly tag: string;
  readonly levels: readonly [number, number];
  readonly focus: readonly TeacherFocus[];
  /** Only for these languages (exam topics). */
  readonly languages?: readonly string[];
  readonly description: string;
  readonly outcomes: readonly string[];
  readonly warmUp: readonly string[];
  readonly prepare: readonly string[];
}

const everyday: readonly TeacherFocus[] = ['general', 'conversation'];

export const TOPIC_TEMPLATES: readonly TopicTemplate[] = [
  // CA001 Daily life
  {
    key: 'introduce-yourself', title: 'Introduce yourself with confidence', category: 'CA001', tag: 'Conversation', levels: [1, 2], focus: [...everyday, 'kids'],
    description: 'Your name, where you are from, what you do and what you like: the first two minutes of every conversation. We practise them until they come out without thinking, then add follow-up questions.',
    outcomes: ['Introduce yourself in five or six sentences', 'Ask three natural follow-up questions', 'Spell your name and say your phone number clearly'],
    warmUp: ['How do you usually introduce yourself at work or at a party?', 'Which question do you find hardest to answer about yourself?'],
    prepare: ['Say where you are from and where you live now', 'Say what you do for a living or what you study', 'Ask someone what they do in their free time'],
  },
  {
    key: 'small-talk', title: "Small talk that doesn't feel awkward", category: 'CA001', tag: 'Conversation', levels: [3, 4], focus: everyday,
    description: 'The weather, the weekend, the coffee machine: small talk is how people decide they like you. Learn safe topics, polite ways to keep a chat going and how to leave it gracefully.',
    outcomes: ['Start a conversation with a stranger or colleague', 'Keep it going with open questions and short reactions', 'End a conversation politely'],
    warmUp: ['Where do you usually make small talk: at work, in shops, with neighbours?', 'Is small talk common in your culture? Why or why not?'],
    prepare: ['React with surprise or sympathy in one or two words', 'Ask someone how their weekend was and follow up', 'Say you need to go without sounding rude'],
  },
  {
    key: 'weekend-stories', title: 'Talking about your weekend', category: 'CA001', tag: 'Conversation', levels: [2, 3], focus: everyday,
    description: 'Every Monday someone asks how your weekend was. We build a short, lively answer in the past tense and learn to ask the question back with genuine interest.',
    outcomes: ['Describe three things you did using past tenses', 'Use time words to order your story', 'Ask follow-up questions about someone else’s weekend'],
    warmUp: ['What did you do last weekend?', 'What is your ideal weekend?'],
    prepare: ['Say what you did on Saturday morning', 'Say who you met and where', 'Say how you felt on Sunday evening'],
  },
  {
    key: 'funny-story', title: 'Telling a funny story', category: 'CA001', tag: 'Conversation', levels: [4, 5], focus: everyday,
    description: 'A good anecdote has a setting, a problem and a punchline. We work on past tenses, linking words and timing so your stories land the way you want them to.',
    outcomes: ['Structure an anecdote with a clear beginning, middle and end', 'Use linking words to build suspense', 'Tell the story again more briefly'],
    warmUp: ['Think of something embarrassing or funny that happened to you on a trip.', 'Who is the best storyteller you know? What do they do well?'],
    prepare: ['Set the scene: where you were and what you were doing', 'Introduce the moment things went wrong', 'Say how it ended and what you learned'],
  },
  {
    key: 'home-neighbourhood', title: 'Describing your home and neighbourhood', category: 'CA001', tag: 'Vocabulary', levels: [2, 3], focus: [...everyday, 'kids'],
    description: 'Rooms, furniture, shops on your street and what you like about where you live. Useful for small talk, renting and writing to a host family.',
    outcomes: ['Describe your home room by room', 'Say what is near your home and how to get there', 'Give an opinion about your neighbourhood'],
    warmUp: ['What is your favourite room at home and why?', 'What would you change about your neighbourhood?'],
    prepare: ['Say how many rooms your home has', 'Say what is next to, opposite and near your building', 'Say what you like and dislike about the area'],
  },
  {
    key: 'at-the-doctor', title: "At the doctor's: explaining symptoms", category: 'CA001', tag: 'Vocabulary', levels: [3, 4], focus: everyday,
    description: 'Nobody wants to look up words while they feel ill. We practise describing pain and symptoms, understanding instructions and asking about medicine at the pharmacy.',
    outcomes: ['Describe symptoms and how long you have had them', 'Understand common instructions from a doctor', 'Ask a pharmacist for advice'],
    warmUp: ['When did you last go to the doctor abroad or in your own country?', 'What do you do when you catch a cold?'],
    prepare: ['Say where it hurts and since when', 'Say you are allergic to something', 'Ask how many times a day to take a medicine'],
  },
  {
    key: 'past-tenses', title: 'Past tenses without the panic', category: 'CA001', tag: 'Grammar', levels: [3, 4], focus: ['general', 'exams'],
    description: 'Which past tense do I use? We compare them with short, clear examples from real life and then use them straight away in conversation, so the rule sticks.',
    outcomes: ['Choose the right past tense in common situations', 'Describe background and actions in the same story', 'Notice and correct your own typical mistakes'],
    warmUp: ['Which past tense mistakes do you make most often?', 'Write three sentences about your last holiday before class.'],
    prepare: ['Describe what the weather was like on a memorable day', 'Say what you were doing when something happened', 'Say something you had never done before last year'],
  },
  {
    key: 'tricky-sounds', title: 'Sounds that trip learners up', category: 'CA001', tag: 'Pronunciation', levels: [2, 4], focus: ['general', 'conversation', 'kids'],
    description: 'Every language has a few sounds that make learners hesitate. We isolate them, practise them in minimal pairs and then in real sentences, with feedback on every attempt.',
    outcomes: ['Hear the difference between similar sounds', 'Produce the sounds in words and short phrases', 'Know a daily five-minute routine to keep improving'],
    warmUp: ['Which words do people ask you to repeat?', 'Record yourself reading three sentences and listen back.'],
    prepare: ['Read aloud a short list of words you find difficult', 'Say a tongue twister slowly, then faster', 'Ask someone to repeat something more slowly'],
  },
  {
    key: 'everyday-dilemmas', title: 'Debating everyday dilemmas', category: 'CA001', tag: 'Conversation', levels: [5, 6], focus: everyday,
    description: 'Should you tell a friend their cooking is bad? Is it fine to recline your seat on a plane? We debate small moral dilemmas and practise agreeing, disagreeing and conceding points gracefully.',
    outcomes: ['Present an opinion with reasons and examples', 'Disagree politely and concede a point', 'Use hedging language to sound less direct'],
    warmUp: ['Think of a small dilemma you faced recently.', 'Do you enjoy arguing for fun? Why or why not?'],
    prepare: ['Say you partly agree but have a different view', 'Ask someone to clarify what they mean', 'Summarise both sides of an argument'],
  },
  {
    key: 'fast-native-speech', title: 'Understanding fast native speech', category: 'CA001', tag: 'Listening', levels: [4, 6], focus: everyday,
    description: 'Native speakers link words, drop sounds and use fillers. We listen to short authentic clips, decode what really happens in fast speech and practise strategies for keeping up.',
    outcomes: ['Recognise linked and reduced forms', 'Use context to fill gaps you did not catch', 'Ask for clarification without stopping the conversation'],
    warmUp: ['Which situations are hardest to understand for you: phone calls, films, groups?', 'Find a short clip you struggled with and bring it along.'],
    prepare: ['Ask someone to say something again in a natural way', 'Check that you understood by rephrasing', 'Use a filler to gain time while you think'],
  },
  {
    key: 'making-plans', title: 'Making plans and invitations', category: 'CA001', tag: 'Conversation', levels: [2, 3], focus: [...everyday, 'kids'],
    description: 'Invite a friend, suggest a time, accept or say no without offending anyone. Practical language for messages, calls and face-to-face plans.',
    outcomes: ['Invite someone and suggest a time and place', 'Accept, decline and propose an alternative', 'Confirm plans in a short written message'],
    warmUp: ['What did you last invite someone to?', 'How do you say no politely in your language?'],
    prepare: ['Suggest meeting on Friday evening', 'Say you are busy and suggest another day', 'Confirm the time and place in a text message'],
  },
  {
    key: 'polite-opinions', title: 'Expressing opinions politely', category: 'CA001', tag: 'Conversation', levels: [4, 5], focus: everyday,
    description: 'Sounding too direct is one of the most common problems of confident learners. We practise softeners, hedges and polite disagreement for work and social situations.',
    outcomes: ['Give an opinion without sounding blunt', 'Disagree while keeping a good relationship', 'Adapt your tone to formal and informal situations'],
    warmUp: ['Has anyone ever misunderstood your tone in another language?', 'Which topics are best avoided at a dinner party?'],
    prepare: ['Say you see it a little differently', 'Say something is not quite what you expected', 'Invite the other person to share their view'],
  },
  {
    key: 'idioms', title: 'Idioms people actually use', category: 'CA001', tag: 'Vocabulary', levels: [5, 6], focus: everyday,
    description: 'Forget old-fashioned idioms nobody says. We learn a set of expressions you will really hear this week, where they come from and when it is safe to use them.',
    outcomes: ['Understand twelve frequent idioms in context', 'Use four of them naturally in conversation', 'Know which ones are too informal for work'],
    warmUp: ['Which idiom from your language would be hardest to translate?', 'Write down any idiom you heard recently and did not understand.'],
    prepare: ['Say something was very easy', 'Say you are very busy', 'Say you changed your mind at the last minute'],
  },
  {
    key: 'feelings', title: 'Talking about feelings', category: 'CA001', tag: 'Vocabulary', levels: [3, 4], focus: [...everyday, 'kids'],
    description: 'Going beyond "good" and "bad": words for moods, stress, excitement and disappointment, and how to ask someone how they are really doing.',
    outcomes: ['Describe how you feel with precise adjectives', 'Explain why you feel that way', 'Show empathy when someone shares their feelings'],
    warmUp: ['How are you feeling today, honestly?', 'What makes you stressed, and what helps you relax?'],
    prepare: ['Say you are a little nervous about something', 'Say something made you proud', 'Comfort a friend who had a bad day'],
  },
  {
    key: 'renting-a-flat', title: 'Renting a flat', category: 'CA001', tag: 'Vocabulary', levels: [3, 4], focus: ['general', 'business'],
    description: 'Moving abroad? We practise calling about an advert, asking the right questions at a viewing and understanding the key words in a rental contract.',
    outcomes: ['Ask about price, bills and deposit', 'Describe what you are looking for', 'Understand the main terms of a contract'],
    warmUp: ['What matters most to you in a flat?', 'Have you ever had a problem with a landlord?'],
    prepare: ['Ask if bills are included in the rent', 'Ask when the flat is available', 'Say you would like to see it this week'],
  },
  {
    key: 'shopping-for-clothes', title: 'Shopping for clothes', category: 'CA001', tag: 'Vocabulary', levels: [1, 2], focus: [...everyday, 'kids'],
    description: 'Sizes, colours, trying things on and asking for a refund. A practical, beginner-friendly class full of role play.',
    outcomes: ['Ask for a size and a colour', 'Say what fits and what does not', 'Ask to pay, exchange or return an item'],
    warmUp: ['Do you enjoy shopping for clothes? Online or in shops?', 'What are you wearing today?'],
    prepare: ['Ask if they have it in a bigger size', 'Say it is too expensive', 'Ask where the changing rooms are'],
  },
  {
    key: 'native-current-events', title: 'Native-level conversation club: this week in the news', category: 'CA001', tag: 'Conversation', levels: [7, 7], focus: everyday,
    description: 'For very advanced and native speakers who want a fast, unscripted discussion. We pick two stories from this week’s news and discuss them in depth, paying attention to register and nuance.',
    outcomes: ['Discuss complex topics at natural speed', 'Use precise, idiomatic language', 'Adjust register from casual to formal'],
    warmUp: ['Read two news articles in the language before class.', 'Note three expressions you would like to use.'],
    prepare: ['Summarise an article in two sentences', 'Challenge an argument respectfully', 'Bring a personal angle to a public issue'],
  },
  {
    key: 'native-wordplay', title: 'Native-level: humour, wordplay and register', category: 'CA001', tag: 'Vocabulary', levels: [7, 7], focus: ['conversation'],
    description: 'Puns, irony, understatement and the jokes that only work in one language. A playful class for near-native speakers who want to catch every nuance.',
    outcomes: ['Recognise irony and understatement', 'Explain why a joke works', 'Play with register on purpose'],
    warmUp: ['Bring a joke from your language that cannot be translated.', 'Which comedians do you enjoy?'],
    prepare: ['Explain a pun in simple words', 'Say something ironically and then sincerely', 'Rewrite a sentence in a very formal and a very casual way'],
  },
  // CA002 Business
  {
    key: 'interview-strengths', title: 'Job interview: talking about your strengths', category: 'CA002', tag: 'Interviews', levels: [3, 5], focus: ['business', 'general'],
    description: '"Tell me about yourself" and "What are your strengths?" are asked in almost every interview. We build confident, specific answers and practise them in a mock interview.',
    outcomes: ['Give a two-minute professional introduction', 'Describe three strengths with examples', 'Talk about a weakness honestly and positively'],
    warmUp: ['Bring a job advert you are interested in.', 'What would your last manager say about you?'],
    prepare: ['Summarise your experience in three sentences', 'Give an example of solving a problem at work', 'Ask the interviewer a smart question'],
  },
  {
    key: 'star-answers', title: 'Answering competency questions with STAR', category: 'CA002', tag: 'Interviews', levels: [4, 6], focus: ['business'],
    description: 'Situation, Task, Action, Result: the structure interviewers love. We turn your real work stories into short, convincing answers.',
    outcomes: ['Structure answers with the STAR method', 'Quantify results', 'Handle follow-up questions calmly'],
    warmUp: ['Think of a time you handled a conflict at work.', 'Think of a project you are proud of.'],
    prepare: ['Describe the situation in one sentence', 'Explain the action you personally took', 'State the result with a number'],
  },
  {
    key: 'leading-meetings', title: 'Leading a short meeting', category: 'CA002', tag: 'Meetings', levels: [4, 5], focus: ['business'],
    description: 'Open the meeting, keep it on track, give everyone a voice and close with clear actions. We run a real fifteen-minute meeting together.',
    outcomes: ['Open and close a meeting professionally', 'Interrupt and redirect politely', 'Summarise decisions and next steps'],
    warmUp: ['How many meetings do you attend a week?', 'What makes a meeting a waste of time?'],
    prepare: ['State the purpose of the meeting', 'Bring the discussion back to the agenda', 'Assign an action with a deadline'],
  },
  {
    key: 'five-minute-presentation', title: 'Giving a five-minute presentation', category: 'CA002', tag: 'Presentations', levels: [4, 6], focus: ['business', 'exams'],
    description: 'Signposting, slides and handling questions. Bring a topic from your work or life and leave with a polished five-minute talk and feedback on delivery.',
    outcomes: ['Structure a short presentation', 'Use signposting language', 'Answer questions you did not expect'],
    warmUp: ['Choose a topic you could talk about for five minutes.', 'What do great presenters do differently?'],
    prepare: ['Introduce your topic and why it matters', 'Move from one point to the next', 'Invite and answer questions'],
  },
  {
    key: 'work-emails', title: 'Writing clear work emails', category: 'CA002', tag: 'Emails', levels: [3, 5], focus: ['business', 'general'],
    description: 'Requests, reminders, apologies and follow-ups. We rewrite real emails (anonymised) so they are shorter, clearer and friendlier.',
    outcomes: ['Write a clear subject line and opening', 'Make requests politely but firmly', 'Close an email with a clear next step'],
    warmUp: ['Bring an email you found hard to write.', 'Which emails do you write most often?'],
    prepare: ['Ask for an update on a project', 'Apologise for a delay', 'Remind someone about a deadline'],
  },
  {
    key: 'negotiating-price', title: 'Negotiating a price', category: 'CA002', tag: 'Negotiation', levels: [5, 6], focus: ['business'],
    description: 'Anchoring, conditional offers and win-win language. We role-play a supplier negotiation and review the phrases that helped and the ones that hurt.',
    outcomes: ['Make and respond to offers', 'Use conditional language to trade concessions', 'Close a deal and confirm it in writing'],
    warmUp: ['When did you last negotiate something, at work or in a market?', 'Are you a tough negotiator?'],
    prepare: ['Make an opening offer', 'Say you could accept if they change one condition', 'Summarise what you agreed'],
  },
  {
    key: 'colleague-small-talk', title: 'Small talk with colleagues', category: 'CA002', tag: 'Meetings', levels: [3, 4], focus: ['business', 'conversation'],
    description: 'The five minutes before a meeting starts matter. Safe topics, friendly questions and how to connect with colleagues from other cultures.',
    outcomes: ['Start friendly conversations at work', 'Show interest without getting too personal', 'Move smoothly from small talk to business'],
    warmUp: ['What do you talk about with colleagues?', 'Which topics would you avoid at work?'],
    prepare: ['Ask a colleague about their weekend', 'Comment on a recent company event', 'Say "let’s get started" naturally'],
  },
  {
    key: 'calls-at-work', title: 'Phone and video calls at work', category: 'CA002', tag: 'Meetings', levels: [3, 4], focus: ['business'],
    description: 'Bad connections, people talking at once, spelling names. We practise the language that keeps calls running smoothly.',
    outcomes: ['Open and close a call', 'Deal with technical problems', 'Check understanding and spell names and numbers'],
    warmUp: ['How many calls do you have in a typical week?', 'What is the most stressful part of a call for you?'],
    prepare: ['Say you cannot hear them well', 'Ask someone to spell their name', 'Summarise the call in one sentence'],
  },
  {
    key: 'charts-and-numbers', title: 'Describing charts and numbers', category: 'CA002', tag: 'Presentations', levels: [4, 5], focus: ['business', 'exams'],
    description: 'Rise, fall, peak, plateau: describe trends in sales reports, dashboards and exam tasks precisely and without hesitation.',
    outcomes: ['Describe trends with verbs and adverbs', 'Compare figures accurately', 'Present the key message of a chart'],
    warmUp: ['Bring a chart from your work or from the news.', 'How comfortable are you saying large numbers aloud?'],
    prepare: ['Say sales rose sharply in March', 'Compare two figures', 'Say what the chart shows overall'],
  },
  {
    key: 'handling-complaints', title: 'Handling complaints from clients', category: 'CA002', tag: 'Negotiation', levels: [4, 5], focus: ['business'],
    description: 'Listen, apologise, fix and follow up. We practise calm, professional responses to unhappy customers by phone and email.',
    outcomes: ['Acknowledge a complaint with empathy', 'Explain a solution clearly', 'Follow up in writing'],
    warmUp: ['Think of a time you complained about a service.', 'What makes an apology sound sincere?'],
    prepare: ['Apologise without admitting every fault', 'Offer two possible solutions', 'Promise a follow-up with a date'],
  },
  // CA003 Exams (by language)
  {
    key: 'ielts-speaking-part-2', title: 'IELTS Speaking Part 2: the long turn', category: 'CA003', tag: 'IELTS', levels: [4, 6], focus: ['exams'], languages: ['english'],
    description: 'One minute to prepare, two minutes to speak. We practise cue cards under exam timing and review your answers against the band descriptors.',
    outcomes: ['Use the preparation minute efficiently', 'Speak for two full minutes with a clear structure', 'Know what examiners listen for'],
    warmUp: ['What is your target band?', 'Which Part 2 topics scare you?'],
    prepare: ['Describe a place you would like to visit', 'Describe a person who influenced you', 'Describe a skill you learned recently'],
  },
  {
    key: 'ielts-writing-task-2', title: 'IELTS Writing Task 2: essays that score', category: 'CA003', tag: 'IELTS', levels: [5, 6], focus: ['exams'], languages: ['english'],
    description: 'Plan in five minutes, write in forty. We work on task response, coherence and the vocabulary that lifts an essay from band 6 to band 7.',
    outcomes: ['Plan an essay quickly', 'Write a clear introduction and conclusion', 'Avoid the mistakes that cap your score'],
    warmUp: ['Bring an essay you wrote, if you have one.', 'Which question types do you find hardest?'],
    prepare: ['Paraphrase an essay question', 'Write a topic sentence with a clear opinion', 'Give an example that supports your point'],
  },
  {
    key: 'toefl-speaking', title: 'TOEFL integrated speaking tasks', category: 'CA003', tag: 'TOEFL', levels: [4, 5], focus: ['exams'], languages: ['english'],
    description: 'Read, listen, then speak: the integrated tasks reward clear structure and note-taking. We practise templates and timing.',
    outcomes: ['Take useful notes while listening', 'Use a reliable answer template', 'Finish on time with a complete answer'],
    warmUp: ['When is your test date?', 'Do you find the reading or the listening harder?'],
    prepare: ['Summarise a speaker’s opinion', 'Connect the reading and the lecture', 'Conclude in one sentence'],
  },
  {
    key: 'cambridge-b2-speaking', title: 'Cambridge B2 First: speaking test practice', category: 'CA003', tag: 'Cambridge', levels: [4, 4], focus: ['exams'], languages: ['english'],
    description: 'All four parts of the B2 First speaking test with a partner, just like the real exam, followed by detailed feedback.',
    outcomes: ['Know what happens in each part', 'Compare photos and speculate', 'Discuss with a partner and reach a decision'],
    warmUp: ['Have you taken a Cambridge exam before?', 'How do you feel about speaking with a partner?'],
    prepare: ['Compare two photos', 'Ask your partner’s opinion', 'Agree on a final choice'],
  },
  {
    key: 'dele-b1-oral', title: 'DELE B1 oral exam practice', category: 'CA003', tag: 'DELE', levels: [3, 3], focus: ['exams'], languages: ['spanish'],
    description: 'The four tasks of the DELE B1 oral exam, timed and marked with the official criteria, plus the phrases that make your answers sound natural.',
    outcomes: ['Present a topic for two to three minutes', 'Describe a photo and imagine the situation', 'Handle a role play confidently'],
    warmUp: ['When is your exam?', 'Which task do you find most difficult?'],
    prepare: ['Give your opinion on a social topic', 'Describe what people in a photo are doing', 'Make a complaint in a shop'],
  },
  {
    key: 'dele-b2-writing', title: 'DELE B2 writing tasks', category: 'CA003', tag: 'DELE', levels: [4, 4], focus: ['exams'], languages: ['spanish'],
    description: 'A formal letter and an opinion text in 150 to 180 words each. We practise structure, connectors and the subjunctive where examiners expect it.',
    outcomes: ['Write a formal letter with the right register', 'Organise an opinion text', 'Use connectors and the subjunctive accurately'],
    warmUp: ['Bring a text you wrote recently.', 'How do you usually plan your writing?'],
    prepare: ['Open and close a formal letter', 'Express a wish with the subjunctive', 'Contrast two ideas'],
  },
  {
    key: 'delf-b1-oral', title: 'DELF B1 speaking exam practice', category: 'CA003', tag: 'DELF', levels: [3, 3], focus: ['exams'], languages: ['french'],
    description: 'Entretien dirigé, exercice en interaction and expression d’un point de vue: all three parts of the DELF B1 oral with timing and feedback.',
    outcomes: ['Talk about yourself at length', 'Negotiate in a role play', 'Defend a point of view on a short text'],
    warmUp: ['When is your exam?', 'Which part worries you most?'],
    prepare: ['Present your daily routine in detail', 'Persuade someone in a role play', 'Give your opinion with two arguments'],
  },
  {
    key: 'dalf-c1-synthesis', title: 'DALF C1: synthesis and debate', category: 'CA003', tag: 'DELF', levels: [5, 5], focus: ['exams'], languages: ['french'],
    description: 'Summarise several documents and defend a position in a debate with the jury. Advanced structure, nuance and register.',
    outcomes: ['Synthesise documents without copying', 'Build a clear plan', 'Answer challenging questions from the jury'],
    warmUp: ['Read two short articles on the same topic before class.', 'What is your target score?'],
    prepare: ['Introduce a problem', 'Nuance an argument', 'Conclude with an opening'],
  },
  {
    key: 'goethe-b1-speaking', title: 'Goethe-Zertifikat B1: speaking practice', category: 'CA003', tag: 'Goethe', levels: [3, 3], focus: ['exams'], languages: ['german'],
    description: 'Plan something together, present a topic and answer questions: the three parts of the Goethe B1 speaking test, practised in pairs.',
    outcomes: ['Plan an activity with a partner', 'Give a structured presentation', 'React to questions about your presentation'],
    warmUp: ['When is your exam?', 'Which part do you find hardest?'],
    prepare: ['Make a suggestion and react to one', 'Talk about your experience with a topic', 'Compare the situation in your country'],
  },
  {
    key: 'goethe-a2-writing', title: 'Goethe A2: messages and short letters', category: 'CA003', tag: 'Goethe', levels: [2, 2], focus: ['exams', 'general'], languages: ['german'],
    description: 'Short messages to friends and polite notes to a teacher or landlord: exactly what the Goethe A2 writing part asks for.',
    outcomes: ['Write informal and formal short messages', 'Cover every point of the task', 'Use correct word order in main and subordinate clauses'],
    warmUp: ['Write a short message to a friend before class.', 'Which German cases confuse you most?'],
    prepare: ['Apologise and explain why you cannot come', 'Ask for information politely', 'Suggest a new date'],
  },
  {
    key: 'celi-2', title: 'CELI 2 exam practice', category: 'CA003', tag: 'CELI', levels: [3, 3], focus: ['exams'], languages: ['italian'],
    description: 'Reading, writing and speaking tasks from the CELI 2 (B1) exam, with tips on timing and the grammar examiners look for.',
    outcomes: ['Know the format of the exam', 'Write short texts within the word limits', 'Describe pictures and talk about yourself'],
    warmUp: ['When is your exam?', 'Which part worries you?'],
    prepare: ['Describe a photo', 'Tell a short story in the passato prossimo', 'Write a short postcard'],
  },
  {
    key: 'jlpt-n5', title: 'JLPT N5: grammar and vocabulary sprint', category: 'CA003', tag: 'JLPT', levels: [1, 1], focus: ['exams', 'general'], languages: ['japanese'],
    description: 'The most frequent N5 grammar points and words, practised with exam-style questions and quick speaking drills.',
    outcomes: ['Use basic particles correctly', 'Read simple sentences in hiragana and katakana', 'Answer N5-style questions within time'],
    warmUp: ['Can you read hiragana yet?', 'When is your test?'],
    prepare: ['Say what you did yesterday', 'Ask where something is', 'Count from one to a hundred'],
  },
  {
    key: 'jlpt-n3-reading', title: 'JLPT N3: reading strategies', category: 'CA003', tag: 'JLPT', levels: [3, 3], focus: ['exams'], languages: ['japanese'],
    description: 'Longer texts, more kanji and less time. We practise skimming, spotting key words and eliminating wrong answers.',
    outcomes: ['Skim a text for the main idea', 'Recognise frequent N3 kanji', 'Manage your time in the reading section'],
    warmUp: ['How many kanji do you know?', 'Do you usually run out of time?'],
    prepare: ['Summarise a paragraph in one sentence', 'Guess a word from context', 'Explain why an answer is wrong'],
  },
  {
    key: 'jlpt-n2-listening', title: 'JLPT N2: listening practice', category: 'CA003', tag: 'JLPT', levels: [4, 5], focus: ['exams'], languages: ['japanese'],
    description: 'Natural-speed conversations and announcements, with the techniques that help you catch the answer the first time.',
    outcomes: ['Predict the answer from the question', 'Follow casual and polite speech', 'Note key information quickly'],
    warmUp: ['Which listening questions do you miss most?', 'What do you listen to in Japanese?'],
    prepare: ['Summarise a dialogue', 'Say what the speaker will do next', 'Explain a polite refusal'],
  },
  {
    key: 'hsk-1', title: 'HSK 1: your first 150 words', category: 'CA003', tag: 'HSK', levels: [1, 1], focus: ['exams', 'general'], languages: ['chinese'],
    description: 'All the words and tones you need for HSK 1, with listening drills and tiny dialogues you can use from day one.',
    outcomes: ['Pronounce the four tones clearly', 'Use the most common HSK 1 words', 'Answer HSK 1 listening questions'],
    warmUp: ['Do you know any Chinese words already?', 'Have you tried writing a character?'],
    prepare: ['Say your name and nationality', 'Ask how much something costs', 'Say the date and time'],
  },
  {
    key: 'hsk-3', title: 'HSK 3: speaking and listening', category: 'CA003', tag: 'HSK', levels: [3, 3], focus: ['exams'], languages: ['chinese'],
    description: 'Longer dialogues, measure words and result complements. We practise the listening section and build short spoken answers.',
    outcomes: ['Follow HSK 3 dialogues', 'Use result complements correctly', 'Talk about plans and experiences'],
    warmUp: ['When is your exam?', 'Which grammar points confuse you?'],
    prepare: ['Say what you have already done today', 'Compare two things with 比', 'Talk about your plans for next year'],
  },
  {
    key: 'topik-1-reading', title: 'TOPIK I: reading practice', category: 'CA003', tag: 'TOPIK', levels: [2, 2], focus: ['exams', 'general'], languages: ['korean'],
    description: 'Signs, notices and short texts from TOPIK I, with vocabulary building and tips for eliminating wrong answers.',
    outcomes: ['Read short practical texts quickly', 'Recognise common grammar patterns', 'Manage your time in the reading section'],
    warmUp: ['How long have you been learning Korean?', 'Can you read Hangul fluently?'],
    prepare: ['Read a shop sign aloud', 'Explain a notice in simple words', 'Guess a word from context'],
  },
  {
    key: 'topik-2-writing', title: 'TOPIK II writing: question 54', category: 'CA003', tag: 'TOPIK', levels: [4, 5], focus: ['exams'], languages: ['korean'],
    description: 'The 600-character essay is the hardest part of TOPIK II for many learners. We plan, write and correct one together.',
    outcomes: ['Plan an essay in five minutes', 'Use formal written endings consistently', 'Connect ideas with appropriate conjunctions'],
    warmUp: ['Bring an essay you wrote, if you have one.', 'What is your target level?'],
    prepare: ['State a problem in formal Korean', 'Give two causes', 'Propose a solution'],
  },
  {
    key: 'celpe-bras', title: 'Celpe-Bras: the speaking interview', category: 'CA003', tag: 'CelpeBras', levels: [4, 5], focus: ['exams', 'business'], languages: ['portuguese'],
    description: 'The face-to-face interview of the Celpe-Bras exam, practised with real prompts and feedback on fluency and accuracy.',
    outcomes: ['Talk about yourself and your interests at length', 'Discuss a prompt with opinions and examples', 'Keep the conversation flowing naturally'],
    warmUp: ['When is your exam?', 'What topics are you comfortable talking about?'],
    prepare: ['Describe your city', 'Give your opinion on a social issue', 'Compare Brazil with your country'],
  },
  {
    key: 'torfl-1', title: 'TORFL-1: grammar and speaking', category: 'CA003', tag: 'TORFL', levels: [3, 3], focus: ['exams', 'general'], languages: ['russian'],
    description: 'Cases, verbs of motion and aspect: the grammar that TORFL-1 tests most, practised in short speaking tasks.',
    outcomes: ['Use the six cases in common phrases', 'Choose the right verb of motion', 'Talk about yourself for two minutes'],
    warmUp: ['Which case do you find hardest?', 'When is your exam?'],
    prepare: ['Say where you went yesterday', 'Say what you will do tomorrow', 'Describe your family'],
  },
  // CA004 Kids
  {
    key: 'animals-sounds', title: 'Animals and their sounds', category: 'CA004', tag: 'Songs', levels: [1, 1], focus: ['kids'],
    description: 'A playful class for children aged 5 to 8: we learn animal names, their sounds and a song to sing along to. Lots of moving and pointing!',
    outcomes: ['Name ten animals', 'Say what animals can do', 'Sing a short animal song'],
    warmUp: ['What is your favourite animal?', 'Bring a toy animal to class!'],
    prepare: ['Say the name of your pet or favourite animal', 'Say what sound a cow makes', 'Say an animal is big or small'],
  },
  {
    key: 'colours-shapes', title: 'Colours, shapes and drawing together', category: 'CA004', tag: 'Games', levels: [1, 1], focus: ['kids'],
    description: 'Children learn colours and shapes by drawing a picture together, step by step, while listening to instructions. Have paper and crayons ready.',
    outcomes: ['Name eight colours and five shapes', 'Follow simple drawing instructions', 'Describe their own drawing'],
    warmUp: ['Prepare paper and coloured pencils.', 'What is your favourite colour?'],
    prepare: ['Say the colour of your shirt', 'Draw a big red circle', 'Say what is in your picture'],
  },
  {
    key: 'storytime-zoo', title: 'Storytime: a day at the zoo', category: 'CA004', tag: 'Stories', levels: [1, 2], focus: ['kids'],
    description: 'We read an illustrated story together, guess what happens next and act out the best parts. Perfect for curious kids aged 6 to 10.',
    outcomes: ['Understand a short illustrated story', 'Answer simple questions about it', 'Retell the story with pictures'],
    warmUp: ['Have you ever been to a zoo?', 'Which animal would you like to see?'],
    prepare: ['Say what you see in a picture', 'Guess what happens next', 'Say which part you liked best'],
  },
  {
    key: 'first-letters', title: 'First letters and sounds', category: 'CA004', tag: 'Phonics', levels: [1, 1], focus: ['kids'],
    description: 'Letters, sounds and first words through games and songs. We keep it short, joyful and full of praise.',
    outcomes: ['Recognise the sounds of the first letters', 'Read three-letter words', 'Sing the alphabet song'],
    warmUp: ['Can your child say the alphabet?', 'Prepare a few toys whose names start with different letters.'],
    prepare: ['Say the first sound of your name', 'Find something that starts with the same sound', 'Read a short word'],
  },
  {
    key: 'my-family', title: 'My family and my friends', category: 'CA004', tag: 'Games', levels: [1, 2], focus: ['kids'],
    description: 'Kids introduce their family with photos or drawings, play a memory game and learn words for family members and friends.',
    outcomes: ['Name family members', 'Say how old someone is', 'Describe a friend in two sentences'],
    warmUp: ['Bring a photo or a drawing of your family.', 'Who is your best friend?'],
    prepare: ['Say who is in your family', 'Say how old your brother or sister is', 'Say what your friend likes'],
  },
  {
    key: 'kids-shopping', title: "Let's go shopping! Role play for kids", category: 'CA004', tag: 'Games', levels: [2, 2], focus: ['kids'],
    description: 'We open a pretend shop: kids take turns as shopkeeper and customer, count money and ask for their favourite things.',
    outcomes: ['Ask for things politely', 'Count to twenty', 'Say please and thank you naturally'],
    warmUp: ['Prepare a few toys or fruit to "sell".', 'What would you buy in a toy shop?'],
    prepare: ['Ask "Can I have..."', 'Say how much something costs', 'Say thank you and goodbye'],
  },
  {
    key: 'days-song', title: 'Songs for the days of the week', category: 'CA004', tag: 'Songs', levels: [1, 1], focus: ['kids'],
    description: 'Days of the week, weather and routines with catchy songs and hand movements. Great for children aged 4 to 7.',
    outcomes: ['Say the days of the week in order', 'Say what the weather is like', 'Talk about what they do each day'],
    warmUp: ['What day is it today?', 'What is the weather like outside?'],
    prepare: ['Say today’s day', 'Say it is sunny or rainy', 'Say what you do on Saturday'],
  },
  {
    key: 'show-and-tell', title: 'Show and tell: my favourite toy', category: 'CA004', tag: 'Stories', levels: [2, 2], focus: ['kids'],
    description: 'Each child shows a favourite toy and tells the group about it; the others ask questions. Builds confidence and speaking skills.',
    outcomes: ['Describe an object with colours and sizes', 'Answer questions from classmates', 'Ask a friend a question'],
    warmUp: ['Choose a toy to show in class.', 'Why is it your favourite?'],
    prepare: ['Say what your toy is called', 'Say where it came from', 'Ask a friend about their toy'],
  },
  // CA005 Travel & culture
  {
    key: 'airport-hotel', title: 'At the airport and hotel', category: 'CA005', tag: 'Travel', levels: [2, 3], focus: everyday,
    description: 'Check-in, security, lost luggage and hotel reception: role plays for every step of your trip, so nothing catches you off guard.',
    outcomes: ['Check in for a flight and a hotel', 'Solve common travel problems', 'Understand announcements'],
    warmUp: ['Where is your next trip?', 'Have you ever lost your luggage?'],
    prepare: ['Ask for a window seat', 'Say your luggage has not arrived', 'Ask what time breakfast is served'],
  },
  {
    key: 'restaurant', title: 'Ordering at a restaurant', category: 'CA005', tag: 'Food', levels: [1, 3], focus: [...everyday, 'kids'],
    description: 'Book a table, read the menu, order, ask about ingredients and pay the bill. We practise with a real menu from the region.',
    outcomes: ['Book a table by phone', 'Order food and drinks and ask about dishes', 'Ask for the bill and split it'],
    warmUp: ['What is your favourite dish?', 'Do you have any food allergies?'],
    prepare: ['Ask for a table for two', 'Ask what the waiter recommends', 'Ask for the bill'],
  },
  {
    key: 'directions', title: 'Asking for directions', category: 'CA005', tag: 'Travel', levels: [1, 2], focus: [...everyday, 'kids'],
    description: 'Left, right, straight on and the landmarks people use to explain the way. We use a real city map and take turns guiding each other.',
    outcomes: ['Ask how to get somewhere', 'Understand simple directions', 'Give directions to a visitor'],
    warmUp: ['Do you get lost easily?', 'Which city would you like to explore?'],
    prepare: ['Ask where the nearest station is', 'Say turn left at the traffic lights', 'Ask how long it takes on foot'],
  },
  {
    key: 'street-food', title: 'Street food and local dishes', category: 'CA005', tag: 'Food', levels: [2, 4], focus: everyday,
    description: 'A tasty tour of the street food where the language is spoken: names of dishes, how to order at a stall and how to describe flavours.',
    outcomes: ['Name typical dishes and ingredients', 'Order at a market stall', 'Describe taste and texture'],
    warmUp: ['What street food do you love?', 'What dish from your country would you recommend?'],
    prepare: ['Ask what something is made of', 'Say it is spicy, sweet or salty', 'Order two portions to take away'],
  },
  {
    key: 'festivals', title: 'Festivals and holidays', category: 'CA005', tag: 'Festivals', levels: [3, 4], focus: [...everyday, 'kids'],
    description: 'The big celebrations of the year, the traditions behind them and how people actually spend them. Bring questions and photos!',
    outcomes: ['Describe traditions and customs', 'Compare celebrations in different countries', 'Wish people well on special days'],
    warmUp: ['What is the most important holiday in your country?', 'How did you celebrate it last year?'],
    prepare: ['Describe what people eat on a holiday', 'Say what you usually do that day', 'Wish someone a happy new year'],
  },
  {
    key: 'films-series', title: 'Talking about films and series', category: 'CA005', tag: 'Movies', levels: [4, 5], focus: everyday,
    description: 'Recommend a series, describe a plot without spoilers and argue about endings. We also watch a short clip together.',
    outcomes: ['Summarise a plot', 'Give a recommendation with reasons', 'Discuss characters and endings'],
    warmUp: ['What are you watching at the moment?', 'Which film could you watch again and again?'],
    prepare: ['Say what a film is about', 'Say why you would recommend it', 'Say you did not like the ending'],
  },
  {
    key: 'songs-slang', title: 'Songs that teach you slang', category: 'CA005', tag: 'Music', levels: [4, 5], focus: ['conversation'],
    description: 'We listen to a popular song, work out the lyrics and discover the slang and cultural references hidden inside.',
    outcomes: ['Understand informal expressions from the lyrics', 'Talk about music you like', 'Use two slang words appropriately'],
    warmUp: ['Which artists do you listen to in the language?', 'Bring a song you would like to understand.'],
    prepare: ['Say what kind of music you like', 'Explain what a song is about', 'Say a line of the chorus'],
  },
  {
    key: 'weekend-trip', title: 'Planning a weekend trip', category: 'CA005', tag: 'Travel', levels: [3, 3], focus: everyday,
    description: 'Choose a destination, compare options and book transport and accommodation together in the language.',
    outcomes: ['Compare travel options', 'Make bookings and ask about conditions', 'Make a plan with a partner'],
    warmUp: ['Where would you go for a weekend?', 'Train, car or plane?'],
    prepare: ['Say which option is cheaper', 'Ask if breakfast is included', 'Suggest what to do on Saturday'],
  },
  {
    key: 'culture-shock', title: 'Culture shock stories', category: 'CA005', tag: 'Travel', levels: [5, 6], focus: everyday,
    description: 'Greetings, punctuality, directness, tipping: we share stories of cultural surprises and discuss what lies behind them.',
    outcomes: ['Tell a story about a cultural misunderstanding', 'Discuss cultural differences without stereotypes', 'Use advanced linking language'],
    warmUp: ['What surprised you most in another country?', 'What surprises visitors in your country?'],
    prepare: ['Describe a custom that confused you', 'Explain a custom from your country', 'Speculate about the reasons for a custom'],
  },
  {
    key: 'cook-together', title: 'Cooking a traditional recipe together', category: 'CA005', tag: 'Food', levels: [3, 4], focus: ['general', 'conversation', 'kids'],
    description: 'Have your ingredients ready: we cook a simple traditional dish live, following instructions and chatting while it simmers.',
    outcomes: ['Understand recipe instructions', 'Name kitchen tools and actions', 'Describe how to cook a dish from your country'],
    warmUp: ['Check the ingredient list we send you after booking.', 'What is the last thing you cooked?'],
    prepare: ['Say how much of an ingredient you need', 'Say cut, stir and boil', 'Explain a recipe from your country'],
  },
];

/** A multi-week course topic (000 §3 "Group course"): one outline per weekly class. */
export interface CourseTemplate {
  readonly key: string;
  readonly title: string;
  readonly category: CategoryCode;
  readonly tag: string;
  readonly level: number;
  readonly focus: readonly TeacherFocus[];
  readonly languages?: readonly string[];
  readonly description: string;
  readonly outcomes: readonly string[];
  readonly outlines: readonly { readonly class_title: string; readonly description: string }[];
}

export const COURSE_TEMPLATES: readonly CourseTemplate[] = [
  {
    key: 'first-trip', title: 'Ready for your first trip: a 4-week survival course', category: 'CA005', tag: 'Travel', level: 1, focus: ['general', 'conversation'],
    description: 'Four weekly classes that take you from hello to handling a whole trip: transport, food, shopping and the unexpected. Small group, lots of role play.',
    outcomes: ['Greet people and introduce yourself', 'Get around by public transport', 'Order food and shop without stress', 'Handle a small emergency'],
    outlines: [
      { class_title: 'Hello! Greetings and introductions', description: 'Greetings, names, countries and the polite phrases that open every door.' },
      { class_title: 'Getting around', description: 'Tickets, timetables, taxis and asking for directions.' },
      { class_title: 'Eating out and shopping', description: 'Menus, ordering, prices and paying.' },
      { class_title: 'When things go wrong', description: 'Lost items, pharmacies and asking for help.' },
    ],
  },
  {
    key: 'confident-conversation', title: 'Confident conversation in 6 weeks', category: 'CA001', tag: 'Conversation', level: 3, focus: ['conversation', 'general'],
    description: 'A six-week course for intermediate learners who understand a lot but freeze when they speak. Each week has a theme and a speaking challenge.',
    outcomes: ['Speak for longer without hesitation', 'Use fillers and reactions like a native speaker', 'Tell stories and give opinions', 'Keep a group conversation going'],
    outlines: [
      { class_title: 'Breaking the ice', description: 'Open questions, reactions and showing interest.' },
      { class_title: 'Stories from your life', description: 'Past tenses and storytelling techniques.' },
      { class_title: 'Opinions and debates', description: 'Agreeing, disagreeing and softening your view.' },
      { class_title: 'Plans and dreams', description: 'Future forms and hypothetical situations.' },
      { class_title: 'Solving problems together', description: 'Suggestions, negotiation and compromise in a group task.' },
      { class_title: 'Your five-minute talk', description: 'Each student gives a short talk and answers questions.' },
    ],
  },
  {
    key: 'interview-bootcamp', title: 'Job interview bootcamp', category: 'CA002', tag: 'Interviews', level: 4, focus: ['business'],
    description: 'Four intensive weekly sessions to prepare for interviews in the language: your story, competency questions, tough questions and a full mock interview.',
    outcomes: ['Introduce yourself professionally', 'Answer competency questions with STAR', 'Handle salary and difficult questions', 'Perform confidently in a mock interview'],
    outlines: [
      { class_title: 'Your professional story', description: 'A strong two-minute introduction tailored to the job.' },
      { class_title: 'Competency questions', description: 'STAR answers built from your real experience.' },
      { class_title: 'Tough questions and salary', description: 'Weaknesses, gaps in your CV and negotiating pay.' },
      { class_title: 'Mock interview day', description: 'A full interview with detailed feedback.' },
    ],
  },
  {
    key: 'meetings-course', title: 'Business meetings from start to finish', category: 'CA002', tag: 'Meetings', level: 4, focus: ['business'],
    description: 'Five weeks on the language of meetings: opening, discussing, deciding and following up, with a realistic meeting in every class.',
    outcomes: ['Run and take part in meetings confidently', 'Interrupt and disagree politely', 'Summarise decisions and write follow-up emails'],
    outlines: [
      { class_title: 'Opening and agendas', description: 'Starting on time, introductions and agreeing the agenda.' },
      { class_title: 'Giving updates', description: 'Reporting progress clearly and briefly.' },
      { class_title: 'Discussion and disagreement', description: 'Opinions, interruptions and diplomatic language.' },
      { class_title: 'Decisions and actions', description: 'Reaching agreement and assigning tasks.' },
      { class_title: 'Follow-up emails', description: 'Minutes and follow-ups that get things done.' },
    ],
  },
  {
    key: 'grammar-foundations', title: 'Grammar foundations: 8 weeks from zero', category: 'CA001', tag: 'Grammar', level: 1, focus: ['general', 'exams'],
    description: 'A gentle, structured course for complete beginners. One grammar topic a week, always practised in conversation, never just on paper.',
    outcomes: ['Build simple sentences correctly', 'Ask and answer everyday questions', 'Talk about the present, past and future', 'Read and write short texts'],
    outlines: [
      { class_title: 'Sounds and first words', description: 'Pronunciation basics and the words you will use every day.' },
      { class_title: 'Who, what, where', description: 'Basic sentence structure and questions.' },
      { class_title: 'Numbers, time and dates', description: 'Counting, telling the time and making appointments.' },
      { class_title: 'Daily routine', description: 'Present tense verbs for everyday actions.' },
      { class_title: 'Describing people and places', description: 'Adjectives and comparisons.' },
      { class_title: 'What I did yesterday', description: 'Your first past tense.' },
      { class_title: 'Plans for the weekend', description: 'Talking about the future.' },
      { class_title: 'Putting it all together', description: 'A relaxed conversation using everything we learned.' },
    ],
  },
  {
    key: 'pronunciation-workshop', title: 'Pronunciation workshop', category: 'CA001', tag: 'Pronunciation', level: 3, focus: ['general', 'conversation'],
    description: 'Three focused weeks on the sounds, stress and melody of the language. Bring your voice: you will speak a lot and get feedback every minute.',
    outcomes: ['Produce the trickiest sounds accurately', 'Use word and sentence stress naturally', 'Sound more fluent and confident'],
    outlines: [
      { class_title: 'Difficult sounds', description: 'Minimal pairs and mouth positions.' },
      { class_title: 'Stress and rhythm', description: 'Where the stress falls and why it matters.' },
      { class_title: 'Intonation and connected speech', description: 'Linking, melody and sounding natural.' },
    ],
  },
  {
    key: 'kids-adventure', title: "Kids' adventure club: 8 weeks of stories and games", category: 'CA004', tag: 'Stories', level: 1, focus: ['kids'],
    description: 'A weekly club for children aged 6 to 10. Every week a new adventure story, games and songs, with a short note for parents after class.',
    outcomes: ['Understand simple stories', 'Answer and ask simple questions', 'Learn around 80 new words', 'Gain confidence speaking in a group'],
    outlines: [
      { class_title: 'The magic backpack', description: 'Introductions and classroom objects.' },
      { class_title: 'At the farm', description: 'Animals and their sounds.' },
      { class_title: 'The rainbow garden', description: 'Colours and nature.' },
      { class_title: 'The birthday party', description: 'Food, numbers and celebrations.' },
      { class_title: 'Under the sea', description: 'Sea creatures and sizes.' },
      { class_title: 'The busy city', description: 'Places in town and transport.' },
      { class_title: 'Space explorers', description: 'Planets, shapes and counting.' },
      { class_title: 'Our adventure book', description: 'Kids retell their favourite story.' },
    ],
  },
  {
    key: 'exam-sprint', title: 'Exam sprint: 6 weeks to test day', category: 'CA003', tag: 'IELTS', level: 4, focus: ['exams'], languages: ['english'],
    description: 'Six weekly classes covering every part of the IELTS exam with timed practice, model answers and personal feedback.',
    outcomes: ['Know the format and timing of every section', 'Use proven strategies for each task', 'Reach your target band with confidence'],
    outlines: [
      { class_title: 'Listening strategies', description: 'Predicting answers and avoiding traps.' },
      { class_title: 'Reading at speed', description: 'Skimming, scanning and True/False/Not Given.' },
      { class_title: 'Writing Task 1', description: 'Describing charts, graphs and processes.' },
      { class_title: 'Writing Task 2', description: 'Planning and writing a band 7 essay.' },
      { class_title: 'Speaking Parts 1 and 2', description: 'Fluent answers and the long turn.' },
      { class_title: 'Speaking Part 3 and mock test', description: 'Abstract discussion and a full mock speaking test.' },
    ],
  },
  {
    key: 'dele-sprint', title: 'DELE B2 in 6 weeks', category: 'CA003', tag: 'DELE', level: 4, focus: ['exams'], languages: ['spanish'],
    description: 'A six-week preparation course for the DELE B2: every part of the exam, timed practice and personal feedback on writing and speaking.',
    outcomes: ['Master the format of every task', 'Write formal and opinion texts confidently', 'Perform well in the oral exam'],
    outlines: [
      { class_title: 'Comprensión de lectura', description: 'Reading strategies and time management.' },
      { class_title: 'Comprensión auditiva', description: 'Listening to natural Spanish at speed.' },
      { class_title: 'Expresión escrita 1', description: 'The formal letter.' },
      { class_title: 'Expresión escrita 2', description: 'The opinion text.' },
      { class_title: 'Expresión oral', description: 'Presenting and defending a proposal.' },
      { class_title: 'Simulacro', description: 'A full mock exam with feedback.' },
    ],
  },
];
