import {
  ApiRoutes,
  ErrorCode,
  type CheckQuestionRequest,
  type CreateQuestionRequest,
  type UpdateQuestionRequest,
} from '@exam/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  adminQuestion,
  checkResponse,
  lessonNames,
  NEW_VERSION_ID,
  QUESTION_ID,
} from '../../../test/admin-fixtures';
import { bodiesSentTo, jsonResponse, renderScreen, stubFetchWithXsrf } from '../../../test/render';
import { AdminNewQuestionPage, AdminQuestionEditorPage } from './admin-question-editor';

type Handler = (url: string, init?: RequestInit) => Response | undefined;

function stubApi(extra: Handler = () => undefined) {
  return stubFetchWithXsrf((url, init) => {
    const answer = extra(url, init);
    if (answer) return answer;
    if (url === ApiRoutes.lessonNames) return jsonResponse(lessonNames);
    if (url === ApiRoutes.admin.checkQuestion) {
      const body = JSON.parse(init?.body as string) as CheckQuestionRequest;
      return jsonResponse({
        ...checkResponse,
        marking: body.answer
          ? {
              correct: body.answer === '1/2',
              reason: body.answer === '1/2' ? '' : 'Not the chosen option.',
              readAs: body.answer,
            }
          : null,
      });
    }
    if (url === `${ApiRoutes.admin.questions}/${QUESTION_ID}`) return jsonResponse(adminQuestion);
    return jsonResponse({ message: 'unexpected' }, { status: 500 });
  });
}

function renderEditor() {
  return renderScreen(<AdminQuestionEditorPage />, {
    route: `/admin/questions/${QUESTION_ID}`,
    path: '/admin/questions/:id',
    extraRoutes: { '/admin/questions': <h1>Questions list</h1> },
  });
}

