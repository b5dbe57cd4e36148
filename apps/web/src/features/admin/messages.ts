import { Messages } from '@exam/contract';

/** What the console says (issue 23's strings; docs/product.md). */
export const AdminTexts = {
  console: 'Console',
  forbidden: Messages.forbiddenRole,
  backToDashboard: 'Back to the dashboard',
  questions: 'Questions',
  newQuestion: 'New question',
  reports: 'Problem reports',
  stats: 'Item statistics',
  calibration: 'Calibration',
  users: 'Users',
  preview: 'Preview',
  phone: 'Phone',
  desktop: 'Desktop',
  tryAnswer: 'Try an answer',
  saveDraft: 'Save draft',
  savePublish: 'Save and publish',
  retire: 'Retire',
  restore: 'Restore',
  resolve: 'Resolve',
  loadMore: 'Load more',
  stale:
    'Someone saved this question after you opened it. Reload it to see their version; copy anything you typed first.',
  reload: 'Reload',
  unsavedTitle: 'Leave without saving?',
  unsavedBody: 'You have changes that are not saved. If you leave now, they are lost.',
  stay: 'Stay',
  leave: 'Leave',
  saved: 'Saved.',
  published: 'Saved and published.',
  noResults: 'No questions match these filters.',
} as const;
