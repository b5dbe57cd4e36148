import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import type { Browser, Locator, Page } from '@playwright/test';
import { registerAccount, type TestAccount } from './support/accounts';
import { e2eEnv } from './support/e2e-env';
import { ownServer } from './support/own-server';
import { checkScreenAtBothWidths } from './support/screen-check';
import { startLessonPractice } from './support/lesson-practice';
import { signIn } from './support/sign-in';

// Issue 23 end to end, on a server this spec starts and stops itself: `npm run users -- role`
// makes an admin and a teacher (refused while the server holds the embedded database, done once
// it is stopped); the admin writes an MCQ with a figure and a short answer with `exact` in the
// console, previews both at phone width with a marking dry run, and publishes them in a new
// lesson; a student practises that lesson, meets the new question and reports a problem; the
// admin resolves the report (the student sees it resolved); the teacher's class shows the
// student's mastery of the new lesson. Every new screen is checked (axe, no sideways scrolling)
// and kept as a screenshot at 360 and 1280 px.

const server = ownServer(e2eEnv.consolePort, e2eEnv.consoleDataDir);
const run = promisify(execFile);
const PASSWORD = 'Geometry#2026';

const suffix = Date.now().toString(36).slice(-5).toUpperCase();
const LESSON = `Ratios in a right triangle, console ${suffix}`;
const MCQ_TEXT =
  'In the opposite figure, $ABC$ is right-angled at $C$, $AC = 4$ cm and $BC = 3$ cm. Find $\\sin A$.';
const SHORT_TEXT = 'Find the exact value of $\\cos 30^\\circ$.';
/** The triangle of the MCQ: C at the origin, A on the x axis, B above C. */
const FIGURE = JSON.stringify({
  scale: 'equal',
  caption: 'Triangle ABC, right-angled at C, with AC = 4 cm and BC = 3 cm.',
  elements: [
    {
      kind: 'polygon',
      points: [
        { x: 0, y: 0 },
        { x: 4, y: 0 },
        { x: 0, y: 3 },
      ],
    },
    { kind: 'right-angle', vertex: { x: 0, y: 0 }, from: { x: 4, y: 0 }, to: { x: 0, y: 3 } },
    { kind: 'point', at: { x: 0, y: 0 }, label: 'C' },
    { kind: 'point', at: { x: 4, y: 0 }, label: 'A' },
    { kind: 'point', at: { x: 0, y: 3 }, label: 'B' },
    { kind: 'segment', from: { x: 0, y: 0 }, to: { x: 4, y: 0 }, label: '4 cm' },
    { kind: 'segment', from: { x: 0, y: 0 }, to: { x: 0, y: 3 }, label: '3 cm' },
  ],
});

/** `npm run users -- ARGS` on the spec's data folder: its exit code and what it printed. */
async function usersCommand(...args: string[]) {
  const { DATABASE_URL: _embedded, ...inherited } = process.env;
  try {
    const { stdout, stderr } = await run('npm', ['run', '--silent', 'users', '--', ...args], {
      env: { ...inherited, DATA_DIR: server.dataDir },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

async function newPage(browser: Browser, account: TestAccount): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.baseUrl });
  const page = await context.newPage();
  await signIn(page, account);
  return page;
}

/** Fills the editor's common fields: lesson, type, text. */
async function fillQuestion(page: Page, type: 'Multiple choice' | 'Short answer', text: string) {
  await page.getByRole('combobox', { name: 'Lesson' }).fill(LESSON);
  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: type }).click();
  await page.getByRole('textbox', { name: 'Question text' }).fill(text);
}

/** Switches the preview to a phone's width and waits for the question to be typeset there. */
async function previewAtPhoneWidth(page: Page) {
  await page
    .getByRole('group', { name: 'Preview width' })
    .getByRole('button', { name: 'Phone' })
    .click();
  const frame = page.getByTestId('preview-frame');
  await expect(frame).toHaveAttribute('data-width', 'phone');
  await expect(frame.locator('.katex').first()).toBeVisible();
  await expect(frame.locator('.katex-error')).toHaveCount(0);
  const width = await frame.evaluate((element) => element.getBoundingClientRect().width);
  expect(width).toBeLessThanOrEqual(400);
  return frame;
}

/** Tries an answer in the marking dry run and waits for its verdict. */
async function expectDryRun(page: Page, answer: string, verdict: 'Correct' | 'Incorrect') {
  await page.getByRole('textbox', { name: 'Try an answer' }).fill(answer);
  await expect(page.getByRole('alert').filter({ hasText: /^(Correct|Incorrect)/ })).toHaveText(
    new RegExp(`^${verdict}`),
  );
}

/**
 * Ticks a box or a radio in the editor. The live check re-lays the form out when its answer
 * arrives (a field's message comes or goes), which can move the control between Playwright's
 * stability check and its click; `check` then throws, and the click is tried again.
 */