// The whole editor (an MUI form and the preview) re-renders on each change, and role queries walk
// it all: on a loaded 2-core machine a test can take tens of seconds. Room to finish, no speed claim.
describe('the question editor', { timeout: 90_000 }, () => {
  it('previews the question as a student sees it, typeset, with the figure the server rendered', async () => {
    const fetchMock = stubApi();
    renderEditor();
    const frame = await screen.findByTestId('preview-frame');
    await waitFor(() => expect(frame.querySelector('.katex')).not.toBeNull());
    expect(within(frame).getByRole('img', { name: 'Triangle ABC' })).toBeInTheDocument();
    expect(within(frame).getByRole('radio', { name: '1/2' })).toBeInTheDocument();
    expect(bodiesSentTo<CheckQuestionRequest>(fetchMock, ApiRoutes.admin.checkQuestion)[0]).toEqual(
      {
        line: adminQuestion.line,
      },
    );
    // Phone: a 360 px frame; Desktop: the full width.
    expect(frame).toHaveAttribute('data-width', 'phone');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Desktop' }));
    expect(frame).toHaveAttribute('data-width', 'desktop');
  });

  it('marks a tried answer: correct or incorrect, the reason and how it was read', async () => {
    stubApi();
    renderEditor();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Try an answer' }), {
      target: { value: '2' },
    });
    expect(await screen.findByText('Incorrect')).toBeInTheDocument();
    expect(screen.getByText('Not the chosen option.')).toBeInTheDocument();
    expect(screen.getByText('Read as: 2')).toBeInTheDocument();
  });

  it("shows the server's validation errors on their fields", async () => {
    stubApi((url) =>
      url === ApiRoutes.admin.checkQuestion
        ? jsonResponse(
            {
              message: 'The question is not valid.',
              issues: [
                { path: 'line.lesson', message: 'Choose a lesson.' },
                { path: 'line.graph', message: 'The SVG has a script.' },
              ],
            },
            { status: 400 },
          )
        : undefined,
    );
    renderEditor();
    const lesson = await screen.findByRole('combobox', { name: 'Lesson' });
    await waitFor(() => expect(lesson).toHaveAccessibleDescription('Choose a lesson.'));
    expect(screen.getByRole('textbox', { name: /Figure/ })).toHaveAccessibleDescription(
      'The SVG has a script.',
    );
    expect(screen.getByRole('textbox', { name: /Question text/ })).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('says clearly when someone saved in between, and reloads their version', async () => {
    let reloaded = false;
    const fetchMock = stubApi((url, init) => {
      if (url === `${ApiRoutes.admin.questions}/${QUESTION_ID}` && init?.method === 'PUT') {
        return jsonResponse(
          { code: ErrorCode.StaleVersion, message: 'This was changed since you opened it.' },
          { status: 409 },
        );
      }
      if (url === `${ApiRoutes.admin.questions}/${QUESTION_ID}` && reloaded) {
        return jsonResponse({
          ...adminQuestion,
          version: 3,
          line: { ...adminQuestion.line, question: 'Their text' },
        });
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderEditor();
    const text = await screen.findByRole('textbox', { name: /Question text/ });
    fireEvent.change(text, { target: { value: 'Mine' } });
    await user.click(screen.getByRole('button', { name: 'Save and publish' }));

    expect(
      await screen.findByText(/Someone saved this question after you opened it/),
    ).toBeInTheDocument();
    const puts = fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'PUT')
      .map(([, init]) => JSON.parse(init?.body as string) as UpdateQuestionRequest);
    expect(puts).toEqual([
      { line: { ...adminQuestion.line, question: 'Mine' }, version: 2, status: 'active' },
    ]);
    reloaded = true;
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(text).toHaveValue('Their text'));
    expect(screen.queryByText(/Someone saved/)).not.toBeInTheDocument();
  });

  it('warns before leaving with unsaved changes, and leaves only when asked', async () => {
    stubApi();
    const user = userEvent.setup();
    renderEditor();
    const text = await screen.findByRole('textbox', { name: /Question text/ });
    fireEvent.change(text, { target: { value: `${adminQuestion.line.question} now` } });
    await user.click(screen.getByRole('link', { name: 'Questions' }));

    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(screen.getByTestId('location')).toHaveTextContent(`/admin/questions/${QUESTION_ID}`);
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(text).toHaveValue(`${adminQuestion.line.question} now`);

    await user.click(screen.getByRole('link', { name: 'Questions' }));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Questions list' })).toBeInTheDocument();
  });

  it('leaves without asking when nothing changed', async () => {
    stubApi();
    const user = userEvent.setup();
    renderEditor();
    await screen.findByRole('textbox', { name: /Question text/ });
    await user.click(screen.getByRole('link', { name: 'Questions' }));
    expect(await screen.findByRole('heading', { name: 'Questions list' })).toBeInTheDocument();
  });

  it('saves a new short answer as a draft, with its marking fields, and opens it saying so', async () => {
    const fetchMock = stubApi((url, init) =>
      url === ApiRoutes.admin.questions && init?.method === 'POST'
        ? jsonResponse({ ...adminQuestion, id: NEW_VERSION_ID, status: 'draft', version: 1 })
        : undefined,
    );
    const user = userEvent.setup();
    renderScreen(<AdminNewQuestionPage />, {
      route: '/admin/questions/new',
      path: '/admin/questions/new',
      extraRoutes: { '/admin/questions/:id': <AdminQuestionEditorPage /> },
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Lesson' }), {
      target: { value: 'Circles and arcs' },
    });
    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Short answer' }));
    const fill = (name: string | RegExp, value: string) =>
      fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
    fill(/Question text/, 'Find x');
    fill(/^Answer/, '5');
    fill('Unit', 'cm');
    await user.click(screen.getByRole('checkbox', { name: 'Exact form required' }));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    // The saved question opens in its own editor, still saying it was saved.
    expect(await screen.findByRole('heading', { name: 'Edit question' })).toBeInTheDocument();
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(bodiesSentTo<CreateQuestionRequest>(fetchMock, ApiRoutes.admin.questions)).toEqual([
      {
        status: 'draft',
        line: {
          lesson: 'Circles and arcs',
          type: 'short_answer',
          question: 'Find x',
          answer: '5',
          exact: true,
          unit: 'cm',
        },
      },
    ]);
  });
});
