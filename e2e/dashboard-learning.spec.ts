import {
  ApiRoutes,
  TOPICS,
  type ExamInProgress,
  type ExamResult,
  type PracticeInProgress,
  type TrialInProgress,
  type TrialResult,
} from '@exam/contract';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { registerAccount, xsrfHeader, type TestAccount } from './support/accounts';
import { correctAnswerOf } from './support/answer-key';
import { checkScreenAsShown } from './support/screen-check';
import { signIn } from './support/sign-in';

// The dashboard's learning loop (issue 22) against the real server: a new student's dashboard,
// one day of practice (streak, goal ring, 'Resume'), many exams and trials ('Your progress'
// charts and their table, 'Past Trials' with 'View Report'), and the kinder exam report on a
// phone. Students are seeded through the real API (answers from the seed bank's key); every
// screen gets the suite's checks (axe WCAG 2.1 A/AA, no sideways scroll, no duplicate id) and a
// full-page screenshot in test-results/screens.

const phone = { width: 360, height: 780 };
const laptop = { width: 1280, height: 800 };

type Api = {
  post: <T>(url: string, data: object) => Promise<T>;
};

async function apiFor(request: APIRequestContext, account: TestAccount): Promise<Api> {
  const headers = { ...(await xsrfHeader(request)), authorization: `Bearer ${account.token}` };
  return {
    post: async <T>(url: string, data: object) => {
      const response = await request.post(url, { headers, data });
      expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
      return (await response.json()) as T;
    },
  };
}

/** The right answer, or a wrong one (another option, an impossible number). */
function answerFor(
  question: { question: string; graph: string; options: string[] },
  right: boolean,
) {
  const key = correctAnswerOf(question);
  if (key.type === 'MCQ') {
    const index = question.options.indexOf(key.answer);
    const chosen = right ? index : (index + 1) % question.options.length;
    return { text: question.options[chosen] ?? key.answer, index: String(chosen) };
  }
  const text = right ? key.answer : '987654';
  return { text, index: text };
}

/** A whole exam through the API; `right(n)` says whether the n-th answer (from 0) is right. */
async function finishExam(api: Api, right: (n: number) => boolean): Promise<ExamResult> {
  let state: ExamInProgress | ExamResult = await api.post<ExamInProgress>(ApiRoutes.exam.generate, {
    topic: TOPICS[0],
  });
  for (let n = 0; !state.completed; n += 1) {
    expect(n, 'an exam ends within 60 answers').toBeLessThan(60);
    state = await api.post<ExamInProgress | ExamResult>(ApiRoutes.exam.nextQuestion, {
      topic: TOPICS[0],
      examId: state.examId,
      lessonId: state.lessonId,
      questionId: state.question.id,
      selectedAnswer: answerFor(state.question, right(n)).text,
    });
  }
  return state;
}

async function finishTrial(api: Api, right: (n: number) => boolean): Promise<TrialResult> {
  let state: TrialInProgress | TrialResult = await api.post<TrialInProgress>(
    ApiRoutes.trial.generate,
    { topic: TOPICS[0] },
  );
  for (let n = 0; !state.completed; n += 1) {
    expect(n, 'a trial ends within 60 answers').toBeLessThan(60);
    state = await api.post<TrialInProgress | TrialResult>(ApiRoutes.trial.nextQuestion, {
      trialId: state.trialId,
      questionId: state.question.id,
      selectedAnswer: answerFor(state.question, right(n)).text,
    });
  }
  return state;
}

/** A practice session with `answers` answers (every third wrong), left open. */
async function practiseAndLeaveOpen(api: Api, answers: number): Promise<PracticeInProgress> {
  let state = await api.post<PracticeInProgress>(ApiRoutes.practice.start, { topic: TOPICS[0] });
  for (let n = 0; n < answers; n += 1) {
    state = await api.post<PracticeInProgress>(ApiRoutes.practice.nextQuestion, {
      practiceId: state.practiceId,
      questionId: state.question.id,
      answer: answerFor(state.question, n % 3 !== 2).index,
    });
    expect(state.completed).toBe(false);
  }
  return state;
}

async function openDashboard(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Lesson mastery' })).toBeVisible();
}

const label = (size: { width: number }) => (size.width < 600 ? 'phone' : 'laptop');

test("a new student's dashboard welcomes: every lesson to start, no streak, what progress will show", async ({
  page,
  request,
}) => {
  const account = await registerAccount(request);
  await signIn(page, account);
  for (const size of [phone, laptop]) {
    await openDashboard(page, size);
    const mastery = page.getByRole('region', { name: 'Lesson mastery' });
    await expect(mastery.getByText('Not started').first()).toBeVisible();
    await expect(page.getByText('Finish an exam to see your progress here')).toBeVisible();
    await expect(page.getByText(/day streak/)).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Daily review' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Resume' })).toHaveCount(0);
    await checkScreenAsShown(page, `dashboard-empty-${label(size)}`);
  }
});

