import type { Meta, StoryObj } from '@storybook/react-vite';

import { makeFoundation } from '../../testing/builders';
import { SeededQueries } from '../../testing/seeded-queries';
import { makeAdminTeacherApplication, makeApplicationOptions, makeTeacherApplication } from '../../testing/teacher-application-builders';
import { ApplicationReviewCard } from './application-review-card';
import { ApplicationStatus } from './application-status';
import { DeclineDialog } from './decline-dialog';
import { TeacherApplicationForm } from './teacher-application-form';

const noop = () => undefined;

const meta: Meta = {
  title: 'Teacher application',
  decorators: [
    (Story) => (
      <SeededQueries foundation={makeFoundation({ timezone_iana: 'Europe/Rome' })}>
        <div className="max-w-3xl">
          <Story />
        </div>
      </SeededQueries>
    ),
  ],
};
export default meta;
type Story = StoryObj;

/** An empty form: one language row (Native), every field labelled with its hint. */
export const FormEmpty: Story = { render: () => <TeacherApplicationForm options={makeApplicationOptions()} onSubmit={noop} /> };
/** Re-applying after a decline: the previous answers, ready to correct. */
export const FormPrefilled: Story = {
  render: () => <TeacherApplicationForm options={makeApplicationOptions()} initial={makeTeacherApplication()} onSubmit={noop} />,
};
/** The server refused a field (a country it does not have), shown under the field. */
export const FormServerError: Story = {
  render: () => (
    <TeacherApplicationForm
      options={makeApplicationOptions()}
      initial={makeTeacherApplication()}
      serverErrors={{ country: 'Choose a country from the list.' }}
      onSubmit={noop}
    />
  ),
};
export const FormSending: Story = {
  render: () => <TeacherApplicationForm options={makeApplicationOptions()} initial={makeTeacherApplication()} busy onSubmit={noop} />,
};

export const StatusPending: Story = {
  render: () => (
    <ApplicationStatus
      application={makeTeacherApplication()}
      isTeacher={false}
      canApply={false}
      reapplyAt={null}
      countryName="Italy"
      onReapply={noop}
    />
  ),
};
export const StatusApproved: Story = {
  render: () => (
    <ApplicationStatus
      application={makeTeacherApplication({ status: 'APPROVED', reviewed_at: '2026-11-25T10:00:00.000Z' })}
      isTeacher
      canApply={false}
      reapplyAt={null}
      onReapply={noop}
    />
  ),
};
/** Declined less than 7 days ago: the reason, and from when to apply again. */
export const StatusDeclinedCoolingDown: Story = {
  render: () => (
    <ApplicationStatus
      application={makeTeacherApplication({
        status: 'DECLINED',
        reviewed_at: '2026-11-25T10:00:00.000Z',
        decline_reason: 'Your intro video link does not play. Please upload it again and re-apply.',
      })}
      isTeacher={false}
      canApply={false}
      reapplyAt="2026-12-02T10:00:00.000Z"
      countryName="Italy"
      onReapply={noop}
    />
  ),
};
/** Declined more than 7 days ago: Apply again. */
export const StatusDeclinedMayReapply: Story = {
  render: () => (
    <ApplicationStatus
      application={makeTeacherApplication({
        status: 'DECLINED',
        reviewed_at: '2026-11-10T10:00:00.000Z',
        decline_reason: 'Please add more about how you teach.',
      })}
      isTeacher={false}
      canApply
      reapplyAt={null}
      countryName="Italy"
      onReapply={noop}
    />
  ),
};

export const ReviewCard: Story = {
  render: () => <ApplicationReviewCard application={makeAdminTeacherApplication()} onApprove={noop} onDecline={noop} />,
};
export const ReviewCardBusy: Story = {
  render: () => (
    <ApplicationReviewCard application={makeAdminTeacherApplication({ video_url: null })} busy onApprove={noop} onDecline={noop} />
  ),
};

/** Decline pressed on a card: the reason box, empty, with its bounds. */
export const DeclineDialogOpen: Story = {
  render: () => <DeclineDialog open applicantName="Ana Ruiz" onConfirm={noop} onClose={noop} />,
};
/** A reason the shared schema refuses (too short once trimmed): the error under the box. */
export const DeclineDialogTooShort: Story = {
  render: () => <DeclineDialog open applicantName="Ana Ruiz" initialReason="  No video " checkAtOnce onConfirm={noop} onClose={noop} />,
};
/** Sent: Decline application waits for the server. */
export const DeclineDialogSending: Story = {
  render: () => (
    <DeclineDialog
      open
      applicantName="Ana Ruiz"
      initialReason="Your intro video link does not play. Please upload it again and re-apply."
      busy
      onConfirm={noop}
      onClose={noop}
    />
  ),
};
