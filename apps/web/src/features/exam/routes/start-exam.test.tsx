import { LimitMessages, StorageKeys } from '@exam/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { resetPublicConfigCache } from '../../../lib/public-config';
import { inProgress, TOPIC } from '../../../test/exam-fixtures';
import { jsonResponse, renderScreen, stubFetchWithXsrf as stubFetch } from '../../../test/render';
import { StartExamPage } from './start-exam';

function ExamProbe() {
  return <h1>Exam stub</h1>;
}

const renderStart = () =>
  renderScreen(<StartExamPage />, {
    route: '/start-exam',
    path: '/start-exam',
    extraRoutes: { '/exam': <ExamProbe /> },
  });

async function chooseTopic() {
  await userEvent.click(screen.getByRole('combobox', { name: 'Topic' }));
  await userEvent.click(await screen.findByRole('option', { name: TOPIC }));
}

describe('StartExamPage', () => {
  it("promises this server's exam length (GET /api/config), not the default", async () => {
    resetPublicConfigCache();
    stubFetch((url) =>
      url === '/api/config'
        ? jsonResponse({
            supportEmail: 's@x',
            providers: { google: false, microsoft: false, apple: false },
            attempts: { examSeconds: 2700, trialSeconds: 900, trialQuestions: 15 },
          })
        : jsonResponse({ exam: null }),
    );
    renderStart();
    expect(await screen.findByText('45 min')).toBeInTheDocument();
    expect(screen.getByText(/^You have 45 minutes\./)).toBeInTheDocument();
    expect(screen.queryByText('60 min')).not.toBeInTheDocument();
    resetPublicConfigCache();
  });

  it('shows instructions, the 60 min indicator and keeps Start Exam disabled until a topic is chosen', async () => {
    stubFetch(() => jsonResponse({ exam: null }));
    renderStart();
    expect(screen.getByRole('heading', { level: 1, name: 'Start Exam' })).toBeInTheDocument();
    expect(screen.getByText('60 min')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Instructions' })).toBeInTheDocument();
    expect(screen.getByText('Please select a topic')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start Exam' })).toBeDisabled();

    await chooseTopic();
    expect(screen.getByRole('button', { name: 'Start Exam' })).toBeEnabled();
    expect(screen.queryByText('Please select a topic')).not.toBeInTheDocument();
  });

  it('can be started by keyboard', async () => {
    stubFetch((url) =>
      url === '/api/exam/generate' ? jsonResponse(inProgress()) : jsonResponse({ exam: null }),
    );
    const user = userEvent.setup();
    renderStart();
    screen.getByRole('combobox', { name: 'Topic' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('option', { name: TOPIC });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Start Exam' })).toBeEnabled());
    await user.tab();
    expect(screen.getByRole('button', { name: 'Start Exam' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Exam stub' })).toBeInTheDocument();
  });

  it('lists Geometry & Trigonometry as the only topic', async () => {
    stubFetch(() => jsonResponse({ exam: null }));
    renderStart();
    await userEvent.click(screen.getByRole('combobox', { name: 'Topic' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([TOPIC]);
  });

  it("shows 'Starting...', generates the exam, saves it and opens /exam", async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = stubFetch((url) =>
      url === '/api/exam/generate'
        ? new Promise<Response>((resolve) => (answer = resolve))
        : jsonResponse({ exam: null }),
    );
    renderStart();
    await chooseTopic();
    await userEvent.click(screen.getByRole('button', { name: 'Start Exam' }));

    const busy = await screen.findByRole('button', { name: 'Starting...' });
    expect(busy).toBeDisabled();
    answer(jsonResponse(inProgress()));

    expect(await screen.findByRole('heading', { name: 'Exam stub' })).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/exam/generate');
    expect(call?.[1]?.method).toBe('POST');
    expect(JSON.parse(call?.[1]?.body as string)).toEqual({ topic: TOPIC });
    expect(localStorage.getItem(StorageKeys.examTopic)).toBe(TOPIC);
    expect(localStorage.getItem(StorageKeys.examState)).toContain('"examId"');
  });

  it("says 'Failed to start exam. Please try again.' when the server gives no message", async () => {
    stubFetch((url) =>
      url === '/api/exam/generate'
        ? new Response('', { status: 500 })
        : jsonResponse({ exam: null }),
    );
    renderStart();
    await chooseTopic();
    await userEvent.click(screen.getByRole('button', { name: 'Start Exam' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to start exam. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Start Exam' })).toBeEnabled();
  });

  it("shows the server's message when it sends one: the per-student limit on starts", async () => {
    const limited = LimitMessages.attemptStarts(720);
    stubFetch((url) =>
      url === '/api/exam/generate'
        ? jsonResponse(
            { message: limited, code: 'RATE_LIMITED' },
            { status: 429, headers: { 'Content-Type': 'application/json', 'Retry-After': '720' } },
          )
        : jsonResponse({ exam: null }),
    );
    renderStart();
    await chooseTopic();
    await userEvent.click(screen.getByRole('button', { name: 'Start Exam' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have started 30 exams, trials and practice sessions within an hour. You can start another in 12 minutes.',
    );
  });

  it('offers to resume a running exam and says a new one ends it', async () => {
    const running = inProgress({ questionNumber: 4, remainingSeconds: 1805 });
    const fetchMock = stubFetch(() => jsonResponse({ exam: running }));
    renderStart();
    expect(await screen.findByText('You have an exam in progress')).toBeInTheDocument();
    expect(screen.getByText(/30:05 left/)).toBeInTheDocument();
    expect(screen.getByText(/Starting a new exam ends this one/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Resume Exam' }));
    expect(await screen.findByRole('heading', { name: 'Exam stub' })).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(StorageKeys.examQuestionIndex)).toBe('3'));
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/exam/generate')).toBe(false);
  });
});
