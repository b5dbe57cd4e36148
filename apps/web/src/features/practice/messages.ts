/** The practice screens' texts from the spec's screens (§2) and error catalogue (§8). */
export const PracticeTexts = {
  selectTopic: 'Please select a topic',
  topicsFailed: 'Failed to load topics',
  startFailed: 'Failed to start practice. Please try again.',
  initFailed: 'Failed to initialize practice session',
  checkFailed: 'Failed to check answer',
  nextFailed: 'Failed to get next question',
  finishFailed: 'Failed to finish practice',
  noQuestion: 'No question available',
  historyFailed: 'Failed to load practice history',
  detailsFailed: 'Failed to load session details',
  sessionNotFound: 'Session not found',
  sessionIdMissing: 'Session ID not provided',
  quitConfirm: 'Are you sure you want to exit this practice session?',
  noHistory: 'No practice sessions found',
  noAnswer: '(No answer provided)',
} as const;
