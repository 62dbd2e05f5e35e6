import { Button } from './button';
import { Modal } from './modal';
import { useT } from '../i18n/i18n-provider';

/** "Are you sure?" before an action that cannot be undone (000 §4 "Drop class: A confirm dialog appears"). */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  dismissLabel,
  busy = false,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  /** Where "Cancel" would be ambiguous (the action itself cancels something): "Keep the class". */
  dismissLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} data-autofocus>
            {dismissLabel ?? t('common.cancel')}
          </Button>
          <Button variant="danger" onClick={onConfirm} disabled={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p className="text-slate-700">{text}</p>
    </Modal>
  );
}
