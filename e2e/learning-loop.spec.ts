import { ApiRoutes, TOPICS, type ExamInProgress, type ExamResult } from '@exam/contract';
import { expect, test, type Page } from '@playwright/test';
import { registerAccount, xsrfHeader } from './support/accounts';
import { correctAnswerOf, giveKeyedAnswer } from './support/answer-key';
import { TRY_AGAIN_TEXT } from './support/practice-check';
import { checkScreenAtBothWidths } from './support/screen-check';
import { trackServedQuestion } from './support/served-question';
import { signIn } from './support/sign-in';

// The learning loop of issue 22, walked by a new student against the real server: practice in
// the browser with a hint and a second try (the session left open), a finished exam (answered
// through the API, as a quick student would in the browser), then the dashboard: 'Lesson
// mastery', 'Your progress' with its chart, 'Daily review', the streak, and 'Resume' for the
// open practice session, which opens it again.

const answerField = (page: Page) => page.getByRole('textbox', { name: 'Your Answer' });

test('new student -> practice with a hint and a second try -> an exam -> the dashboard shows the loop', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const account = await registerAccount(request);
  await signIn(page, account);
  const served = trackServedQuestion(
    page,
    /\/api\/practice\/(start|next-question|state\/)/,
    (body) => body.question ?? (body.progress as { question?: unknown } | undefined)?.question,
  );

  // Practice, 'Recommended for you': a hint, a wrong first answer, a right second try.
  await page.goto('/practice-topics');
  await page.getByRole('combobox', { name: 'Topic' }).click();
  await page.getByRole('option', { name: TOPICS[0] }).click();
  await page.getByRole('button', { name: 'Start Practice' }).click();
  await expect(page.getByRole('heading', { name: 'Question 1' })).toBeVisible();
  await expect(page.getByTestId('practice-focus')).toHaveText('Recommended for you');
  await page.getByRole('button', { name: /^Hint/ }).click();
  await expect(page.getByText(/^Hint 1 of \d$/)).toBeVisible();
  const question = await served();
  await giveKeyedAnswer(page, question, false, answerField(page));
  await page.getByRole('button', { name: 'Show Answer' }).click();
  await expect(page.getByText(TRY_AGAIN_TEXT)).toBeVisible();
  await page.getByRole('button', { name: 'Try again' }).click();
  await giveKeyedAnswer(page, question, true, answerField(page));
  await page.getByRole('button', { name: 'Show Answer' }).click();
  await expect(page.getByText('Right on the second try')).toBeVisible();
  // On to the next question, and away: the session stays open.
  await page.getByRole('button', { name: 'Next Question' }).click();
  await expect(page.getByRole('heading', { name: 'Question 2' })).toBeVisible();

  // A finished exam, every third answer wrong (mistakes for the review).
  const headers = { ...(await xsrfHeader(request)), authorization: `Bearer ${account.token}` };
  const post = async <T>(url: string, data: object): Promise<T> => {
    const response = await request.post(url, { headers, data });
    expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
    return (await response.json()) as T;
  };
  let exam: ExamInProgress | ExamResult = await post<ExamInProgress>(ApiRoutes.exam.generate, {
    topic: TOPICS[0],
  });
  for (let n = 0; !exam.completed; n += 1) {
    expect(n, 'an exam ends within 60 answers').toBeLessThan(60);
    const key = correctAnswerOf(exam.question);
    const wrong = n % 3 === 0;
    const answer: string =
      key.type === 'MCQ' && wrong
        ? (exam.question.options.find((option) => option !== key.answer) ?? key.answer)
        : wrong
          ? '987654'
          : key.answer;
    exam = await post<ExamInProgress | ExamResult>(ApiRoutes.exam.nextQuestion, {
      topic: TOPICS[0],
      examId: exam.examId,
      lessonId: exam.lessonId,
      questionId: exam.question.id,
      selectedAnswer: answer,
    });
  }

  // The dashboard: the whole loop in one screen.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Lesson mastery' })).toBeVisible();
  const mastery = page.getByRole('region', { name: 'Lesson mastery' });
  await expect(
    mastery.getByText(/^(Attempted|Familiar|Proficient|Mastered)$/).first(),
  ).toBeVisible();
  const progress = page.getByRole('region', { name: 'Your progress' });
  // The charts load as the section nears the screen.
  await progress.scrollIntoViewIfNeeded();
  await expect(progress.locator('figure svg').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Daily review' })).toBeVisible();
  await expect(page.getByText('1 day streak')).toBeVisible();
  const resume = page.getByRole('region', { name: 'Resume' });
  await expect(resume.getByText(/Recommended for you/)).toBeVisible();
  await checkScreenAtBothWidths(page, 'learning-loop-dashboard');

  // Resume opens the open session where it was left.
  await page.getByRole('button', { name: 'Resume practice' }).click();
  await expect(page).toHaveURL(/\/practice$/);
  await expect(page.getByRole('heading', { name: 'Question 2' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Q1 correct' })).toBeVisible();
});
