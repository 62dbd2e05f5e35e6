import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';
import { Modal } from './modal';

const meta: Meta = { title: 'Components/Modal' };
export default meta;

function ModalDemo({ width, initiallyOpen }: { width?: number; initiallyOpen: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button
        onClick={() => {
          setOpen(true);
        }}
      >
        Open
      </Button>
      <Modal
        open={open}
        onClose={() => {
          setOpen(false);
        }}
        title="All time slots"
        {...(width ? { width } : {})}
        footer={
          <Button
            onClick={() => {
              setOpen(false);
            }}
          >
            Done
          </Button>
        }
      >
        <p>Escape closes it; Tab stays inside.</p>
      </Modal>
    </>
  );
}

export const Closed: StoryObj = { render: () => <ModalDemo initiallyOpen={false} /> };
export const Open: StoryObj = { render: () => <ModalDemo initiallyOpen /> };
/** 000 §9 "Modal width is 722". */
export const Wide722: StoryObj = { render: () => <ModalDemo initiallyOpen width={722} /> };
export const Confirm: StoryObj = {
  render: () => (
    <ConfirmDialog
      open
      title="Drop class"
      text="You will get the full price back."
      confirmLabel="Drop class"
      onConfirm={() => undefined}
      onClose={() => undefined}
    />
  ),
};
