import type { Placement } from 'react-joyride';
import type { TourId } from '@common/schemas/luna';

/**
 * One step: the `data-tour` value of its target and the key of its text in `tours:<id>.steps`.
 * `overlaps`: the target is taller than a screen, so the tooltip sits over it, without an arrow.
 */
export type TourStepDefinition = { target: string; text: string; placement?: Placement | 'auto'; overlaps?: boolean };

export type TourDefinition = {
  id: TourId;
  /** The screen the targets are on; a search or hash lets that screen open the view or part the steps need. */
  route: { pathname: string; search?: string; hash?: string };
  /** The target whose arrival means the screen has rendered its data: the tour starts once it is there. */
  readyTarget: string;
  steps: TourStepDefinition[];
};

/** The CSS selector of a `data-tour` target. */
export const tourTarget = (name: string) => `[data-tour="${name}"]`;

/** Spec §3 'Tour': the three tours of Luna's Quick Help, in the order the owner meets their targets. */
export const TOURS: Record<TourId, TourDefinition> = {
  'first-review': {
    id: 'first-review',
    // The cards carry the targets, so the inbox opens in the card view, also when it is already showing.
    route: { pathname: '/reviews', search: 'view=card' },
    readyTarget: 'review-card-0',
    steps: [
      { target: 'nav-reviews', text: 'reviewsLink', placement: 'right' },
      { target: 'review-card-0', text: 'reviewCard', placement: 'auto' },
      { target: 'review-approve', text: 'approve', placement: 'top' },
      { target: 'review-edit', text: 'edit', placement: 'top' },
      { target: 'reviews-bulk-actions', text: 'bulkActions', placement: 'bottom' },
    ],
  },
  'ai-settings': {
    id: 'ai-settings',
    // The settings screen opens Advanced Settings, where custom instructions live, for this hash.
    route: { pathname: '/settings', hash: 'custom-instructions' },
    readyTarget: 'settings-custom-instructions',
    steps: [
      { target: 'nav-settings', text: 'settingsLink', placement: 'right' },
      { target: 'settings-tone', text: 'tone', placement: 'bottom' },
      { target: 'settings-custom-instructions', text: 'customInstructions', placement: 'top' },
      { target: 'settings-auto-approve-5', text: 'autoApproval', placement: 'left' },
      { target: 'settings-save', text: 'save', placement: 'top' },
    ],
  },
  'connect-platforms': {
    id: 'connect-platforms',
    route: { pathname: '/platforms' },
    readyTarget: 'connect-google',
    steps: [
      { target: 'platforms-section', text: 'platformsSection', placement: 'bottom', overlaps: true },
      { target: 'connect-google', text: 'connectGoogle', placement: 'bottom' },
      { target: 'platforms-how-it-works', text: 'howItWorks', placement: 'top' },
    ],
  },
};
