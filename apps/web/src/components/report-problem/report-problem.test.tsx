import {
  ApiRoutes,
  ErrorCode,
  fillRoute,
  PROBLEM_TEXT_MAX,
  ProblemReasonLabels,
  ProblemReportMessages,
  type MyProblemReport,
  type ReportProblemRequest,
} from '@exam/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storeSession } from '../../lib/storage';
import { bodiesSentTo, jsonResponse, renderScreen, stubFetchWithXsrf } from '../../test/render';
import { ReportProblemButton } from './report-problem-button';
import { REASON_NEEDED } from './report-problem-dialog';
import { mona } from '../../test/account-fixtures';

const QUESTION_ID = '5b1c2a4e-8b5d-4f7a-9c3e-1d2b3c4d5e61';
const REPORT_PATH = fillRoute(ApiRoutes.reportProblem, { id: QUESTION_ID });

const created: MyProblemReport = {
  id: 'r1',
  questionId: QUESTION_ID,
  questionPreview: 'Find AB.',
  reason: 'typo',
  text: 'sine is spelt sin',
  status: 'open',
  resolution: null,
  resolutionNote: '',
  createdAt: '2026-11-26T10:00:00.000Z',
  resolvedAt: null,
};

function renderButton(answer: () => Response) {
  storeSession('token-1', mona);
  const fetchMock = stubFetchWithXsrf((url) => (url === REPORT_PATH ? answer() : jsonResponse([])));
  renderScreen(<ReportProblemButton questionId={QUESTION_ID} />);
  return fetchMock;
}

async function fillIn(text: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Report a problem' }));
  await userEvent.click(await screen.findByRole('radio', { name: ProblemReasonLabels.typo }));
  await userEvent.type(screen.getByRole('textbox', { name: /Tell us more/ }), text);
}

describe('Report a problem', () => {
  it('sends the chosen reason and the text, and thanks the student', async () => {
    const fetchMock = renderButton(() => jsonResponse(created, { status: 201 }));
    await fillIn('  sine is spelt sin ');
    expect(screen.getByText(`20 / ${PROBLEM_TEXT_MAX}`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('status')).toHaveTextContent(ProblemReportMessages.sent);
    expect(bodiesSentTo<ReportProblemRequest>(fetchMock, REPORT_PATH)).toEqual([
      { reason: 'typo', text: 'sine is spelt sin' },
    ]);
  });

  it('asks for a reason before sending anything', async () => {
    const fetchMock = renderButton(() => jsonResponse(created, { status: 201 }));
    await userEvent.click(screen.getByRole('button', { name: 'Report a problem' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Send' }));
    expect(screen.getByText(REASON_NEEDED)).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, REPORT_PATH)).toEqual([]);
  });

  it('keeps the reason and the text when sending fails, and sends them on the retry', async () => {
    let calls = 0;
    const fetchMock = renderButton(() =>
      ++calls === 1
        ? jsonResponse({ message: 'The server is busy.' }, { status: 503 })
        : jsonResponse(created, { status: 201 }),
    );
    await fillIn('the figure has no label');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('The server is busy.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Tell us more/ })).toHaveValue(
      'the figure has no label',
    );
    expect(screen.getByRole('radio', { name: ProblemReasonLabels.typo })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('status')).toHaveTextContent(ProblemReportMessages.sent);
    expect(bodiesSentTo(fetchMock, REPORT_PATH)).toHaveLength(2);
  });

  it('says the question is already reported on 409 ALREADY_DONE', async () => {
    renderButton(() =>
      jsonResponse(
        { code: ErrorCode.AlreadyDone, message: ProblemReportMessages.alreadyReported },
        { status: 409 },
      ),
    );
    await fillIn('again');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      ProblemReportMessages.alreadyReported,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('will not send a text over the limit', async () => {
    const fetchMock = renderButton(() => jsonResponse(created, { status: 201 }));
    await userEvent.click(screen.getByRole('button', { name: 'Report a problem' }));
    await userEvent.click(await screen.findByRole('radio', { name: ProblemReasonLabels.other }));
    const field = screen.getByRole('textbox', { name: /Tell us more/ });
    await userEvent.click(field);
    await userEvent.paste('x'.repeat(PROBLEM_TEXT_MAX + 1));
    expect(screen.getByText(ProblemReportMessages.textTooLong)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(bodiesSentTo(fetchMock, REPORT_PATH)).toEqual([]);
  });
});
