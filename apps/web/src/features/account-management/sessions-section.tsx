import { type AccountSession, endOtherSessions, endSession } from '@app/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '../../components/button';
import { SettingsSection } from '../../components/settings-section';
import { errorText } from '../../i18n/error-text';
import { type TFunction, useT } from '../../i18n/i18n-provider';
import { api } from '../../lib/api-client';
import { type DisplayTime, useDisplayTime } from '../../lib/use-display-time';
import { sessionsQuery } from './api/sessions';

function deviceName(t: TFunction, session: AccountSession): string {
  return t('accountManagement.sessionDevice', {
    browser: session.browser ?? t('accountManagement.sessionUnknownBrowser'),
    os: session.os ?? t('accountManagement.sessionUnknownOs'),
  });
}

const when = (time: DisplayTime, iso: string) => `${time.date(iso)}, ${time.time(iso)}`;

/** Issue 17 "sign out everywhere (sessions listed with device (user agent summary) and last use; end one or all others)". */
export function SessionsSection() {
  const t = useT();
  const sessions = useQuery(sessionsQuery());
  return (
    <SettingsSection
      title={t('accountManagement.sessionsTitle')}
      intro={t('accountManagement.sessionsIntro')}
      query={sessions}
      skeletonClassName="h-28"
      testId="sessions-section"
    >
      {(answer) => <SessionList sessions={answer.data.sessions} />}
    </SettingsSection>
  );
}

export function SessionList({ sessions }: { sessions: readonly AccountSession[] }) {
  const t = useT();
  const time = useDisplayTime();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: sessionsQuery().queryKey });
  const endOne = useMutation({ mutationFn: (id: number) => api.call(endSession, { params: { id } }), onSuccess: refresh });
  const endOthers = useMutation({ mutationFn: () => api.call(endOtherSessions), onSuccess: refresh });
  const others = sessions.filter((s) => !s.current);
  const failure = endOne.error ?? endOthers.error;
  return (
    <div className="mt-4 space-y-4">
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
        {sessions.map((session) => {
          const device = deviceName(t, session);
          const lastUsed = when(time, session.last_used_at);
          return (
            <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
              <div className="min-w-0">
                <p className="font-medium text-slate-900">
                  {device}
                  {session.current ? (
                    <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">
                      {t('accountManagement.sessionThisDevice')}
                    </span>
                  ) : null}
                </p>
                <p className="text-sm text-slate-600">{t('accountManagement.sessionLastUsed', { when: lastUsed })}</p>
                <p className="text-xs text-slate-600">{t('accountManagement.sessionSignedIn', { when: when(time, session.created_at) })}</p>
              </div>
              {session.current ? null : (
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={t('accountManagement.sessionEndLabel', { device, when: lastUsed })}
                  disabled={endOne.isPending && endOne.variables === session.id}
                  onClick={() => {
                    endOne.mutate(session.id);
                  }}
                >
                  {t('accountManagement.sessionEnd')}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {failure ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {errorText(t, failure)}
        </p>
      ) : null}
      {endOthers.isSuccess ? (
        <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
          {t('accountManagement.sessionsEnded', { count: endOthers.data.data.ended })}
        </p>
      ) : null}
      {others.length > 0 ? (
        <Button
          variant="danger"
          disabled={endOthers.isPending}
          onClick={() => {
            endOthers.mutate();
          }}
        >
          {endOthers.isPending ? t('accountManagement.sessionsEnding') : t('accountManagement.sessionsEndOthers')}
        </Button>
      ) : (
        <p className="text-sm text-slate-700">{t('accountManagement.sessionsOnlyThis')}</p>
      )}
    </div>
  );
}
