import { dismissGlobalPopup, type GlobalPopup } from '@app/api';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/button';
import { Modal } from '../../components/modal';
import { api } from '../../lib/api-client';
import { isSameSitePath } from '@app/api';
import { track } from '../../lib/events/track';
import { useViewer } from '../../lib/viewer';
import { globalPopupQuery } from './api/global-popup';

/** The popup as shown: title, text, an optional call to action, and the dialog's own Close. */
export function MarketingPopupView({ popup, onClose, onCta }: { popup: GlobalPopup; onClose: () => void; onCta?: () => void }) {
  return (
    <Modal
      open
      onClose={onClose}
      title={popup.title}
      footer={
        popup.cta_label && isSameSitePath(popup.cta_link) ? (
          <Link to={popup.cta_link} className={buttonClass()} onClick={onCta} data-autofocus>
            {popup.cta_label}
          </Link>
        ) : undefined
      }
    >
      <p className="whitespace-pre-line text-slate-700" data-testid="marketing-popup-body">
        {popup.body}
      </p>
    </Modal>
  );
}

/**
 * 001 §7.2 "GET /v2/marketing/global_popup: signed-in, not on instant page; 10 s": mount it on the
 * teacher search page with `instantLessons` true on /instant-lessons (then it asks nothing). The
 * API client's 10 s timeout applies; a failed or slow call shows nothing. Closing (or following
 * the call to action) dismisses it for this user on the server, so it does not come back.
 */
export function MarketingPopup({ instantLessons = false }: { instantLessons?: boolean }) {
  const { isSignedIn } = useViewer();
  const queryClient = useQueryClient();
  const enabled = isSignedIn && !instantLessons;
  const query = useQuery({ ...globalPopupQuery(), enabled });
  const [closedId, setClosedId] = useState<number | null>(null);
  const popup = enabled ? (query.data?.data.popup ?? null) : null;
  if (!popup || popup.id === closedId) return null;

  const dismiss = (action: 'dismiss' | 'cta') => {
    setClosedId(popup.id);
    track('marketing_popup', { popup_id: String(popup.id), action });
    void api.call(dismissGlobalPopup, { params: { id: popup.id } }).then(
      () => queryClient.invalidateQueries({ queryKey: globalPopupQuery().queryKey }),
      () => undefined,
    );
  };
  return (
    <MarketingPopupView
      popup={popup}
      onClose={() => {
        dismiss('dismiss');
      }}
      onCta={() => {
        dismiss('cta');
      }}
    />
  );
}