test('after a day of practice: a streak, the goal ring, the daily review, and Resume', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const account = await registerAccount(request);
  const api = await apiFor(request, account);
  const open = await practiseAndLeaveOpen(api, 6);
  await signIn(page, account);
  for (const size of [phone, laptop]) {
    await openDashboard(page, size);
    await expect(page.getByText('1 day streak')).toBeVisible();
    await expect(page.getByText('6 / 10 answers today')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Daily review' })).toBeVisible();
    const resume = page.getByRole('region', { name: 'Resume' });
    await expect(resume.getByText('Practice: Recommended for you')).toBeVisible();
    await checkScreenAsShown(page, `dashboard-one-day-${label(size)}`);
  }
  // Resume opens the same session at its current question (from the server, not this browser).
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await page.getByRole('button', { name: 'Resume practice' }).click();
  await expect(page).toHaveURL(/\/practice$/);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('practiceState') ?? ''))
    .toContain(open.practiceId);
  await expect(page.getByText(/Question 7\b/).first()).toBeVisible();
});

test('after many exams and trials: the charts, their table, past trials, readable at 360 px', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const account = await registerAccount(request);
  const api = await apiFor(request, account);
  // Getting better: from about one in three right to about four in five.
  const rates = [3, 3, 2, 2, 5, 5];
  for (const every of rates) await finishExam(api, (n) => n % every !== 0);
  const trials = [
    await finishTrial(api, (n) => n % 2 === 0),
    await finishTrial(api, (n) => n % 4 !== 0),
  ];
  await practiseAndLeaveOpen(api, 3);
  await signIn(page, account);
  for (const size of [phone, laptop]) {
    await openDashboard(page, size);
    const progress = page.getByRole('region', { name: 'Your progress' });
    // The lazily loaded charts (loaded as the section nears the screen): two labelled SVG charts.
    await progress.scrollIntoViewIfNeeded();
    await expect(progress.locator('figure svg').first()).toBeVisible();
    await expect(progress.getByText('Exam and trial scores')).toBeVisible();
    await expect(progress.getByText('Lessons by mastery level')).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Past Trials' }).getByRole('listitem'),
    ).toHaveCount(2);
    await checkScreenAsShown(page, `dashboard-many-exams-${label(size)}`);
  }
  // The table alternative holds every result.
  const progress = page.getByRole('region', { name: 'Your progress' });
  await progress.getByRole('button', { name: 'Show as table' }).click();
  const table = progress.getByRole('table', { name: /Exam and trial scores/ });
  await expect(table.getByRole('row')).toHaveCount(1 + rates.length + trials.length);
  await checkScreenAsShown(page, 'dashboard-many-exams-table-laptop');

  // 'View Report' opens that trial's report (the older one, second in the list).
  const older = trials[0];
  await page
    .getByRole('region', { name: 'Past Trials' })
    .getByRole('button', { name: /^View Report/ })
    .nth(1)
    .click();
  await expect(page).toHaveURL(/\/trial-report$/);
  await expect(page.getByRole('heading', { name: 'Trial Report' })).toBeVisible();
  await expect(
    page.getByText(`Correct Answers: ${older?.correctAnswers} out of ${older?.totalQuestions}`),
  ).toBeVisible();
});

test('the exam report on a phone: the three weakest lessons first, Show all lessons, a link to Your progress', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const account = await registerAccount(request);
  const api = await apiFor(request, account);
  const result = await finishExam(api, (n) => n % 3 !== 0);
  await signIn(page, account);
  const state = {
    examId: result.examId,
    performance: result.performance,
    detailedPerformance: result.detailedPerformance,
    averageTimeSpent: result.averageTimeSpent,
    timerExpired: result.timerExpired,
    totalQuestions: result.totalQuestions,
    correctAnswers: result.correctAnswers,
  };
  for (const size of [phone, laptop]) {
    await page.setViewportSize(size);
    // The report's result travels in navigation state, as /exam hands it over.
    await page.evaluate((usr) => {
      window.history.replaceState({ usr, key: 'e2e', idx: 0 }, '', '/report');
    }, state);
    await page.reload();
    const list = page.getByRole('list', { name: 'Lesson Performance' });
    await expect(list).toBeVisible();
    const lessons = result.detailedPerformance.length;
    if (size === phone && lessons > 3) {
      await expect(list.getByRole('listitem')).toHaveCount(3);
      await expect(page.getByRole('button', { name: 'Show all lessons' })).toBeVisible();
    } else {
      await expect(list.getByRole('listitem')).toHaveCount(lessons);
    }
    await expect(
      page.getByRole('button', { name: /^Practise this lesson: / }).first(),
    ).toBeVisible();
    await checkScreenAsShown(page, `report-${label(size)}`);
  }
  await page.setViewportSize(phone);
  await page.getByRole('link', { name: 'See your progress over time' }).click();
  await expect(page).toHaveURL(/\/dashboard#your-progress$/);
  await expect(page.getByRole('region', { name: 'Your progress' })).toBeInViewport();
});
