import { WebRoutes } from '@exam/contract';

/** The id of the dashboard's 'Your progress' section (issue 22), the target of its link. */
export const YOUR_PROGRESS_ID = 'your-progress';

/** Where the report and the exam details send a student to see their progress over time. */
export const YOUR_PROGRESS_PATH = `${WebRoutes.dashboard}#${YOUR_PROGRESS_ID}`;
