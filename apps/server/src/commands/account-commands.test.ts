import { expect, it } from 'vitest';
import { requestEmailConfirmation as requestLink } from '../accounts/email-confirmation';
import { describeEachDatabase } from '../testing/databases';
import { storedEventsOf } from '../testing/domain-events';
import { makeTeacher, makeUser } from '../testing/fixtures';
import { createTestApp } from '../testing/test-app';
import { SYSTEM } from './command';
import { confirmEmail } from './confirm-email';
import { favouriteTeacher } from './favourite-teacher';
import { favouriteTopic } from './favourite-topic';
import { markConversationRead } from './mark-conversation-read';
import { sendMessage } from './send-message';
import { updateSettings } from './update-settings';

const NOW = Date.UTC(2026, 10, 26, 10);
const CONFIRMED = { register_status: 5, is_confirm_email: true };

describeEachDatabase('account commands record their events (issue 19)', (ctx) => {
  const db = () => ctx.database.db;
  const user = (confirmed = true) => makeUser(db(), createTestApp(ctx.database, NOW).app, { now: NOW, confirmed, registerStatus: 1 });
  const student = (userId: number) => ({ kind: 'student', userId }) as const;

  it('confirmEmail: EmailConfirmed and the welcome credit; a used link is refused and records nothing more', async () => {
    const { userId } = await user(false);
    await requestLink({ db: db(), userId, now: NOW });
    const [requested] = await storedEventsOf(db(), { type: 'EmailConfirmationRequested', userId });
    const token = String(requested?.token);
    const confirmed = await db().transaction((tx) => confirmEmail({ tx, actor: SYSTEM, now: NOW, token }));
    expect(confirmed.events.map((e) => e.type)).toEqual(['EmailConfirmed', 'WelcomeCredited']);
    await expect(db().transaction((tx) => confirmEmail({ tx, actor: SYSTEM, now: NOW, token }))).rejects.toMatchObject({
      code: 'InvalidToken',
    });
    expect(await storedEventsOf(db(), { type: 'EmailConfirmed', userId })).toEqual([{ userId }]);
  });

  it('updateSettings: SettingsUpdated naming the fields given', async () => {
    const { userId } = await user();
    await db().transaction((tx) => updateSettings({ tx, actor: student(userId), now: NOW, settings: { locale: 'es', is_am: 1 } }));
    expect(await storedEventsOf(db(), { type: 'SettingsUpdated', userId })).toEqual([{ userId, fields: ['locale', 'is_am'] }]);
  });

  it('sendMessage: MessageSent; markConversationRead: ConversationRead, and nothing when there is nothing unread', async () => {
    const sender = await user();
    const reader = await user();
    const sent = await db().transaction((tx) =>
      sendMessage({ tx, actor: student(sender.userId), now: NOW, sender: CONFIRMED, recipientId: reader.userId, text: 'hola' }),
    );
    expect(sent.events).toEqual([
      {
        type: 'MessageSent',
        conversationId: sent.conversation_id,
        messageId: sent.message.id,
        senderId: sender.userId,
        recipientId: reader.userId,
      },
    ]);
    const read = () =>
      db().transaction((tx) => markConversationRead({ tx, actor: student(reader.userId), now: NOW, peerId: sender.userId }));
    expect((await read()).marked_read).toBe(1);
    expect((await read()).events).toEqual([]);
    expect(await storedEventsOf(db(), { type: 'ConversationRead', userId: reader.userId })).toEqual([
      { conversationId: sent.conversation_id, userId: reader.userId, markedRead: 1 },
    ]);
  });

  it('favouriteTeacher and favouriteTopic: an event for each change, none for a repeat', async () => {
    const teacher = await makeTeacher(db(), createTestApp(ctx.database, NOW).app, { now: NOW });
    const { userId } = await user();
    const heartTeacher = (favour: boolean) =>
      db().transaction((tx) => favouriteTeacher({ tx, actor: student(userId), now: NOW, teacherId: teacher.userId, favour }));
    const heartTopic = (favour: boolean) =>
      db().transaction((tx) => favouriteTopic({ tx, actor: student(userId), now: NOW, topicId: teacher.topicId, favour }));
    for (const favour of [true, true, false, false]) {
      await heartTeacher(favour);
      await heartTopic(favour);
    }
    expect(await storedEventsOf(db(), { type: 'TeacherFavouriteSet', userId })).toEqual([
      { userId, teacherId: teacher.userId, favoured: true },
      { userId, teacherId: teacher.userId, favoured: false },
    ]);
    expect(await storedEventsOf(db(), { type: 'TopicFavouriteSet', userId })).toEqual([
      { userId, topicId: teacher.topicId, favoured: true },
      { userId, topicId: teacher.topicId, favoured: false },
    ]);
  });
});
