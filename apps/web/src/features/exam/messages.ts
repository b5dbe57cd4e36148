/** The exam screens' texts from the spec's error catalogue (§8) and screens (§2). */
export const ExamTexts = {
  selectTopic: 'Please select a topic',
  startFailed: 'Failed to start exam. Please try again.',
  initFailed: 'Failed to initialize exam',
  nextFailed: 'Failed to get next question',
  submitFailed: 'Failed to submit exam',
  pastExamsFailed: 'Failed to load past exams',
  detailsFailed: 'Failed to load exam details',
  examIdRequired: 'Exam ID is required',
  questionFailed: 'Failed to load question data',
  noResultsTitle: 'No Exam Results Available',
  noResultsBody: 'Please complete the exam to view your results.',
  allCorrect: 'Congratulations! You answered all questions correctly.',
  outOfTime: 'Out of time',
  performanceExplained: 'Estimated from which questions you got right and how hard they were.',
  examNotFound: 'Exam not found',
  examNotFoundBody:
    'This exam does not exist or is not one of yours. Your finished exams are listed on the dashboard.',
} as const;
