/** The trial screens' texts from the spec's screens (§2) and error catalogue (§8 Trial). */
export const TrialTexts = {
  initFailed: 'Failed to initialize trial. Please try again.',
  nextFailed: 'Failed to get next question. Please try again.',
  reportFailed: 'Failed to load trial report.',
  noResults: 'No trial results found.',
  noIncorrect: 'No incorrect questions!',
  outOfTime: 'Out of time',
  questionFailed: 'Failed to load question',
  notAnswered: 'Not answered: the time ran out',
} as const;