async function checkInEditor(control: Locator) {
  await expect(async () => {
    await control.check({ timeout: 2_000 });
  }).toPass();
}

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Save and publish' }).click();
  await expect(page.getByText('Saved and published.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/questions\/[0-9a-f-]{36}$/);
}

test.describe.configure({ mode: 'serial' });

test.afterAll(async () => {
  await server.stop();
});

test('users command -> admin writes two questions -> student reports one -> admin resolves it -> teacher sees mastery', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  await server.start();
  const api = (await browser.newContext({ baseURL: server.baseUrl })).request;
  const admin = await registerAccount(api, PASSWORD, 'Nour Editor');
  const teacher = await registerAccount(api, PASSWORD, 'Amal Hassan');
  const student = await registerAccount(api, PASSWORD, 'Omar Farouk');

  // The embedded database belongs to the running server: the command refuses and changes nothing.
  const refused = await usersCommand('role', admin.email, 'admin');
  expect(refused.code).toBe(1);
  expect(refused.stderr).toContain(
    'stop the server first, run this again, then start it. Nothing was changed.',
  );
  await server.stop();
  const promoted = await usersCommand('role', admin.email, 'admin');
  expect(promoted.stdout).toBe(`${admin.email}: student -> admin\n`);
  expect((await usersCommand('role', teacher.email, 'teacher')).stdout).toBe(
    `${teacher.email}: student -> teacher\n`,
  );
  await server.start();

  // ---- The admin writes an MCQ with a figure and a short answer with `exact`.
  const adminPage = await newPage(browser, admin);
  await adminPage.getByRole('link', { name: 'Console' }).click();
  await expect(adminPage.getByRole('heading', { name: 'Questions', level: 1 })).toBeVisible();
  await checkScreenAtBothWidths(adminPage, 'admin-questions');
  await adminPage.getByRole('link', { name: 'New question' }).click();
  await expect(adminPage.getByRole('heading', { name: 'New question', level: 1 })).toBeVisible();

  await fillQuestion(adminPage, 'Multiple choice', MCQ_TEXT);
  const options = ['$\\frac{3}{5}$', '$\\frac{4}{5}$', '$\\frac{3}{4}$', '$\\frac{5}{3}$'];
  for (const [index, option] of options.entries()) {
    await adminPage.getByRole('textbox', { name: `Option ${index + 1}`, exact: true }).fill(option);
  }
  await checkInEditor(adminPage.getByRole('radio', { name: 'Option 1 is correct' }));
  await adminPage
    .getByRole('textbox', { name: 'Explanation' })
    .fill(
      '$\\sin A = \\frac{\\text{opposite}}{\\text{hypotenuse}}$ and $AB = \\sqrt{3^2 + 4^2} = 5$ cm, so $\\sin A = \\frac{3}{5}$.',
    );
  await adminPage.getByRole('textbox', { name: 'Hint 1' }).fill('Find the hypotenuse $AB$ first.');
  await adminPage.getByRole('textbox', { name: 'Difficulty' }).fill('-0.5');
  await adminPage
    .getByRole('textbox', { name: 'Figure (SVG or figure description JSON)' })
    .fill(FIGURE);
  const mcqFrame = await previewAtPhoneWidth(adminPage);
  await expect(mcqFrame.getByRole('img', { name: /Triangle ABC/ })).toBeVisible();
  await expect(mcqFrame.getByRole('radio')).toHaveCount(4);
  await checkScreenAtBothWidths(adminPage, 'admin-question-new-mcq');
  await publish(adminPage);
  await checkScreenAtBothWidths(adminPage, 'admin-question-edit');

  await adminPage.goto('/admin/questions/new');
  await fillQuestion(adminPage, 'Short answer', SHORT_TEXT);
  await adminPage
    .getByRole('textbox', { name: 'Answer', exact: true })
    .fill('\\frac{\\sqrt{3}}{2}');
  await checkInEditor(adminPage.getByRole('checkbox', { name: 'Exact form required' }));
  await adminPage
    .getByRole('textbox', { name: 'Explanation' })
    .fill(
      'In the $30^\\circ$-$60^\\circ$-$90^\\circ$ triangle with sides $1$, $\\sqrt{3}$ and $2$, $\\cos 30^\\circ = \\frac{\\sqrt{3}}{2}$.',
    );
  await adminPage
    .getByRole('textbox', { name: 'Hint 1' })
    .fill('Draw half of an equilateral triangle of side $2$.');
  await adminPage.getByRole('textbox', { name: 'Difficulty' }).fill('0.3');
  const shortFrame = await previewAtPhoneWidth(adminPage);
  await expect(shortFrame.getByRole('textbox', { name: 'Your Answer' })).toBeVisible();
  // The marking dry run: the decimal is refused because the exact form is required.
  await expectDryRun(adminPage, '0.866', 'Incorrect');
  await expectDryRun(adminPage, 'sqrt(3)/2', 'Correct');
  await checkScreenAtBothWidths(adminPage, 'admin-question-new-short');
  await publish(adminPage);

  // ---- The student meets a new question in practice after choosing its lesson, and reports it.
  const studentPage = await newPage(browser, student);
  await startLessonPractice(studentPage, LESSON);
  const question = studentPage.getByRole('form', { name: 'Question 1' });
  await expect(question).toContainText(/sin|cos/);
  const isMcq = (await question.textContent())?.includes('opposite figure');
  if (isMcq) {
    await expect(question.getByRole('img', { name: /Triangle ABC/ })).toBeVisible();
    await question.getByRole('radio').first().check();
  } else {
    await question.getByRole('textbox', { name: 'Your Answer' }).fill('sqrt(3)/2');
  }
  await studentPage.getByRole('button', { name: 'Show Answer' }).click();
  await expect(studentPage.getByText('Correct!', { exact: true })).toBeVisible();

  await studentPage.getByRole('button', { name: 'Report a problem' }).click();
  const dialog = studentPage.getByRole('dialog', { name: 'Report a problem' });
  await dialog.getByRole('radio', { name: 'The figure is wrong or hard to read' }).check();
  await dialog
    .getByRole('textbox', { name: 'Tell us more (optional)' })
    .fill('The label 4 cm sits on the line.');
  await checkScreenAtBothWidths(studentPage, 'report-problem-dialog');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog).toContainText('Thank you. An editor will look at this question.');
  await dialog.getByRole('button', { name: 'Close' }).click();

  // ---- The admin sees the report in the queue and resolves it.
  await adminPage.goto('/admin/reports');
  await expect(adminPage.getByRole('heading', { name: 'Problem reports', level: 1 })).toBeVisible();
  await expect(adminPage.getByText('The label 4 cm sits on the line.')).toBeVisible();
  await checkScreenAtBothWidths(adminPage, 'admin-reports');
  const resolveForm = adminPage.getByRole('form', { name: /^Resolve the report on:/ });
  await resolveForm
    .getByRole('textbox', { name: 'Note to the student (optional)' })
    .fill('Thank you: the label moved.');
  await resolveForm.getByRole('button', { name: 'Resolve' }).click();
  await expect(adminPage.getByText('The label 4 cm sits on the line.')).toHaveCount(0);

  // The student's account page shows the report resolved, with the editor's note.
  await studentPage.goto('/account');
  const reports = studentPage.getByRole('region', { name: 'My problem reports' });
  await expect(reports).toContainText('Resolved: Fixed');
  await expect(reports).toContainText("Editor's note: Thank you: the label moved.");

  // ---- The teacher makes a class; the student joins it; the class shows the student's mastery.
  const teacherPage = await newPage(browser, teacher);
  await teacherPage.getByRole('link', { name: 'Classes' }).click();
  await expect(teacherPage.getByRole('heading', { name: 'Classes', level: 1 })).toBeVisible();
  await teacherPage.getByRole('textbox', { name: 'Class name' }).fill('Grade 10 B, maths');
  await teacherPage.getByRole('button', { name: 'New class' }).click();
  const classCard = teacherPage.getByRole('listitem', { name: 'Grade 10 B, maths' });
  const code = (await classCard.getByLabel(/^Join code/).textContent())?.replace(/\s/g, '') ?? '';
  expect(code).toMatch(/^[A-Z0-9]{8}$/);
  await checkScreenAtBothWidths(teacherPage, 'teacher-classes');

  await studentPage.getByRole('textbox', { name: 'Class code' }).fill(code.toLowerCase());
  await studentPage.getByRole('button', { name: 'Join a class' }).click();
  await expect(
    studentPage.getByRole('status').filter({ hasText: 'You joined Grade 10 B, maths.' }),
  ).toBeVisible();
  await checkScreenAtBothWidths(studentPage, 'account-classes-and-reports');

  await classCard.getByRole('link', { name: 'Open class' }).click();
  await expect(
    teacherPage.getByRole('heading', { name: 'Grade 10 B, maths', level: 1 }),
  ).toBeVisible();
  const table = teacherPage.getByRole('table');
  const headers = await table.getByRole('columnheader').allTextContents();
  const lessonColumn = headers.findIndex((header) => header.includes(LESSON));
  expect(lessonColumn, headers.join(' | ')).toBeGreaterThan(0);
  const row = table
    .getByRole('row')
    .filter({ has: teacherPage.getByRole('rowheader', { name: student.username }) });
  await expect(row.getByRole('cell').nth(lessonColumn - 1)).not.toContainText('Not started');
  await checkScreenAtBothWidths(teacherPage, 'teacher-class');

  await row.getByRole('link').first().click();
  await expect(
    teacherPage.getByRole('heading', { name: student.username, level: 1 }),
  ).toBeVisible();
  await checkScreenAtBothWidths(teacherPage, 'teacher-student');

  // The remaining console screens, each checked at both widths.
  for (const [path, heading, name] of [
    ['/admin/stats', 'Item statistics', 'admin-stats'],
    ['/admin/calibration', 'Calibration', 'admin-calibration'],
    ['/admin/users', 'Users', 'admin-users'],
  ] as const) {
    await adminPage.goto(path);
    await expect(adminPage.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await checkScreenAtBothWidths(adminPage, name);
  }
});
